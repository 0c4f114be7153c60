// Every address inside the web app, built in one place: a page that moves changes here and nowhere
// else, and a link cannot drift from the route it names (ARCHITECTURE.md, "Links"). Browser-safe.
// Typed routes (next.config.ts `typedRoutes`; `next typegen` writes the app's routes into .next/types):
// each address below is checked against the routes that exist, so a page renamed or removed fails the
// type check here, and next/link, redirect() and router.push() take only a Route.

import type { Route } from "next";
import { EMBED_ROOT } from "@/lib/security/framing";

/** The match centre's views: the summary ("") and the analyst views under /matches/{id}/. */
export type MatchView = "" | "shots" | "entries" | "chains" | "stats" | "rotations" | "stoppages" | "report";
export type SeasonView =
  | "fixture"
  | "ladder"
  | "squads"
  | "availability"
  | "predictor"
  | "leaders"
  | "brownlow"
  | "teams"
  | "explore";
/** A team's pages within a season: its squad (""), its season's statistics and the scouting report. */
export type SquadView = "" | "stats" | "scout";
type Search = Record<string, string | number | undefined>;

function withSearch<P extends string>(path: Route<P>, search?: Search): Route {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(search ?? {})) if (v !== undefined && v !== "") q.set(k, String(v));
  const qs = q.toString();
  // A route with a search after it is still that route (Next's Route allows `?…` after a path).
  return (qs ? `${path}?${qs}` : path) as Route;
}

export const links = {
  home: "/",
  about: "/about",
  glossary: "/glossary",
  players: "/players",
  records: "/records",
  clubs: "/clubs",
  login: "/login",
  usage: "/admin/usage",
} as const satisfies Record<string, Route>;

export const matchHref = (matchId: number, view: MatchView = "", search?: Search) =>
  withSearch(view ? `/matches/${matchId}/${view}` : `/matches/${matchId}`, search);

/**
 * A match's live stream (Server-Sent Events): served by the app's own server ahead of Next, so not a
 * Next route (lib/app-server/live/stream-path.ts reads it).
 */
export const liveStreamHref = (matchId: number) => `/api/live/matches/${matchId}/stream`;

/** The web app's address of a season's view; season ids are unique across leagues, so the id suffices. */
export const seasonHref = (seasonId: number, view: SeasonView, search?: Search) =>
  withSearch(`/seasons/${seasonId}/${view}`, search);

/** A season's team rankings (?round=, ?period=last5, ?side=, ?sort=, ?dir=, ?chart=, ?quarter=, ?zone=). */
export const teamRankingsHref = (seasonId: number, search?: Search) => seasonHref(seasonId, "teams", search);

/**
 * A season's explorer: every player as two counts a game (?x=, ?y=, ?min=, ?squad=, ?position=, ?sort=,
 * ?dir=, and the coaches' ?quarter=, ?zone=).
 */
export const exploreHref = (seasonId: number, search?: Search) => seasonHref(seasonId, "explore", search);

/**
 * A season's fixture as an iCalendar file (one club's with `squadId`), for "Add to calendar". Not a
 * page: a route handler (app/(site)/seasons/[seasonId]/fixture.ics/route.ts).
 */
export const fixtureCalendarHref = (seasonId: number, squadId?: number) =>
  withSearch(`/seasons/${seasonId}/fixture.ics`, { squad: squadId });

/** The signed-in account's club (GET, POST JSON): a route handler, app/api/my-club/route.ts. */
export const myClubApiHref = "/api/my-club" as const satisfies Route;

export const squadHref = (seasonId: number, squadId: number, view: SquadView = "", search?: Search) =>
  withSearch(
    view ? `/seasons/${seasonId}/squads/${squadId}/${view}` : `/seasons/${seasonId}/squads/${squadId}`,
    search,
  );

/** A player's page for a season (the season he was seen in: a match's, a list's), or his latest. */
export const playerHref = (personId: number, seasonId?: number) =>
  withSearch(`/players/${personId}`, { season: seasonId });

