import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/net/outage-digest";

/**
 * A query refused because the database cannot be reached (a PostgreSQL server stopped or out of
 * reach, a PGlite directory gone): the service answers it 503 with Retry-After, pages answer 503,
 * never 500. Its stack is its one line: it is expected while the outage lasts, and each failed
 * request logging a trace would bury the one line that says the database went away.
 */
export class DatabaseUnavailableError extends Error {
  /** Next hands a page's error to the browser by this alone: the error page's words for an outage. */
  declare readonly digest: string;
  declare readonly since: number;
  declare readonly retryAfterSecs: number;
  declare readonly reason: string;
  constructor(since: number, retryAfterSecs: number, reason: string) {
    super(`The database is unreachable since ${new Date(since).toISOString()} (${reason})`);
    this.name = "DatabaseUnavailableError";
    this.stack = `${this.name}: ${this.message}`;
    // Not enumerable: a page's failure is logged (by Next) as its one line, without its fields.
    const fixed = (value: unknown) => ({ value, enumerable: false });
    Object.defineProperties(this, {
      digest: fixed(DATABASE_UNAVAILABLE_DIGEST),
      since: fixed(since),
      retryAfterSecs: fixed(retryAfterSecs),
      reason: fixed(reason),
    });
  }
}

export const isDatabaseUnavailable = (err: unknown): err is DatabaseUnavailableError =>
  err instanceof Error && err.name === "DatabaseUnavailableError" && "retryAfterSecs" in err;

// Node's socket errors for a server that is not there, or went away.
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
// SQLSTATE: 08 connection exceptions; 57P01-57P03 the server shutting down or not yet up; 53300 no
// connection slot; 58P01/58030 a file of the database gone or unreadable (PGlite's directory removed).
const SQLSTATES = /^(08...|57P0[123]|53300|58P01|58030)$/;
// pg's own words for a connection that ended, timed out or was never made.
const DRIVER_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection timed out|not queryable|Query read timeout|the database did not answer/i;

/** Whether `err` says the database cannot be reached, as against a query's own fault. */
export function isConnectionLoss(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
  if (DRIVER_WORDS.test(err.message)) return true;
  // An AggregateError (several addresses refused) carries its causes' codes.
  const errors = (err as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.some(isConnectionLoss);
}

/** A short reason for the log: the error's code and first line. */
export function lossReason(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  const first = err.message.split("\n")[0] || err.name;
  return typeof code === "string" && !first.includes(code) ? `${code}: ${first}` : first;
}
