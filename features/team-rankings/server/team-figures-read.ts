import "server-only";
import { LRUCache } from "lru-cache";
import type { SeasonBuilds, SeasonMatch } from "@/lib/app-server/builds/season-builds";
import { figuresByMatch, type FiguresByMatch } from "@/features/team-rankings/model/team-figures";

// A measure's team figures of a season, reduced from its kept player slices and kept here once the
// season is whole: the rankings read ~20 measures a view, more than the builds' own cache of slices
// holds, and a club's sums are a hundredth of its players'.
const kept = new LRUCache<string, FiguresByMatch>({ max: 96 });

/**
 * One measure's figures by match from a season's build (the kept answers: no upstream call). `whole`:
 * the build holds every completed match and is not running, so the read may be kept.
 */
export async function teamFiguresOf(
  builds: SeasonBuilds,
  kind: string,
  seasonId: number,
  matches: readonly SeasonMatch[],
  code: string,
  whole: boolean,
): Promise<FiguresByMatch> {
  const key = `${kind}|${seasonId}|${matches.length}|${code}`;
  const hit = whole ? kept.get(key) : undefined;
  if (hit) return hit;
  const slices = await builds.metricSlices(seasonId, matches, code);
  const out = figuresByMatch(slices);
  if (whole && slices.length === matches.length) kept.set(key, out);
  return out;
}