/** A player's link-preview image (1200 × 630 PNG) for the season his page shows. */
export const playerPreviewHref = (personId: number, seasonId: number) =>
  withSearch(`/players/${personId}/card.png`, { season: seasonId });

/** One player of a comparison: his season, or (null) the comparison's default season. */
export interface ComparedRef {
  personId: number;
  seasonId?: number | null;
}

/**
 * The player comparison (`/players/compare?players=1574,1184:52&season=62&metric=GOAL`): each player as
 * `<personId>` (in `season`, else his latest) or `<personId>:<seasonId>`. The players' list is written
 * with its commas and colons as they are (legal in a query, and readable in a shared link).
 */
export function playerCompareHref(
  players: readonly ComparedRef[],
  search?: { season?: number | null; metric?: string; q?: string },
): Route {
  return compareAddress("/players/compare", players, search);
}

/** A comparison's link-preview image (1200 × 630 PNG): its players and season, as the page's address. */
export const comparePreviewHref = (players: readonly ComparedRef[], season?: number | null) =>
  compareAddress("/players/compare/card.png", players, { season });

function compareAddress<P extends string>(
  path: Route<P>,
  players: readonly ComparedRef[],
  search?: { season?: number | null; metric?: string; q?: string },
): Route {
  const list = comparePlayersParam(players);
  const rest = withSearch(path, {
    season: search?.season ?? undefined,
    metric: search?.metric,
    q: search?.q,
  });
  if (list === "") return rest;
  const [bare, qs] = rest.split("?");
  return `${bare}?players=${list}${qs ? `&${qs}` : ""}` as Route;
}

/** The comparison's `players` parameter: `1574,1184:52`. */
export const comparePlayersParam = (players: readonly ComparedRef[]) =>
  players.map((p) => (p.seasonId ? `${p.personId}:${p.seasonId}` : String(p.personId))).join(",");

/** The season an address of ours is under (`/seasons/73/leaders` → 73), or null. */
export function seasonIdOf(href: string): number | null {
  const m = /^\/seasons\/(\d+)(?:[/?#]|$)/.exec(href);
  return m ? Number(m[1]) : null;
}

/** A statistic's definition on the glossary page (`/glossary#DISPOSAL`). */
export const glossaryHref = (code: string) => withHash(links.glossary, code);

/** How the predictions work, on the about page. */
export const predictionsAboutHref = () => withHash(links.about, "predictions");

/** Where the match events come from (synthesised to fit the box scores), on the about page. */
export const eventsAboutHref = () => withHash(links.about, "events");

/** The about page's account of the playing positions: the service infers them from the statistics. */
export const positionsAboutHref = () => withHash(links.about, "positions");

/** An address with a place on its page (`#tips`). */
export const withHash = (route: Route, hash: string) => `${route}#${hash}` as Route;

export const clubHref = (squadId: number) => withSearch(`/clubs/${squadId}`);

/** Head-to-head of two clubs, or one club against a rival still to be chosen. */
export const h2hHref = (a?: number, b?: number) => withSearch("/head-to-head", { a, b });

/** Sign-in that comes back to `returnTo` (a path on this site) afterwards. */
export const loginHref = (returnTo?: string) => withSearch(links.login, { callbackUrl: returnTo });

/** The embed of each public chart (app/embed, frameable by any site), with the same query as its full page. */
export const embedHrefs = {
  ladder: (seasonId: number, search?: Search) =>
    withSearch(`${EMBED_ROOT}/seasons/${seasonId}/ladder`, search),
  worm: (matchId: number) => withSearch(`${EMBED_ROOT}/matches/${matchId}/worm`),
  teams: (seasonId: number, search?: Search) => withSearch(`${EMBED_ROOT}/seasons/${seasonId}/teams`, search),
  compare: (search?: Search) => withSearch(`${EMBED_ROOT}/players/compare`, search),
};
