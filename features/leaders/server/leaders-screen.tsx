import "server-only";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonHref } from "@/lib/links";
import { seasonQuery } from "@/lib/queries/season";
import { firstParams, type SearchParams } from "@/lib/season/search-params";
import { LeadersPageView } from "../leaders-page-view";
import { seasonLeadersPage } from "./season-leaders";

/** The season's totals of a statistic, its leaders first. */
export async function LeadersScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  const ref = await resolveSeason(seasonId);
  const page = await seasonLeadersPage(ref, search, seasonHref(ref.seasonId, "leaders", firstParams(search)));
  const seasonName = page.kind === "ready" ? (await fetchOnServer(seasonQuery(ref))).competitionName : "";
  return <LeadersPageView seasonId={ref.seasonId} seasonName={seasonName} page={page} />;
}
