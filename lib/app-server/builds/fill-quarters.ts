import "server-only";
import type { MatchQuarters } from "@/lib/history/quarter-records";
import { inLanes } from "./in-lanes";

/** A completed match of the all-time summary: its id and the start it had when read. */
export interface QuarterMatch {
  id: number;
  start: string;
}

/** Where matches' quarter scores are kept (completed matches never change: one call a match, ever). */
export interface QuarterStore {
  load(matches: readonly QuarterMatch[]): Promise<Map<number, MatchQuarters>>;
  /** Keeps these matches' quarters, all or none (one statement). */
  save(batch: readonly (readonly [QuarterMatch, MatchQuarters])[]): Promise<void>;
  /** How many were kept since this instant (ISO): the calls of the day already spent, restarts included. */
  savedSince(iso: string): Promise<number>;
}

// Matches kept a statement: one insert a match was most of the build's time in PGlite. A crash loses
// at most these, fetched again by the next run.
const SAVE_EVERY = 250;
// Matches a batch when they are fetched in batches: each batch is one statement too.
const BATCH = SAVE_EVERY;

/**
 * One run of the quarter-scores build (history-quarters.ts): adds to `quarters` every match of `list`
 * it lacks, read from the store when kept (by another instance sharing the database, or this one
 * before a restart: one query a run), otherwise fetched and kept, SAVE_EVERY matches a statement; a
 * match joins `quarters` once it is kept. The day's budget is asked before every fetch; when it is
 * spent the run stops and gives the instant it may carry on, else null.
 *
 * `lanes` matches are fetched at once (default 1, one after another). Several in flight let each turn of
 * the event loop answer several of the ~17,000 small calls, where one at a time each call waits for a
 * turn of its own behind whatever else the process does (the season builds, pages). Each lane asks the
 * budget before its fetch (history-quarters.ts counts the call in the same step, so lanes never pass
 * it); several lanes are for a service that does not ration the app (history-quarters-instance.ts).
 * A lane that fails stops the others after their current match; the run keeps what was fetched and
 * ends when every lane has, with the first failure, so a resumed run never overlaps this one.
 */
export async function fillQuarters(
  list: readonly QuarterMatch[],
  quarters: Map<number, MatchQuarters>,
  deps: {
    store: QuarterStore;
    fetch: (matchId: number) => Promise<MatchQuarters>;
    /** Allows (and counts) the next match's call, or gives the instant the day's budget allows more. */
    spentUntil: () => Promise<number | null>;
    onStored: () => void;
    lanes?: number;
    /**
     * Fetches a batch of matches at once (the embedded service's records: quarters-batch.ts), in place
     * of `fetch` a match at a time: BATCH matches a batch, the next one asked while this one is kept.
     */
    fetchBatch?: (matchIds: number[]) => Promise<[number, MatchQuarters][]>;
  },
): Promise<number | null> {
  const missing = list.filter((m) => !quarters.has(m.id));
  for (const [id, q] of await deps.store.load(missing)) quarters.set(id, q);
  const todo = missing.filter((m) => !quarters.has(m.id));
  let until: number | null = null;
  let fetched: [QuarterMatch, MatchQuarters][] = [];
  async function keep(): Promise<void> {
    const batch = fetched;
    fetched = [];
    if (batch.length === 0) return;
    await deps.store.save(batch);
    for (const [m, q] of batch) {
      quarters.set(m.id, q);
      deps.onStored();
    }
  }
  if (deps.fetchBatch)
    return fillInBatches(todo, {
      spentUntil: deps.spentUntil,
      fetchBatch: deps.fetchBatch,
      keep: (batch) => {
        fetched.push(...batch);
        return keep();
      },
    });
  let failure: { err: unknown } | null = null;
  try {
    // No lane takes another match once the day's budget is spent.
    await inLanes(
      todo,
      deps.lanes ?? 1,
      async (m) => {
        // The budget's read of the store can fail too: it stops the other lanes alike.
        const spent = await deps.spentUntil();
        if (spent !== null) {
          until = spent;
          return;
        }
        const q = await deps.fetch(m.id);
        // Pushed after the await: `fetched` may be a new list by then (another lane kept the last).
        fetched.push([m, q]);
        if (fetched.length >= SAVE_EVERY) await keep();
      },
      () => until !== null,
    );
  } catch (err) {
    failure = { err };
  }
  // What the lanes fetched before a failure is kept all the same.
  await keep();
  if (failure) throw failure.err;
  return until;
}

/**
 * The batch mode of a run (fillQuarters with `fetchBatch`): BATCH matches a batch, each allowed by the
 * budget before it is asked; the next batch is asked before this one is kept, so the service answers
 * while the store writes. A failure (a batch's, or a statement's) ends the run once the batch asked
 * beside it has ended, so that a resumed run never overlaps it.
 */
async function fillInBatches(
  todo: readonly QuarterMatch[],
  deps: {
    spentUntil: () => Promise<number | null>;
    fetchBatch: (matchIds: number[]) => Promise<[number, MatchQuarters][]>;
    keep: (batch: [QuarterMatch, MatchQuarters][]) => Promise<void>;
  },
): Promise<number | null> {
  let next = 0;
  let until: number | null = null;
  async function take(): Promise<QuarterMatch[]> {
    const batch: QuarterMatch[] = [];
    while (until === null && batch.length < BATCH && next < todo.length) {
      const spent = await deps.spentUntil();
      if (spent !== null) until = spent;
      else batch.push(todo[next++]);
    }
    return batch;
  }
  const ask = (batch: QuarterMatch[]) =>
    deps.fetchBatch(batch.map((m) => m.id)).then((got) => {
      const byId = new Map(got);
      return batch.map((m): [QuarterMatch, MatchQuarters] => {
        const q = byId.get(m.id);
        if (!q) throw new Error(`match ${m.id}: the batch did not answer it`);
        return [m, q];
      });
    });
  let asked: Promise<[QuarterMatch, MatchQuarters][]> | null = null;
  try {
    const first = await take();
    asked = first.length ? ask(first) : null;
    while (asked) {
      const answered = await asked;
      asked = null;
      const batch = await take();
      if (batch.length) asked = ask(batch);
      await deps.keep(answered);
    }
  } catch (err) {
    await asked?.catch(() => {});
    throw err;
  }
  return until;
}
