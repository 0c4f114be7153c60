import "server-only";
import { fixtureQuery } from "@/lib/queries/fixture";
import { seasonQuery } from "@/lib/queries/season";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { completedMatches, type BuildStatus } from "@/lib/app-server/builds/season-builds";
import type { SearchParams } from "@/lib/season/search-params";
import { seasonRoster, type RosterEntry } from "@/features/player/server";
import {
  COMPARE_LABELS,
  COMPARE_METRICS,
  seasonPlayers,
  type CompareMetric,
} from "@/features/player-compare";
import { licensedMetrics, seasonFigures } from "@/features/player-compare/server";
import { parseExploreAddress, type ExploreAddress } from "../model/explore-address";
import { explorePoints, type ExplorePlayer, type ExplorePoint, type Trend } from "../model/explore-points";

// What /seasons/{id}/explore shows. The figures are the comparison's (features/player-compare): the
// season's kept box scores, the leaderboard's own builds (the whole-match pass a visit starts as the
// leaders' does; never the splits), added up by the leaderboard's own sum. Positions and clubs come
// from the season's squad lists the player and squad pages read (kept). Nothing here is a new kind of
// service call, and nothing is asked per player.

export interface ExploreMetric {
  code: string;
  name: string;
  short: string;
}

export interface ExploreReady {
  kind: "ready";
  season: { id: number; name: string };
  address: ExploreAddress;
  /** The counts the licence gives, to pick an axis from. */
  metrics: ExploreMetric[];
  clubs: { id: number; name: string }[];
  positions: { code: string; name: string }[];
  points: ExplorePoint[];
  trend: Trend | null;
}

export type ExplorePage =
  | { kind: "nothing"; reason: "no-matches" | "no-box-scores" }
  | { kind: "problem"; problem: string }
  | { kind: "building"; status: BuildStatus }
  | ExploreReady;

/** The season's clubs and positions as its squad lists have them (positions in the lists' order). */
function listChoices(roster: ReadonlyMap<number, RosterEntry>) {
  const clubs = new Map<number, string>();
  const positions = new Map<string, { id: number; name: string }>();
  for (const e of roster.values()) {
    clubs.set(e.squad.id, e.squad.name);
    const p = e.player.position;
    if (p.code) positions.set(p.code, { id: p.id, name: p.name });
  }
  return {
    clubs: [...clubs].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    positions: [...positions].sort((a, b) => a[1].id - b[1].id).map(([code, p]) => ({ code, name: p.name })),
  };
}

/** What /seasons/{id}/explore?x=&y=&min=&squad=&position=&sort=&dir= shows, or what is wrong with it. */
export async function explorePage(ref: SeasonRef, sp: SearchParams): Promise<ExplorePage> {
  const fixture = await fetchOnServer(fixtureQuery(ref));
  if (completedMatches(fixture).length === 0) return { kind: "nothing", reason: "no-matches" };
  const seasonName = (await fetchOnServer(seasonQuery(ref))).competitionName;
  // The history's squads list nobody: it has results only, and nothing is built for it.
  const roster = await seasonRoster(ref, seasonName);
  if (roster.size === 0) return { kind: "nothing", reason: "no-box-scores" };
  const codes = await licensedMetrics(ref);
  const { clubs, positions } = listChoices(roster);
  const parsed = parseExploreAddress(sp, { metrics: codes, clubs, positions });
  if (!parsed.ok) return { kind: "problem", problem: parsed.problem };
  const address = parsed.address;
  const figures = await seasonFigures(ref);
  if (figures.kind === "empty") return { kind: "nothing", reason: "no-matches" };
  if (figures.kind === "building") return { kind: "building", status: figures.status };
  const at = (code: string) => figures.slices[COMPARE_METRICS.indexOf(code as CompareMetric)];
  const clubName = new Map(clubs.map((c) => [c.id, c.name]));
  // The two counts only: the sum over every match of the other twenty would be thrown away.
  const players: ExplorePlayer[] = [...seasonPlayers([at(address.x), at(address.y)])].map(([personId, s]) => {
    const listed = roster.get(personId);
    return {
      personId,
      name: listed?.player.fullname ?? s.name,
      squadId: s.squadId,
      club: clubName.get(s.squadId) ?? listed?.squad.name ?? "",
      position: listed ? { code: listed.player.position.code, name: listed.player.position.name } : null,
      games: s.games,
      xTotal: s.totals[0],
      yTotal: s.totals[1],
    };
  });
  const { points, trend } = explorePoints(players, address);
  return {
    kind: "ready",
    season: { id: ref.seasonId, name: seasonName },
    address,
    metrics: codes.map((code) => ({ code, ...COMPARE_LABELS[code] })),
    clubs,
    positions,
    points,
    trend,
  };
}
