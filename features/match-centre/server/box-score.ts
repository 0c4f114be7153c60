import "server-only";
import type { MatchDetails } from "@/lib/contract";
import { playerStatsQuery } from "@/lib/queries/match-stats";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { BOX_SCORE_METRICS, type BoxScore } from "@/lib/season/box-score-metrics";
import { fantasyScore } from "@/lib/season/fantasy";
import { SUMMARY_COUNTS } from "@/lib/season/summary-counts";

/**
 * Every player's core box score for the public match summary. Fetched by the server (the player statistics with the core
 * metrics only): the proxy keeps the player statistics for coaches and analysts because its filters reach into event
 * data, but the whole-match counts of the core tier are what every public match centre shows. The
 * browser gets the few hundred numbers, never the operation. Null when the match has no statistics
 * yet (not started) or the service cannot answer.
 */
export async function boxScoreData(m: MatchDetails): Promise<BoxScore | null> {
  try {
    const data = await fetchOnServer(playerStatsQuery(m.id, { metric: SUMMARY_COUNTS }));
    const squads = data.squads.map((s) => ({
      id: s.id,
      name: s.name,
      players: s.players.map((p) => {
        const value = (code: string) => p.statistics.find((x) => x.code === code)?.value ?? null;
        return {
          id: p.personId,
          name: p.fullname,
          jumper: p.jumperNumber,
          values: BOX_SCORE_METRICS.map(value),
          fantasy: fantasyScore(value),
        };
      }),
    }));
    if (squads.every((s) => s.players.length === 0)) return null;
    // Home side first, as the rest of the summary lists them.
    squads.sort((a, b) => (a.id === m.home.id ? -1 : b.id === m.home.id ? 1 : 0));
    const fantasy = squads.every((s) => s.players.every((p) => p.fantasy !== null));
    return { metrics: BOX_SCORE_METRICS, fantasy, squads };
  } catch {
    return null;
  }
}
