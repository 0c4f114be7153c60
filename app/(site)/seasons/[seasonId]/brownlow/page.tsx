import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { seasonQuery } from "@/lib/queries/season";
import { fetchOnServer } from "@/lib/server-prefetch";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import { seasonCountPage } from "@/features/brownlow/server";
import { CountPageView } from "@/features/brownlow/count-page-view";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Brownlow count");
}

/** /seasons/[id]/brownlow?round= — the season's Brownlow count as the model predicts it after a round. */
export default async function BrownlowPage({ params, searchParams }: Props) {
  const ref = await resolveSeason((await params).seasonId);
  const page = await seasonCountPage(ref, firstParam(await searchParams, "round"));
  const seasonName = page.kind === "ready" ? (await fetchOnServer(seasonQuery(ref))).competitionName : "";
  return <CountPageView seasonId={ref.seasonId} seasonName={seasonName} page={page} />;
}
