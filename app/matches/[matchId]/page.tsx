import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { MatchView } from "@/features/match-centre/views/match-view";
import { MatchBoxScore } from "@/features/match-centre/summary/match-box-score";
import { formatScore } from "@/lib/format/score";
import { wormAccess } from "@/features/match-centre/server/worm-access";
import { matchOutlook } from "@/features/predictions/server";
import { boxScoreData } from "@/features/match-centre/server/box-score";
import { matchVotesData } from "@/features/brownlow/server";
import { MatchVotesSection } from "@/features/brownlow";
import { matchQuery, matchScoreQuery, matchVenueQuery } from "@/lib/queries/match";
import { createServerQueryClient, fetchOnServer, prefetch, prefetchOptional } from "@/lib/server-prefetch";
import { DataFreshness } from "@/components/ui/data-freshness";

type Props = { params: Promise<{ matchId: string }> };

export async function generateMetadata({ params }: Props) {
  const match = await fetchOnServer(matchQuery(Number((await params).matchId)));
  const score = (s: typeof match.home) => (formatScore(s.score) ? ` ${formatScore(s.score)}` : "");
  return {
    title: `${match.name} · ${match.competitionName}`,
    description: `${match.home.name}${score(match.home)} v ${match.away.name}${score(match.away)}: score by quarter and every player's box score.`,
  };
}

/**
 * /matches/[id] — the match summary: teams, result, score by quarter, venue, crowd and time, and for
 * coaches and analysts the score worm. Everyone sees every player's box score (core tier, from the
 * server) and the predicted Brownlow votes made from it.
 */
export default async function MatchPage({ params }: Props) {
  const matchId = Number((await params).matchId);
  const qc = createServerQueryClient();
  const [match] = await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchScoreQuery(matchId)),
    prefetchOptional(qc, matchVenueQuery(matchId)),
  ]);
  const [access, outlook, boxScore, votes] = await Promise.all([
    wormAccess(match),
    matchOutlook(match),
    boxScoreData(match),
    matchVotesData(match),
  ]);
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
