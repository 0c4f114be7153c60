import { notFound } from "next/navigation";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { LadderView } from "@/features/season/ladder-view";
import { ladderQuery } from "@/lib/queries/ladder";
import { createServerQueryClient, prefetch, prefetchOptional } from "@/lib/server-prefetch";
import { parseRound, previousLadderRound } from "@/lib/season/rounds";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonConferences } from "@/features/season/server/season-conferences";
import { seasonRounds } from "@/lib/app-server/pages/season-rounds";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { DataFreshness } from "@/components/ui/data-freshness";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Ladder");
}

/** /seasons/[id]/ladder?round=&conference= — the ladder after any round, with movement. */
export default async function LadderPage({ params, searchParams }: Props) {
  const ref = await resolveSeason((await params).seasonId);
  const sp = await searchParams;
  const [rounds, conferences] = await Promise.all([seasonRounds(ref), seasonConferences(ref)]);
  const ladderRounds = rounds.filter((r) => r.homeAndAway);
  const round = parseRound(firstParam(sp, "round"), ladderRounds);
  const code = firstParam(sp, "conference");
  const conference = code ? (conferences.find((c) => c.code === code)?.code ?? null) : undefined;
  if (round === null || conference === null) notFound();

  const qc = createServerQueryClient();
  const ladder = await prefetch(qc, ladderQuery(ref, { round, conference }));
  const previous = previousLadderRound(ladderRounds, ladder.roundNumber);
  if (previous !== undefined) await prefetchOptional(qc, ladderQuery(ref, { round: previous, conference }));
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LadderView
        seasonRef={ref}
        round={round}
        conference={conference}
        rounds={ladderRounds}
        conferences={conferences.map((c) => c.code)}
      />
      <DataFreshness />
    </HydrationBoundary>
  );
}
