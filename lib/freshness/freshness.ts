// How fresh a page's data is, from the answers the server used to render it. Browser-safe and pure:
// the server collects the answers (lib/app-server/pages/prefetch.ts), the notice renders the summary.

export interface AnswerSource {
  source: "hit" | "miss" | "stale";
  ageSecs: number;
}

export interface Freshness {
  asOf: string; // ISO instant of the oldest answer the page shows
  stale: null | { savedAt: string; retryAt: string };
}

/**
 * The page is ready to try the service again after this long: the upstream asks the service again on
 * the next request for a stale entry, and the notice reloads the page's data at `retryAt`.
 */
export const STALE_RETRY_MS = 30_000;

/** The summary of a page's answers at `now`; null when the page used none. */
export function summariseFreshness(answers: readonly AnswerSource[], now: number): Freshness | null {
  if (answers.length === 0) return null;
  const oldest = Math.max(...answers.map((a) => a.ageSecs));
  const stale = answers.filter((a) => a.source === "stale");
  const staleAge = stale.length ? Math.max(...stale.map((a) => a.ageSecs)) : null;
  return {
    asOf: new Date(now - oldest * 1000).toISOString(),
    stale:
      staleAge === null
        ? null
        : {
            savedAt: new Date(now - staleAge * 1000).toISOString(),
            retryAt: new Date(now + STALE_RETRY_MS).toISOString(),
          },
  };
}

/** "14:02 UTC" (with seconds, "14:02:30 UTC"; and the date when it is not `now`'s day). */
export function formatUtcTime(iso: string, now: number, seconds = false): string {
  const hm = iso.slice(11, seconds ? 19 : 16);
  const day = iso.slice(0, 10);
  return day === new Date(now).toISOString().slice(0, 10) ? `${hm} UTC` : `${day} ${hm} UTC`;
}
