import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { LadderEmbed } from "@/features/season/ladder-embed";
import { ladderPageData } from "@/features/season/server/ladder-page";
import { EmbedFrame } from "@/components/embed/embed-frame";
import { createServerQueryClient, fetchOnServer } from "@/lib/server-prefetch";
import { seasonQuery } from "@/lib/queries/season";
import { seasonHref } from "@/lib/links";
import type { SearchParams } from "@/lib/season/search-params";
import { seasonTitle } from "@/lib/app-server/pages/season-title";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Ladder");
}

/** /embed/seasons/[id]/ladder?round=&conference= — the ladder page's table, for another site's frame. */
export default async function LadderEmbedPage({ params, searchParams }: Props) {
  const qc = createServerQueryClient();
  const view = await ladderPageData((await params).seasonId, await searchParams, qc);
  const season = await fetchOnServer(seasonQuery(view.seasonRef));
  const page = seasonHref(view.seasonRef.seasonId, "ladder", {
    round: view.round,
    conference: view.conference,
  });
  return (
    <EmbedFrame title={`${season.competitionName} · Ladder`} page={page}>
      <HydrationBoundary state={dehydrate(qc)}>
        <LadderEmbed
          seasonRef={view.seasonRef}
          round={view.round}
          conference={view.conference}
          rounds={view.rounds}
        />
      </HydrationBoundary>
    </EmbedFrame>
  );
}
