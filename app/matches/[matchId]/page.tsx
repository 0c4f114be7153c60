import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { MatchView, type WormAccess } from "@/features/match-centre/views/match-view";
import { currentUser } from "@/lib/proxy/auth";
import { canAnalyse } from "@/lib/proxy/roles";
import { matchLicence, permits } from "@/lib/proxy/licence";
import type { MatchDetails } from "@/lib/sds";
import type { Role } from "@/lib/accounts/users";
import { formatScore } from "@/lib/format/score";
import { scoreWormData } from "@/features/match-centre/server/score-worm";
import { matchOutlook } from "@/features/predictions/server/predictor";
import { boxScoreData } from "@/features/match-centre/server/box-score";
import { BoxScoreSection } from "@/features/match-centre/summary/box-score-section";
import { matchQuery, matchScoreQuery, matchVenueQuery } from "@/lib/queries/match";
import { createServerQueryClient, fetchOnServer, prefetch, prefetchOptional } from "@/lib/server-prefetch";
import { DataFreshness } from "@/components/ui/data-freshness";
import { OP } from "@/lib/sds/operations";

type Props = { params: Promise<{ matchId: string }> };

export async function generateMetadata({ params }: Props) {
  const match = await fetchOnServer(matchQuery(Number((await params).matchId)));
  const score = (s: typeof match.home) => (formatScore(s.score) ? ` ${formatScore(s.score)}` : "");
  return {
    title: `${match.name} · ${match.competitionName}`,
    description: `${match.home.name}${score(match.home)} v ${match.away.name}${score(match.away)}: score by quarter and every player's box score.`,
  };
}

async function wormAccess(match: MatchDetails, role: Role | undefined): Promise<WormAccess> {
  if (!role) return { kind: "anonymous" };
  if (!canAnalyse(role)) return { kind: "fan" };
  const licence = await matchLicence(match.id);
  if (!permits(licence, OP.getMatchTransactions)) return { kind: "unlicensed", tier: licence.tier };
  return { kind: "analyst", worm: await scoreWormData(match) };
}

/**
 * /matches/[id] — the match summary: teams, result, score by quarter, venue, crowd and time, and for
 * coaches and analysts the score worm. Everyone sees every player's box score (core tier, from the
 * server). The worm comes from event data (E8), which is licensed: an
 * anonymous visitor or a fan sees the quarter table only, and a note saying why.
 */
export default async function MatchPage({ params }: Props) {
  const matchId = Number((await params).matchId);
  const qc = createServerQueryClient();
  const user = await currentUser();
  const [match] = await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchScoreQuery(matchId)),
    prefetchOptional(qc, matchVenueQuery(matchId)),
  ]);
  const [access, outlook, boxScore] = await Promise.all([
    wormAccess(match, user?.role),
    matchOutlook(match),
    boxScoreData(match),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <MatchView
        matchId={matchId}
        access={access}
        outlook={outlook}
        boxScore={
          boxScore ? (
            <BoxScoreSection
              data={boxScore}
              live={match.status.typeName === "Live"}
              matchId={matchId}
              seasonId={match.seasonId}
              matchName={match.name}
              dataTimestamp={match.lastModified.statisticUpdate}
            />
          ) : match.status.typeName === "Complete" ? (
            // The history (1897–2022) has results and quarter scores only: nothing else is made up.
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-box-score">
              No detailed statistics for this season: the source records the score by quarter only.
            </p>
          ) : null
        }
      />
      <DataFreshness />
    </HydrationBoundary>
  );
}
