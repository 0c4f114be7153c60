import "server-only";
import type { MatchQuarters } from "@/lib/history/quarter-records";

/** A completed match of the all-time summary: its id and the start it had when read. */
export interface QuarterMatch {
  id: number;
  start: string;
}

/** Where matches' quarter scores are kept (completed matches never change: one call a match, ever). */
export interface QuarterStore {
  load(matches: readonly QuarterMatch[]): Promise<Map<number, MatchQuarters>>;
  save(match: QuarterMatch, quarters: MatchQuarters): Promise<void>;
  /** How many were kept since this instant (ISO): the calls of the day already spent, restarts included. */
  savedSince(iso: string): Promise<number>;
}

/**
 * One run of the quarter-scores build (history-quarters.ts): adds to `quarters` every match of `list`
 * it lacks, read from the store when kept (by another instance sharing the database, or this one
 * before a restart: one query a run), otherwise fetched and kept. The day's budget is asked before
 * every fetch; when it is spent the run stops and gives the instant it may carry on, else null.
 */
export async function fillQuarters(
  list: readonly QuarterMatch[],
  quarters: Map<number, MatchQuarters>,
  deps: {
    store: QuarterStore;
    fetch: (matchId: number) => Promise<MatchQuarters>;
    spentUntil: () => Promise<number | null>;
    onStored: () => void;
  },
): Promise<number | null> {
  const missing = list.filter((m) => !quarters.has(m.id));
  for (const [id, q] of await deps.store.load(missing)) quarters.set(id, q);
  for (const m of list) {
    if (quarters.has(m.id)) continue;
    const until = await deps.spentUntil();
    if (until !== null) return until;
    const q = await deps.fetch(m.id);
    await deps.store.save(m, q);
    deps.onStored();
    quarters.set(m.id, q);
  }
  return null;
}
