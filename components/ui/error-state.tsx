"use client";

import { SdsError } from "@/lib/queries/fetch-sds";
import { formatUtcTime } from "@/lib/freshness/freshness";
import { readRetryDigest, type RetryDigest } from "@/lib/net/retry-digest";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/net/outage-digest";

interface Props {
  error: unknown;
  retry: () => void;
  what: string; // "this season's data"
}

/** Why the page's data could not be had, and when to ask again (the server's retry digest). */
function waitDetail(w: RetryDigest): string {
  const why =
    w.status === 429
      ? "Too many new data requests in a short time: the allowance of new data for this address or account is used up for now."
      : "The data service is not answering just now.";
  return `${why} Try again after ${formatUtcTime(w.retryAt, Date.parse(w.at), true)}.`;
}

/**
 * What happened, in words. A server component's error reaches the browser without its message (Next
 * hides it); its digest is shown so it can be found in the server's log, or, when the data was refused
 * or not answering, says when to come back.
 */
export function ErrorState({ error, retry, what }: Props) {
  const digest = error instanceof Error && "digest" in error ? String(error.digest) : undefined;
  const wait = readRetryDigest(digest);
  const detail =
    error instanceof SdsError
      ? `${error.problem.title}: ${error.problem.detail}`
      : digest === DATABASE_UNAVAILABLE_DIGEST
        ? "The site's database cannot be reached just now. The page comes back by itself once it can; try again in a minute."
        : wait
          ? waitDetail(wait)
          : digest
            ? "The server could not get the data from the data service; it may be restarting or over its limit. This is usually brief."
            : error instanceof Error
              ? error.message
              : "An unexpected error.";
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-rose-300 p-4 dark:border-rose-800">
      <h1 className="text-2xl font-semibold">Could not load {what}</h1>
      <p>{detail}</p>
      {digest && !wait && digest !== DATABASE_UNAVAILABLE_DIGEST && (
        <p className="text-xs text-slate-600 dark:text-slate-400">Reference: {digest}</p>
      )}
      <button
        type="button"
        className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        onClick={() => retry()}
      >
        Try again
      </button>
    </div>
  );
}
