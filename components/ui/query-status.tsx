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

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="animate-pulse text-sm text-slate-600 dark:text-slate-400">
      Loading {what}…
    </p>
  );
}
