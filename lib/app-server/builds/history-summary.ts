import "server-only";
import { createPacedCaller } from "../upstream/paced-caller";
import type { Fixture, Ladder } from "@/lib/sds";
import type { HistSeason } from "@/lib/history/all-time";
import { seasonFromService } from "@/lib/history/from-service";
import { longestSeasonList } from "@/lib/history/season-list";
import { OP } from "@/lib/sds/operations";
import { operationPath } from "@/lib/sds/endpoint-path";

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
// After a build stopped short, a visit resumes it no sooner than this (a service that is down is not
// asked again at every visit, and the page can say what went wrong meanwhile).
const RESUME_MS = 30_000;

/**
 * The all-time summary (every completed match's score, round and type, and every season's finishing
 * ladder) that the club, head-to-head and records pages compute from. Built once a process from two
 * calls a season (fixture, ladder), paced (`gapMs` between calls: the pages keep the rest of the plan's
 * rate), single-flight; completed seasons never change, so they are kept in the app's database and a
 * restart reads them from there. A season still being played is read again after an hour.
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
  const seasons = new Map<number, HistSeason>();
  let seasonIds: number[] | null = null;
  let builtAt = -Infinity;
  let running: Promise<void> | null = null;
  let error: string | null = null;
  let failedAt = -Infinity;
  let loaded = false;
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
      for (const [id, s] of await deps.store.load(seasonIds)) seasons.set(id, s);
      loaded = true;
    }
    for (const id of seasonIds) {
      const have = seasons.get(id);
      if (have && (have.complete || now() - builtAt < REFRESH_MS)) continue;
      const fixture = (await call(operationPath(OP.getMainFixture, { seasonId: id }))) as Fixture;
      // A season without a ladder (none of its rounds played) is a season without finishes.
      const ladder = (await call(operationPath(OP.getMainLadder, { seasonId: id })).catch(
        () => null,
      )) as Ladder | null;
      const season = seasonFromService(fixture, ladder);
      seasons.set(id, season);
      if (season.complete) await deps.store.save(season);
    }
    builtAt = now();
  }

  function ensure() {
    const due =
      !seasonIds || (seasonIds.some((id) => !seasons.get(id)?.complete) && now() - builtAt >= REFRESH_MS);
    if (running || !due || now() - failedAt < RESUME_MS) return;
    error = null;
    running = build()
      .catch((err: unknown) => {
        error = err instanceof Error ? err.message : String(err);
        failedAt = now();
      })
      .finally(() => (running = null));
  }

  const ready = () => seasonIds !== null && seasonIds.every((id) => seasons.has(id));

  return {
    /** Starts (or resumes) the build when it is due; never waits for it. */
    status(): HistoryStatus {
      ensure();
      const total = seasonIds?.length ?? 0;
      return {
        total,
        done: seasonIds ? seasonIds.filter((id) => seasons.has(id)).length : 0,
        building: running !== null,
        error,
      };
    },
    /** Every season, oldest first, once all are read (a stale incomplete season is served while it is read again). */
    seasons(): HistSeason[] | null {
      ensure();
      if (!ready()) return null;
      return seasonIds!.map((id) => seasons.get(id)!).sort((a, b) => a.year - b.year);
    },
    /** For tests: resolves when the running build ends. */
    settled: () => running ?? Promise.resolve(),
    stats,
  };
}

export type HistorySummary = ReturnType<typeof createHistorySummary>;
