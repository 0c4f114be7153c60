import "server-only";
import type { Metadata } from "next";
import { matchQuery } from "@/lib/queries/match";
import { toSearchParams } from "@/lib/queries/match-filters";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { requireRole } from "@/lib/app-server/auth/require-role";
import { ANALYST_ROLES } from "@/lib/app-server/auth/roles";
import { matchHref, type MatchView } from "@/lib/links";

export type PageProps = {
  params: Promise<{ matchId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The gate of the event-level views: anonymous visitors sign in and come back to the same address
 * (filters included); a signed-in fan is answered 403 with the match's forbidden.tsx. Checked on the
 * server before any event data is fetched, because the server's own calls do not pass through the
 * proxy's role check.
 */
export async function eventViewAccess(props: PageProps, view: Exclude<MatchView, "">) {
  const matchId = Number((await props.params).matchId);
  const search = toSearchParams(await props.searchParams);
  const qs = search.toString();
  await requireRole(ANALYST_ROLES, `${matchHref(matchId, view)}${qs ? `?${qs}` : ""}`);
  return { matchId, search };
}

/** "Shots · Sydney v Brisbane Lions" (the layout has already fetched the match in this request). */
export async function matchViewMetadata(props: Pick<PageProps, "params">, view: string): Promise<Metadata> {
  const match = await fetchOnServer(matchQuery(Number((await props.params).matchId)));
  return {
    title: `${view} · ${match.name}`,
    description: `${view} of ${match.name}, ${match.competitionName}: licensed match data for coaches and analysts.`,
  };
}
