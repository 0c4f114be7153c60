import "server-only";

/** A failure talking to the data service, with the status the app's routes should answer. */
export class UpstreamError extends Error {
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
