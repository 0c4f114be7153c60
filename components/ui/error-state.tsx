"use client";

import { SdsError } from "@/lib/queries/fetch-sds";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/net/outage-digest";

interface Props {
  error: unknown;
  retry: () => void;
  what: string; // "this season's data"
}

/**
 * What happened, in words. A server component's error reaches the browser without its message (Next
 * hides it); its digest is shown so it can be found in the server's log.
 */
export function ErrorState({ error, retry, what }: Props) {
  const digest = error instanceof Error && "digest" in error ? String(error.digest) : undefined;
  const detail =
    error instanceof SdsError
      ? `${error.problem.title}: ${error.problem.detail}`
      : digest === DATABASE_UNAVAILABLE_DIGEST
        ? "The site's database cannot be reached just now. The page comes back by itself once it can; try again in a minute."
        : digest
          ? "The server could not get the data from the data service; it may be restarting or over its limit. This is usually brief."
          : error instanceof Error
            ? error.message
            : "An unexpected error.";
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-rose-300 p-4 dark:border-rose-800">
      <h1 className="text-2xl font-semibold">Could not load {what}</h1>
      <p>{detail}</p>
      {digest && digest !== DATABASE_UNAVAILABLE_DIGEST && (
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
