import "server-only";
import { createPacedCaller } from "../upstream/paced-caller";
import { readSeason } from "./read-season";
import { createResumableBuild } from "./resumable-build";
import type { HistSeason } from "@/lib/history/all-time";
import { longestSeasonList } from "@/lib/history/season-list";

/** Where completed seasons are kept so that a restart does not fetch them again. */
export interface HistoryStore {
  load(seasonIds: readonly number[]): Promise<Map<number, HistSeason>>;
  save(season: HistSeason): Promise<void>;
}

export interface HistoryStatus {
  /** Seasons of the summary, and how many of them are read. */
  total: number;
  done: number;
  building: boolean;
  /** Why the last build stopped short (the next visit resumes it), or null. */
  error: string | null;
}

type GetJson = (path: string) => Promise<unknown>;

// A season not yet complete (this year's) is read again when the summary is this old.
const REFRESH_MS = 60 * 60_000;

const oldestFirst = (list: HistSeason[]) => list.sort((a, b) => a.year - b.year);

/**
 * The seasons read, by id, and the lists handed out from them: each the same array until a season is
 * added or read again, so that what the pages compute from one once (all-time.ts sorts its ~17,000
 * matches once an array) is shared.
 */
function createSeasonShelf() {
  const byId = new Map<number, HistSeason>();
  let all: HistSeason[] | null = null;
  let complete: HistSeason[] | null = null;
  return {
    byId: byId as ReadonlyMap<number, HistSeason>,
    put(id: number, season: HistSeason) {
      byId.set(id, season);
      all = complete = null;
    },
    /** These seasons (every one read), oldest first. */
    all: (ids: readonly number[]) => (all ??= oldestFirst(ids.map((id) => byId.get(id)!))),
    /** The completed seasons read so far, oldest first. */
    complete: () => (complete ??= oldestFirst([...byId.values()].filter((s) => s.complete))),
  };
}

/**
 * The all-time summary (every completed match's score, round and type, and every season's finishing
 * ladder) that the club, head-to-head and records pages compute from. Built once a process from two
 * calls a season (read-season.ts: fixture, ladder), paced (`gapMs` between calls: the pages keep the rest of the plan's
 * rate), single-flight and resumed by a visit after a failure (resumable-build.ts); completed seasons
 * never change, so they are kept in the app's database and a restart reads them from there. A season
 * still being played is read again after an hour.
 */
export function createHistorySummary(deps: {
  getJson: GetJson;
  store: HistoryStore;
  gapMs: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = deps.now ?? Date.now;
  const shelf = createSeasonShelf();
  const seasons = shelf.byId;
  let seasonIds: number[] | null = null;
  let builtAt = -Infinity;
  let loaded = false;
  const runs = createResumableBuild(now);
  const stats = { calls: 0 };
  const call = createPacedCaller({
    getJson: deps.getJson,
    gapMs: deps.gapMs,
    sleep,
    now,
    onCall: () => stats.calls++,
  });

  async function build() {
    seasonIds ??= await longestSeasonList(call);
    if (!loaded) {
      for (const [id, s] of await deps.store.load(seasonIds)) shelf.put(id, s);
      loaded = true;
    }
    for (const id of seasonIds) {
      const have = seasons.get(id);
      if (have && (have.complete || now() - builtAt < REFRESH_MS)) continue;
      const season = await readSeason(call, id);
      shelf.put(id, season);
      if (season.complete) await deps.store.save(season);
    }
    builtAt = now();
  }

  // Due before the list of seasons is read, and an hour after a build while a season is incomplete.
  const due = () =>
    !seasonIds || (seasonIds.some((id) => !seasons.get(id)?.complete) && now() - builtAt >= REFRESH_MS);
  const ensure = () => runs.start(due, build);
  const ready = () => seasonIds !== null && seasonIds.every((id) => seasons.has(id));

  return {
    /** Starts (or resumes) the build when it is due; never waits for it. */
    status(): HistoryStatus {
      ensure();
      const total = seasonIds?.length ?? 0;
      return {
        total,
        done: seasonIds ? seasonIds.filter((id) => seasons.has(id)).length : 0,
        building: runs.running,
        error: runs.error,
      };
    },
    /** Every season, oldest first, once all are read (a stale incomplete season is served while it is read again). */
    seasons(): HistSeason[] | null {
      ensure();
      if (!ready()) return null;
      return shelf.all(seasonIds!);
    },
    /**
     * The completed seasons read so far, oldest first (the same array until another is read), while the
     * summary builds: what a build that follows the summary season by season can start from.
     */
    readSoFar(): HistSeason[] {
      return shelf.complete();
    },
    /** Whether the summary is being read now (seasons may still be added). */
    get building() {
      return runs.running;
    },
    /** For tests: resolves when the running build ends. */
    settled: runs.settled,
    stats,
  };
}

export type HistorySummary = ReturnType<typeof createHistorySummary>;
