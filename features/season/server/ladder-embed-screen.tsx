import "server-only";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { EmbedFrame } from "@/components/embed/embed-frame";
import { createServerQueryClient, fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { seasonHref } from "@/lib/links";
import { seasonQuery } from "@/lib/queries/season";
import type { SearchParams } from "@/lib/season/search-params";
import { LadderEmbed } from "../ladder-embed";
import { ladderPageData } from "./ladder-page";

/** The ladder page's table, for another site's frame: the same reads as the ladder page. */
export async function LadderEmbedScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  const qc = createServerQueryClient();
  const view = await ladderPageData(seasonId, search, qc);
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
          finalsPlaces={view.finalsPlaces}
        />
      </HydrationBoundary>
    </EmbedFrame>
  );
}
