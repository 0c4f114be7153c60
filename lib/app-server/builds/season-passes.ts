import "server-only";
import type { BuildStatus, SeasonBuilds, SeasonMatch } from "./season-builds";

/**
 * Starts a season's two builds in turn: the whole-match pass first (a small answer a match, so the
 * whole-season leaderboards are complete within seconds of a fresh install), then the splits by quarter
 * and zone (~11 MB a match, for the filters), which start as the pass ends, however it ends. While the
 * pass runs, the splits count as waiting for it (`building`: the page that needs them keeps refreshing).
 */
export async function ensureSeasonPasses(
  builds: { boxScores: SeasonBuilds; splits: SeasonBuilds },
  seasonId: number,
  matches: readonly SeasonMatch[],
): Promise<{ boxScores: BuildStatus; splits: BuildStatus }> {
  const { boxScores, splits } = builds;
  const pass = await boxScores.ensure(seasonId, matches);
  if (!pass.building) return { boxScores: pass, splits: await splits.ensure(seasonId, matches) };
  // A failure to start them (the database) is the next visit's to retry, as a build's own failure is.
  void boxScores
    .settled(seasonId)
    .then(() => splits.ensure(seasonId, matches))
    .catch(() => undefined);
  const waiting = await splits.status(seasonId, matches);
  return { boxScores: pass, splits: { ...waiting, building: waiting.done < waiting.total } };
}
