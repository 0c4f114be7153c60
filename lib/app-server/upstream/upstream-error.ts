import "server-only";

/** A failure talking to the data service, with the status the app's routes should answer. */
export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  constructor(
    readonly status: number,
    message: string,
    readonly body?: string,
    /** The service's Retry-After, in seconds, when it sent one. */
    readonly retryAfterSecs?: number,
  ) {
    super(message);
  }
}

/**
 * Whether `err` is an UpstreamError. Not `instanceof`: Next bundles route handlers and pages apart, so
 * the one upstream of the process (made by whichever bundle came first) throws another bundle's class.
 */
export function isUpstreamError(err: unknown): err is UpstreamError {
  return (
    err instanceof Error && err.name === "UpstreamError" && typeof (err as UpstreamError).status === "number"
  );
}
