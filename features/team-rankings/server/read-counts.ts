import "server-only";
import type { BuildStatus, SeasonBuilds, SeasonMatch } from "@/lib/app-server/builds/season-builds";
import type { RankingMetric } from "@/features/team-rankings/model/ranking-metrics";
import type { FiguresByMatch } from "@/features/team-rankings/model/team-figures";
import { teamFiguresOf } from "./team-figures-read";

/**
 * The counts' team figures from one of the season's builds (kept answers: no upstream call), and the
 * matches they cover: every column then counts the same matches (all, once the build ends).
 */
export async function readCounts(
  source: { builds: SeasonBuilds; kind: "pass" | "splits"; status: BuildStatus },
  seasonId: number,
  matches: readonly SeasonMatch[],
  counted: readonly RankingMetric[],
): Promise<{ figures: Record<string, FiguresByMatch>; kept: Set<number> }> {
  const whole = source.status.done >= source.status.total && !source.status.building;
  const figures: Record<string, FiguresByMatch> = {};
  for (const m of counted)
    figures[m.code] = await teamFiguresOf(source.builds, source.kind, seasonId, matches, m.code, whole);
  const kept = new Set(counted.length > 0 ? figures[counted[0].code].keys() : []);
  return { figures, kept };
}
