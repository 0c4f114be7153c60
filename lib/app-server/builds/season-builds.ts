import "server-only";
import { buildGapMs, createPacer } from "./build-pacer";
import { splitsKind, type BuildKind, type BuildUpstream } from "./build-kind";
import { runBuild } from "./build-runner";
import { createMatchFetcher, type BuildStats } from "./fetch-match";
import type { MatchAnswers } from "./match-answers";
import { createMetricSlices } from "./metric-slices";
import { createBuildRuns } from "./season-build-runs";
import { matchMap, type SeasonMatch } from "./season-splits";
import { digestSplits } from "./splits-digest";
import type { Upstream } from "../upstream/upstream";

export {
  completedMatches,
  SPLITS_OPERATION,
  SPLITS_QUERY,
  type BuildStatus,
  type SeasonMatch,
} from "./season-splits";

/**
 * Builds of season aggregates: each completed match's player box score, fetched once (one call a
 * match) and kept in the app's database (match-answers.ts). What is fetched is the kind's: by default
 * the splits by quarter and zone (build-kind.ts), or the whole-match box score (box-score-kind.ts).
 * A build fetches only what is missing (so a restarted or interrupted build resumes), is single-flight
 * per season, and one season builds at a time an instance; it paces itself under the plan's rate.
 */
export function createSeasonBuilds(deps: {
  answers: MatchAnswers;
  upstream: BuildUpstream & Pick<Upstream, "noteInvalid">;
  /** What a match's answer is (default: the splits, digested on this thread; the app's in a worker). */
  kind?: BuildKind;
  /** The plan's calls a second. */
  ratePerSec: number;
  /** Waits for the next call's slot (default: this build's own pacer at its share of `ratePerSec`). */
  pace?: () => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}) {
  const { answers } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const pace = deps.pace ?? createPacer(buildGapMs(deps.ratePerSec), deps.now ?? Date.now, sleep);
  const kind = deps.kind ?? splitsKind(async (path, id, bytes) => digestSplits(path, id, bytes));
  // Upstream calls made, matches stored, and waits (the plan busy) or retries, for the usage page.
  const stats: BuildStats = { calls: 0, stored: 0, retries: 0 };
  const fetchOne = createMatchFetcher({ answers, upstream: deps.upstream, kind, pace, sleep, stats });
  /** How many of these matches are kept (read from the database, whether or not a build runs). */
  const kept = async (matches: readonly SeasonMatch[]): Promise<number> =>
    (await answers.present(kind.operation, kind.query, matchMap(matches))).size;

  const runs = createBuildRuns({
    kept,
    // Only what is missing is fetched, so a restarted or interrupted build resumes.
    async build(matches, run) {
      const present = await answers.present(kind.operation, kind.query, matchMap(matches));
      run.done = present.size;
      await runBuild(
        matches.filter((m) => !present.has(m.id)),
        run,
        fetchOne,
      );
    },
    ended: (seasonId) => slices.forget(seasonId),
  });
  const slices = createMetricSlices(answers, runs.building, kind);

  return {
    stats,
    status: runs.status,
    ensure: runs.ensure,
    kept,
    settled: runs.settled,
    stop: runs.stop,
    /**
     * One metric of every stored match of the season (read by the database, kept in memory for the
     * next filter of the same metric). Only for a finished build: a partial season is not cached.
     */
    metricSlices: slices.read,
  };
}

export type SeasonBuilds = ReturnType<typeof createSeasonBuilds>;
