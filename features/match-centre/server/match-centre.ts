import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/contract/params";
import { matchQuery } from "@/lib/queries/match";
import { toSearchParams } from "@/lib/queries/match-filters";
import { fetchOnServer, fetchOnServerOrNull } from "@/lib/app-server/pages/prefetch";
import type { MatchDetails } from "@/lib/contract";
import { playerStatsQuery } from "@/lib/queries/match-stats";
import { SUMMARY_COUNTS } from "@/lib/season/summary-counts";
import { requireRole } from "@/lib/app-server/auth/require-role";
import { ANALYST_ROLES } from "@/lib/app-server/auth/roles";
import { matchHref, type MatchView } from "@/lib/links";
import type { EventView } from "../frame/event-view-names";

export type PageProps = {
  params: Promise<{ matchId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The match an address names, by the contract's rule for an id: anything else is the not-found page
 * at once, with no call made for it (the pages of a match render beside its layout, which checks too).
 */
export function matchIdParam(raw: string): number {
  const id = parseId("matchId", raw);
  if (typeof id !== "number") notFound();
  return id;
}

/**
 * The gate of the event-level views: anonymous visitors sign in and come back to the same address
 * (filters included); a signed-in fan is answered 403 with the match's forbidden.tsx. Checked on the
 * server before any event data is fetched, because the server's own calls do not pass through the
 * proxy's role check. A match the service does not have is the not-found page before any view's own
 * call (the layout reads the same match in this request: one call for both).
 */
export async function eventViewAccess(props: PageProps, view: Exclude<MatchView, "">) {
  const matchId = matchIdParam((await props.params).matchId);
  const search = toSearchParams(await props.searchParams);
  const qs = search.toString();
  await requireRole(ANALYST_ROLES, `${matchHref(matchId, view)}${qs ? `?${qs}` : ""}`);
  const match = await fetchOnServer(matchQuery(matchId));
  return { matchId, search, match };
}

/**
 * An event view's gate (eventViewAccess), and whether the match has the events it shows: if not, the
 * view says so (NoEventsScreen) and asks nothing more of the service, nor does the browser.
 */
export async function eventViewOf(props: PageProps, view: EventView) {
  const access = await eventViewAccess(props, view);
  return { ...access, hasEvents: await hasEvents(access.match) };
}

/**
 * Whether the service has the match's events: none before the first bounce, and none for a match of
 * the history (1897–2022: results and quarter scores only). The service keeps events for exactly the
 * matches it has player statistics of, so the question is its box score's answer (a 404 if none):
 * the summary asks the same for every visitor, and the answer, a 404 too, is kept for all. One
 * question of the match, not of the view, whose own filters could make a 404 of something else.
 */
async function hasEvents(match: MatchDetails): Promise<boolean> {
  if (match.status.typeName === "Upcoming") return false;
  try {
    return (await fetchOnServerOrNull(playerStatsQuery(match.id, { metric: SUMMARY_COUNTS }))) !== null;
  } catch {
    return true; // any other failure (the service away, a licence refusal): the view's own calls say what
  }
}

/** "Shots · Sydney v Brisbane Lions" (the layout has already fetched the match in this request). */
export async function matchViewMetadata(props: Pick<PageProps, "params">, view: string): Promise<Metadata> {
  const match = await fetchOnServer(matchQuery(matchIdParam((await props.params).matchId)));
  return {
    title: `${view} · ${match.name}`,
    description: `${view} of ${match.name}, ${match.competitionName}: licensed match data for coaches and analysts.`,
  };
}
