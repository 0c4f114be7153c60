import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { MatchView } from "@/features/match-centre/views/match-view";
import { MatchBoxScore } from "@/features/match-centre/summary/match-box-score";
import { matchSummaryData, matchSummaryMetadata } from "@/features/match-centre/server/summary-page";
import { MatchVotesSection } from "@/features/brownlow";
import { createServerQueryClient } from "@/lib/server-prefetch";
import { DataFreshness } from "@/components/ui/data-freshness";

type Props = { params: Promise<{ matchId: string }> };

export async function generateMetadata({ params }: Props) {
  return matchSummaryMetadata(Number((await params).matchId));
}

/**
 * /matches/[id] — the match summary: teams, result, score by quarter, venue, crowd and time, and for
 * coaches and analysts the score worm. Everyone sees every player's box score (core tier, from the
 * server) and the predicted Brownlow votes made from it.
 */
export default async function MatchPage({ params }: Props) {
  const matchId = Number((await params).matchId);
  const qc = createServerQueryClient();
  const { match, access, outlook, boxScore, votes } = await matchSummaryData(matchId, qc);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <MatchView
        matchId={matchId}
        access={access}
        outlook={outlook}
        boxScore={
          <>
            <MatchBoxScore match={match} boxScore={boxScore} />
            <MatchVotesSection votes={votes} seasonId={match.seasonId} />
          </>
        }
      />
      <DataFreshness />
    </HydrationBoundary>
  );
}
