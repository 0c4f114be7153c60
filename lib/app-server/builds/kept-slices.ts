import "server-only";
import type { MetricSlice } from "@/lib/season/leaders";
import { FANTASY_CODE, FANTASY_COUNTS, fantasySlices } from "@/lib/season/fantasy";
import type { BuildStatus, SeasonBuilds, SeasonMatch } from "./season-builds";

/** What a season's page draws from one build: each metric's slices, and how far the build has got. */
export interface KeptSlices {
  /** By metric asked, the same matches in the same order (those every metric's read holds). */
  slices: MetricSlice[][];
  /** The build's progress while the slices are of part of the season only; null when whole. */
  partial: BuildStatus | null;
}

/**
 * The metrics' slices (the AFL Fantasy score from its nine counts) of the matches a build has kept,
 * read while it runs as well as once it is whole, so a page shows the matches added up so far, labelled
 * as part of the season (the leaderboard; the season explorer's quarter and zone cuts). Null while no
 * match is kept: the page shows the build's progress instead. A match kept between two reads is left
 * out of all of them, so every metric (and the Fantasy score's counts) sums the same matches.
 */
export async function keptSlices(
  builds: Pick<SeasonBuilds, "metricSlices">,
  status: BuildStatus,
  seasonId: number,
  matches: readonly SeasonMatch[],
  codes: readonly string[],
): Promise<KeptSlices | null> {
  if (status.done === 0) return null;
  const needed = [...new Set(codes.flatMap((c) => (c === FANTASY_CODE ? FANTASY_COUNTS : [c])))];
  const read = await Promise.all(needed.map((c) => builds.metricSlices(seasonId, matches, c)));
  const everywhere = read.reduce(
    (ids, slices) => new Set(slices.filter((m) => ids.has(m.matchId)).map((m) => m.matchId)),
    new Set(read[0].map((m) => m.matchId)),
  );
  const of = new Map(needed.map((c, k) => [c, read[k].filter((m) => everywhere.has(m.matchId))]));
  const slices = codes.map((c) =>
    c === FANTASY_CODE ? fantasySlices(FANTASY_COUNTS.map((f) => of.get(f)!)) : of.get(c)!,
  );
  const kept = everywhere.size;
  if (kept === 0) return null;
  return { slices, partial: kept < matches.length ? { ...status, done: kept } : null };
}
