// When a page whose data was refused (429) or is not answering (503, 504) may be asked for again, as its
// error page shows it. Next hides a server error's message from the browser and hands the error page
// only its `digest`, keeping a digest the error already has: so the wait travels in the digest.
// Browser-safe: the server writes it (sds-client.ts), the error page reads it (error-state.tsx).

const PREFIX = "footy-retry";

export interface RetryDigest {
  status: number;
  /** When the page was refused, and when to come back (ISO instants). */
  at: string;
  retryAt: string;
}

/** The digest of a page refused with `status` at `now`, to be asked again `retryAfterSecs` later. */
export function retryDigest(status: number, retryAfterSecs: number, now: number): string {
  const at = new Date(now).toISOString();
  const retryAt = new Date(now + Math.ceil(retryAfterSecs) * 1000).toISOString();
  return `${PREFIX};${status};${at};${retryAt}`;
}

/** What a retry digest says; undefined for any other digest (an unexpected error's reference). */
export function readRetryDigest(digest: string | undefined): RetryDigest | undefined {
  const [prefix, status, at, retryAt, ...rest] = digest?.split(";") ?? [];
  if (prefix !== PREFIX || rest.length || !/^\d{3}$/.test(status ?? "")) return undefined;
  if (Number.isNaN(Date.parse(at)) || Number.isNaN(Date.parse(retryAt))) return undefined;
  return { status: Number(status), at, retryAt };
}
