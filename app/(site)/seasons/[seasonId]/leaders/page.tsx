import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonLeadersPage } from "@/features/leaders/server/season-leaders";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { LeadersPageView } from "@/features/leaders/leaders-page-view";
import { seasonQuery } from "@/lib/queries/season";
import { fetchOnServer } from "@/lib/server-prefetch";
import { firstParams, type SearchParams } from "@/lib/season/search-params";
import { seasonHref } from "@/lib/links";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Leaders");
}

/** /seasons/[id]/leaders?metric=&period=&zone=&squad=&phase=&per= — the season's totals of a statistic. */
export default async function LeadersPage({ params, searchParams }: Props) {
  const ref = await resolveSeason((await params).seasonId);
  const sp = await searchParams;
  const search = firstParams(sp);
  const page = await seasonLeadersPage(ref, sp, seasonHref(ref.seasonId, "leaders", search));
  const seasonName = page.kind === "ready" ? (await fetchOnServer(seasonQuery(ref))).competitionName : "";
  return <LeadersPageView seasonId={ref.seasonId} seasonName={seasonName} page={page} />;
}
