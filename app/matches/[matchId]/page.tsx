import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { MatchView } from "@/components/views/match-view";
import { matchQuery, matchScoreQuery, matchVenueQuery } from "@/lib/queries/match";
import { createServerQueryClient, fetchOnServer, prefetch, prefetchOptional } from "@/lib/server-prefetch";

type Props = { params: Promise<{ matchId: string }> };

export async function generateMetadata({ params }: Props) {
  const match = await fetchOnServer(matchQuery(Number((await params).matchId)));
  return { title: `${match.name} · ${match.competitionName}` };
}

/** /matches/[id] — the match summary: teams, result, score by quarter, venue, crowd and time. */
export default async function MatchPage({ params }: Props) {
  const matchId = Number((await params).matchId);
  const qc = createServerQueryClient();
  await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchScoreQuery(matchId)),
    prefetchOptional(qc, matchVenueQuery(matchId)),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <MatchView matchId={matchId} />
    </HydrationBoundary>
  );
}
