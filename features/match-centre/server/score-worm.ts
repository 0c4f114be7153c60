import "server-only";
import type { MatchDetails } from "@/lib/contract";
import { periodLengths } from "@/lib/charts/match-clock";
import { scoreWorm, SCORE_CODES } from "@/lib/charts/score-worm";
import { sdsGet } from "@/lib/app-server/upstream/sds-client";
import type { WormData } from "@/features/match-centre/summary/score-worm-section";
import { OP } from "@/lib/contract/operations";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";

/**
 * The worm's data from the match's transactions, reduced on the server to its scores. Null when
 * the match has no events (the service's 404: not started, or one of the history's), and the summary
 * shows the quarter table alone; any other failure is thrown, for the notice to say the worm failed.
 */
export async function scoreWormData(m: MatchDetails): Promise<WormData | null> {
  try {
    const { transactions } = await sdsGet(OP.getMatchTransactions, { matchId: m.id });
    const scores = transactions.filter((t) => (SCORE_CODES as readonly string[]).includes(t.code));
    const lengths = periodLengths(
      m.periods,
      transactions.length ? [transactions[transactions.length - 1]] : [],
    );
    const played = Math.max(...m.periods.map((p) => p.period), ...scores.map((s) => s.period), 1);
    return {
      points: scoreWorm(scores, m.home.id, lengths),
      lengths: lengths.slice(0, Math.max(4, played)),
      teams: {
        home: { name: m.home.name, code: m.home.code },
        away: { name: m.away.name, code: m.away.code },
      },
    };
  } catch (err) {
    if (isUpstreamError(err) && err.status === 404) return null;
    throw err;
  }
}
