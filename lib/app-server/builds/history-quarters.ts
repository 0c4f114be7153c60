import "server-only";
import { createPacedCaller } from "../upstream/paced-caller";
import { compactQuarters, type MatchQuarters, type ScoreByPeriod } from "@/lib/history/quarter-records";
import { OP } from "@/lib/sds/operations";
import { operationPath } from "@/lib/sds/endpoint-path";

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

export interface QuarterStatus {
  /** Matches of the summary, and how many of them have their quarter scores. */
  total: number;
  done: number;
  building: boolean;
  /** The day's budget of calls is spent: the build carries on after this instant (ISO, UTC midnight). */
  pausedUntil: string | null;
  /** Why the last build stopped short (a visit 30 s on resumes it), or null. */
  error: string | null;
}

type GetJson = (path: string) => Promise<unknown>;

// After a build stopped short, a visit resumes it no sooner than this (as the summary's).
const RESUME_MS = 30_000;
const DAY_MS = 86_400_000;

/**
 * Every completed match's quarter scores for "most points in a quarter": E11 once a match, ever, kept
 * in the app's database. The history has ~17,000 matches, half a standard plan's day, so the build is
 * held to `dailyBudget` calls a UTC day (counted from what the store kept today, so a restart does not
 * reset it) and paced (`gapMs` between calls); it stops for the day when the budget is spent and a
 * visit after midnight carries on. Single-flight; a restart reads what was kept and fetches the rest.
 * `matches` is the summary's completed matches, or null while the summary is not read yet.
 */
export function createHistoryQuarters(deps: {
  getJson: GetJson;
  store: QuarterStore;
  matches: () => readonly QuarterMatch[] | null;
  gapMs: number;
  dailyBudget: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = deps.now ?? Date.now;
  const quarters = new Map<number, MatchQuarters>();
  let running: Promise<void> | null = null;
  let error: string | null = null;
  let failedAt = -Infinity;
  let pausedUntil = -Infinity;
  // Calls of the current UTC day: those the store kept today when the day was first seen, plus ours since.
  let day = -1;
  let spentToday = 0;
  const stats = { calls: 0, stored: 0 };

  async function spent(): Promise<number> {
    const today = Math.floor(now() / DAY_MS);
    if (today !== day) {
      day = today;
      spentToday = await deps.store.savedSince(new Date(today * DAY_MS).toISOString());
    }
    return spentToday;
  }

  const call = createPacedCaller({
    getJson: deps.getJson,
    gapMs: deps.gapMs,
    sleep,
    now,
    onCall: () => {
      stats.calls++;
      spentToday++;
    },
  });

  async function build(list: readonly QuarterMatch[]) {
    // What another instance sharing the database (or this one before a restart) kept is read, not
    // fetched: one query a build.
    const missing = list.filter((m) => !quarters.has(m.id));
    for (const [id, q] of await deps.store.load(missing)) quarters.set(id, q);
    for (const m of list) {
      if (quarters.has(m.id)) continue;
      // The budget is checked before every match: the build stops once the day's share is spent.
      if ((await spent()) >= deps.dailyBudget) {
        pausedUntil = (day + 1) * DAY_MS;
        return;
      }
      const q = compactQuarters(
        (await call(operationPath(OP.getMatchScore, { matchId: m.id }))) as ScoreByPeriod,
      );
      await deps.store.save(m, q);
      stats.stored++;
      quarters.set(m.id, q);
    }
  }

  function ensure() {
    const list = deps.matches();
    if (!list || running || now() < pausedUntil || now() - failedAt < RESUME_MS) return;
    if (list.every((m) => quarters.has(m.id))) return;
    error = null;
    running = build(list)
      .catch((err: unknown) => {
        error = err instanceof Error ? err.message : String(err);
        failedAt = now();
      })
      .finally(() => (running = null));
  }

  return {
    /** Starts (or resumes) the build when it is due; never waits for it. */
    status(): QuarterStatus {
      ensure();
      const list = deps.matches() ?? [];
      return {
        total: list.length,
        done: list.filter((m) => quarters.has(m.id)).length,
        building: running !== null,
        pausedUntil: now() < pausedUntil ? new Date(pausedUntil).toISOString() : null,
        error,
      };
    },
    /** The quarter scores read so far, by match id (the list is computed from what there is). */
    quarters(): ReadonlyMap<number, MatchQuarters> {
      ensure();
      return quarters;
    },
    /** For tests: resolves when the running build ends. */
    settled: () => running ?? Promise.resolve(),
    /** Calls by this instance since it started, and matches it added to the store. */
    stats,
    dailyBudget: deps.dailyBudget,
  };
}

export type HistoryQuarters = ReturnType<typeof createHistoryQuarters>;
