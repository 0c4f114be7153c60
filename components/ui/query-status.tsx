import { SdsError } from "@/lib/queries/fetch-sds";

/** What went wrong with a data call, in words: the problem detail the service or the proxy sent. */
export function QueryError({ error, what }: { error: unknown; what: string }) {
  const detail =
    error instanceof SdsError
      ? `${error.problem.title} (${error.status || "no answer"}): ${error.problem.detail}`
      : error instanceof Error
        ? error.message
        : "Unknown error";
  return (
    <div
      role="alert"
      className="rounded border border-rose-300 bg-rose-50 p-3 text-sm dark:border-rose-800 dark:bg-rose-950"
    >
      <p className="font-semibold">Could not load {what}.</p>
      <p>{detail}</p>
    </div>
  );
}

/**
 * "Loading …" while a view's data comes. The dot pulses, not the words: text faded by the pulse fell
 * below WCAG's 4.5:1 contrast at its faintest (axe caught it mid-pulse), and a loading message is read.
 */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full bg-current motion-safe:animate-pulse"
      />
      Loading {what}…
    </p>
  );
}
