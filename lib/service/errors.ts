import type { ParamError } from "@/lib/contract/params";
import { PROBLEM_CONTENT_TYPE, problemJson } from "@/lib/net/problem";
import { isDatabaseUnavailable, type DatabaseUnavailableError } from "@/lib/db/db-outage";

/** The one error type of the service; `toProblem` is the one place that turns it into a response. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly errors?: ParamError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const badRequest = (errors: ParamError[]) =>
  new ServiceError(400, "Bad Request", errors.map((e) => e.message).join("; "), errors);
export const notFound = (detail: string) => new ServiceError(404, "Not Found", detail);
export const forbidden = (detail: string) => new ServiceError(403, "Forbidden", detail);

/**
 * A 403 about the token itself, told apart from a tier or licence refusal by RFC 6750's challenge:
 * a client renews its token only for `invalid_token` (a tier refusal would repeat with any new token,
 * and renewing for it spends the client's 10 live tokens).
 */
export const tokenRefused = (detail: string, error: "invalid_token" | "invalid_request" = "invalid_token") =>
  new ServiceError(403, "Forbidden", detail, undefined, {
    "www-authenticate": `Bearer error="${error}", error_description="${detail.replace(/["\\]/g, "")}"`,
  });

/** What a client is told while the service's database is unreachable (lib/db/guarded-db.ts). */
export const UNAVAILABLE_DETAIL = "The service's database is unreachable; try again shortly";
export const unavailable = (err: DatabaseUnavailableError) =>
  new ServiceError(503, "Service Unavailable", UNAVAILABLE_DETAIL, undefined, {
    "retry-after": String(err.retryAfterSecs),
  });

/** Whether a failure is one the log must hear of: not a refusal, nor the database's known outage. */
export const unexpected = (err: unknown) => !(err instanceof ServiceError) && !isDatabaseUnavailable(err);

export function toProblem(err: unknown): { status: number; body: string; headers: Record<string, string> } {
  const e =
    err instanceof ServiceError
      ? err
      : isDatabaseUnavailable(err)
        ? unavailable(err)
        : new ServiceError(500, "Internal Server Error", "The service could not answer this request.");
  return {
    status: e.status,
    body: problemJson({ status: e.status, title: e.title, detail: e.message, errors: e.errors }),
    headers: { "content-type": PROBLEM_CONTENT_TYPE, ...e.headers },
  };
}
