import "server-only";
import type { Fixture } from "@/lib/contract";
import { fixtureQuery } from "@/lib/queries/fixture";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { completedMatches, type BuildStatus } from "@/lib/app-server/builds/season-builds";
import { boxScoreBuilds, seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import type { MetricSlice } from "@/lib/season/leaders";
import { BOX_SCORE_COUNTS } from "@/lib/season/box-score-counts";
import { BOX_SCORE_METRICS, MORE_BOX_SCORE_COUNTS } from "@/lib/season/box-score-metrics";
import { FANTASY_COUNTS, fantasySlices } from "@/lib/season/fantasy";

// A season's box scores for a comparison: every completed match's counts, in COMPARE_METRICS order. Read from the season's kept builds only, the leaderboard's own: the
// splits once they hold the season, else the whole-match pass (one small answer a match, kept for
// good), which a visit starts as the leaderboard's does. The splits (~11 MB a match) are not started
// here: a comparison needs no quarter or zone.

export type SeasonFigures =
  | { kind: "empty" }
  | { kind: "building"; status: BuildStatus }
  | {
      kind: "ready";
      fixture: Fixture;
      /** By compared metric, every completed match's slice (the same matches in the same order). */
      slices: MetricSlice[][];
    };

export async function seasonFigures(ref: SeasonRef): Promise<SeasonFigures> {
  const fixture = await fetchOnServer(fixtureQuery(ref));
  const matches = completedMatches(fixture);
  if (matches.length === 0) return { kind: "empty" };
  const [splits, pass] = await Promise.all([seasonBuilds(), boxScoreBuilds()]);
  let builds = splits;
  const whole = await splits.status(ref.seasonId, matches);
  if (whole.done < whole.total) {
    const status = await pass.ensure(ref.seasonId, matches);
    if (status.done < status.total) return { kind: "building", status };
    builds = pass;
  }
  const read = await Promise.all(
    BOX_SCORE_COUNTS.map((code) => builds.metricSlices(ref.seasonId, matches, code)),
  );
  return { kind: "ready", fixture, slices: compareSlices(read) };
}

/** The compared metrics' slices (COMPARE_METRICS) from the counts read (BOX_SCORE_COUNTS' order). */
function compareSlices(read: MetricSlice[][]): MetricSlice[][] {
  const of = (code: string) => read[BOX_SCORE_COUNTS.indexOf(code)];
  return [...[...BOX_SCORE_METRICS, ...MORE_BOX_SCORE_COUNTS].map(of), fantasySlices(FANTASY_COUNTS.map(of))];
}
