import "server-only";
import { createPacedCaller } from "../upstream/paced-caller";
import { createDayBudget } from "./day-budget";
import { fillQuarters, type QuarterMatch, type QuarterStore } from "./fill-quarters";
import { inLanes } from "./in-lanes";
import { createResumableBuild } from "./resumable-build";
import { compactQuarters, type MatchQuarters, type ScoreByPeriod } from "@/lib/history/quarter-records";
import { OP } from "@/lib/contract/operations";
import { operationPath } from "@/lib/contract/endpoint-path";

export type { QuarterMatch, QuarterStore } from "./fill-quarters";

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

// While the list may still grow and the build has caught up with it, it looks again this often.
const FOLLOW_MS = 100;

/**
 * Calls by this instance since it started, matches it added to the store, batches asked and failed,
 * and why the last batch failed (its matches were then asked a lane at a time), or null.
 */
interface BuildStats {
  calls: number;
  stored: number;
  batches: number;
  batchFailures: number;
  lastBatchError: string | null;
}

/** A batch past the upstream, or, when it fails, its matches a lane at a time through `fetchOne`. */
function orInLanes(
  batch: NonNullable<HistoryQuartersDeps["batch"]>,
  lanes: number,
  fetchOne: (matchId: number) => Promise<MatchQuarters>,
  stats: BuildStats,
) {
  return async (matchIds: number[]): Promise<[number, MatchQuarters][]> => {
    try {
      const got = await batch(matchIds);
      stats.calls += matchIds.length;
      stats.batches++;
      return got;
    } catch (err) {
      stats.batchFailures++;
      stats.lastBatchError = err instanceof Error ? err.message : String(err);
    }
    const out: [number, MatchQuarters][] = [];
    await inLanes(matchIds, lanes, async (id) => void out.push([id, await fetchOne(id)]));
    return out;
  };
}

/**
 * Builds a list that may still grow (`growing`: the summary is being read): again after each run on
 * the list as it is then, and FOLLOW_MS later while it has caught up; until it has caught up with a
 * list that grows no more, or `stopped` (the day's budget is spent).
 */
async function followList(
  first: readonly QuarterMatch[],
  o: {
    matches: () => readonly QuarterMatch[] | null;
    growing?: () => boolean;
    caughtUp: (list: readonly QuarterMatch[]) => boolean;
    build: (list: readonly QuarterMatch[]) => Promise<void>;
    stopped: () => boolean;
    sleep: (ms: number) => Promise<void>;
  },
) {
  let list: readonly QuarterMatch[] | null = first;
  for (;;) {
    if (list !== null && !o.caughtUp(list)) {
      await o.build(list);
      if (o.stopped()) return;
    } else if (!o.growing?.()) return;
    else await o.sleep(FOLLOW_MS);
    list = o.matches();
  }
}

/** A match's quarter scores, compacted to what the records need. */
async function fetchQuarters(call: GetJson, matchId: number): Promise<MatchQuarters> {
  return compactQuarters((await call(operationPath(OP.getMatchScore, { matchId }))) as ScoreByPeriod);
}

export interface HistoryQuartersDeps {
  getJson: GetJson;
  store: QuarterStore;
  matches: () => readonly QuarterMatch[] | null;
  gapMs: number;
  dailyBudget: number;
  /** Matches fetched at once (fill-quarters.ts); 1 unless the service does not ration the app. */
  lanes?: number;
  /**
   * Asks a batch of matches at once, past the upstream (quarters-offload.ts: the embedded service, from
   * a worker thread). A batch that fails is asked again a match at a time through the upstream, which
   * renews a refused token, waits out a 429 and tries again.
   */
  batch?: (matchIds: number[]) => Promise<[number, MatchQuarters][]>;
  /**
   * Whether `matches` may still grow (the summary is being read: its seasons so far are given); the
   * build then follows it. Default: never.
   */
  growing?: () => boolean;
  /** Runs each build (build-priority.ts: the background builds wait meanwhile); default: as it is. */
  hold?: (work: () => Promise<void>) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Every completed match's quarter scores for "most points in a quarter": the score by period once a match, ever, kept
 * in the app's database. The history has ~17,000 matches, half a standard plan's day, so the build is
 * held to `dailyBudget` calls a UTC day (day-budget.ts: counted from what the store kept today, so a
 * restart does not reset it) and paced (`gapMs` between calls); it stops for the day when the budget
 * is spent and a visit after midnight carries on. Single-flight, resumed by a visit after a failure
 * (resumable-build.ts); a restart reads what was kept and fetches the rest.
 * `matches` is the summary's completed matches, or null while the summary is not read yet.
 */
export function createHistoryQuarters(deps: HistoryQuartersDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = deps.now ?? Date.now;
  const hold = deps.hold ?? ((work: () => Promise<void>) => work());
  const quarters = new Map<number, MatchQuarters>();
  const runs = createResumableBuild(now);
  const budget = createDayBudget({
    budget: deps.dailyBudget,
    savedSince: (iso) => deps.store.savedSince(iso),
    now,
  });
  let pausedUntil = -Infinity;
  const stats: BuildStats = { calls: 0, stored: 0, batches: 0, batchFailures: 0, lastBatchError: null };
  const call = createPacedCaller({
    getJson: deps.getJson,
    gapMs: deps.gapMs,
    sleep,
    now,
    onCall: () => stats.calls++,
  });

  async function build(list: readonly QuarterMatch[]) {
    const until = await fillQuarters(list, quarters, {
      store: deps.store,
      fetch: (matchId) => fetchQuarters(call, matchId),
      // A match's call is counted as it is allowed (take), so lanes cannot pass the budget between the
      // check and the call; a failed call's further tries are not counted (at most two a failure).
      spentUntil: budget.take,
      onStored: () => stats.stored++,
      lanes: deps.lanes,
      fetchBatch: deps.batch
        ? orInLanes(deps.batch, deps.lanes ?? 1, (id) => fetchQuarters(call, id), stats)
        : undefined,
    });
    if (until !== null) pausedUntil = until;
  }

  const caughtUp = (list: readonly QuarterMatch[]) => list.every((m) => quarters.has(m.id));
  const follow = (first: readonly QuarterMatch[]) =>
    followList(first, { ...deps, caughtUp, build, sleep, stopped: () => now() < pausedUntil });

  function ensure() {
    const list = deps.matches();
    const due = () => list !== null && now() >= pausedUntil && !caughtUp(list);
    runs.start(due, () => hold(() => follow(list!)));
  }

  return {
    /** Starts (or resumes) the build when it is due; never waits for it. */
    status(): QuarterStatus {
      ensure();
      const list = deps.matches() ?? [];
      return {
        total: list.length,
        done: list.filter((m) => quarters.has(m.id)).length,
        building: runs.running,
        pausedUntil: now() < pausedUntil ? new Date(pausedUntil).toISOString() : null,
        error: runs.error,
      };
    },
    /** The quarter scores read so far, by match id (the list is computed from what there is). */
    quarters(): ReadonlyMap<number, MatchQuarters> {
      ensure();
      return quarters;
    },
    /** For tests: resolves when the running build ends. */
    settled: runs.settled,
    stats,
    dailyBudget: deps.dailyBudget,
  };
}

export type HistoryQuarters = ReturnType<typeof createHistoryQuarters>;
