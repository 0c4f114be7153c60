import type { MatchDetails } from "@/lib/contract";
import type { BoxScore } from "@/lib/season/box-score-metrics";
import { BoxScoreSection } from "./box-score-section";

/** The summary's box score, or why there is none (the history before 2023 has quarter scores only). */
export function MatchBoxScore({ match, boxScore }: { match: MatchDetails; boxScore: BoxScore | null }) {
  return boxScore ? (
    <BoxScoreSection
      data={boxScore}
      live={match.status.typeName === "Live"}
      matchId={match.id}
      seasonId={match.seasonId}
      matchName={match.name}
      dataTimestamp={match.lastModified.statisticUpdate}
    />
  ) : match.status.typeName === "Complete" ? (
    // The history (1897–2022) has results and quarter scores only: nothing else is made up.
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-box-score">
      No detailed statistics for this season: the source records the score by quarter only.
    </p>
  ) : null;
}
