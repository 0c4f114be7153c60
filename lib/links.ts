// Every address inside the web app, built in one place: a page that moves changes here and nowhere
// else, and a link cannot drift from the route it names (ARCHITECTURE.md, "Links"). Browser-safe.

/** The match centre's views: the summary ("") and the analyst views under /matches/{id}/. */
export type MatchView = "" | "shots" | "entries" | "chains" | "stats" | "rotations" | "stoppages" | "report";
export type SeasonView =
  "fixture" | "ladder" | "squads" | "availability" | "predictor" | "leaders" | "brownlow";
/** A team's pages within a season: its squad (""), its season's statistics and the scouting report. */
export type SquadView = "" | "stats" | "scout";
type Search = Record<string, string | number | undefined>;

function withSearch(path: string, search?: Search): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(search ?? {})) if (v !== undefined && v !== "") q.set(k, String(v));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
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
} as const;

export const matchHref = (matchId: number, view: MatchView = "", search?: Search) =>
  withSearch(`/matches/${matchId}${view ? `/${view}` : ""}`, search);

/** The web app's address of a season's view; season ids are unique across leagues, so the id suffices. */
export const seasonHref = (seasonId: number, view: SeasonView, search?: Search) =>
  withSearch(`/seasons/${seasonId}/${view}`, search);

export const squadHref = (seasonId: number, squadId: number, view: SquadView = "", search?: Search) =>
  withSearch(`/seasons/${seasonId}/squads/${squadId}${view ? `/${view}` : ""}`, search);

/** A player's page for a season (the season he was seen in: a match's, a list's), or his latest. */
export const playerHref = (personId: number, seasonId?: number) =>
  withSearch(`/players/${personId}`, { season: seasonId });

export const clubHref = (squadId: number) => `/clubs/${squadId}`;

/** Head-to-head of two clubs, or one club against a rival still to be chosen. */
export const h2hHref = (a?: number, b?: number) => withSearch("/head-to-head", { a, b });

/** Sign-in that comes back to `returnTo` (a path on this site) afterwards. */
export const loginHref = (returnTo?: string) => withSearch(links.login, { callbackUrl: returnTo });
