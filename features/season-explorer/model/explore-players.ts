import { seasonPlayers } from "@/features/player-compare";
import type { MetricSlice } from "@/lib/season/leaders";
import type { ExploreAddress } from "./explore-address";
import type { ExplorePlayer } from "./explore-points";

// Every player of the season at the explorer's two counts: the season's totals added up by the
// leaderboard's own sum (features/player-compare's seasonPlayers), of the whole match, or, for the
// licensed roles, of one quarter's or one zone's cells of the kept splits (then a figure a game is that
// part's total over all his games). His name, club and position are the season's lists' where he is on
// them, else the box score's name and club.

/** Who a player is on the season's squad lists, by person id. */
export interface ListedPlayer {
  name: string;
  club: string;
  position: { code: string; name: string };
}

/**
 * Whether every match that gives a count gives its quarter × zone cells too (a match total has none,
 * and the leaderboard's sum answers nothing for it: the page says so rather than drawing no one).
 */
export const cuttable = (slices: readonly MetricSlice[]) => slices.every((m) => m.total === null || m.split);

/** The explorer's players from the x and y counts' slices (the same matches), cut as the address asks. */
export function explorePlayers(
  xy: readonly [readonly MetricSlice[], readonly MetricSlice[]],
  cut: Pick<ExploreAddress, "quarter" | "zone">,
  lists: { clubs: ReadonlyMap<number, string>; players: ReadonlyMap<number, ListedPlayer> },
): ExplorePlayer[] {
  const season = seasonPlayers(xy, { period: cut.quarter, zone: cut.zone });
  return [...season].map(([personId, s]) => {
    const listed = lists.players.get(personId);
    return {
      personId,
      name: listed?.name ?? s.name,
      squadId: s.squadId,
      club: lists.clubs.get(s.squadId) ?? listed?.club ?? "",
      position: listed?.position ?? null,
      games: s.games,
      xTotal: s.totals[0],
      yTotal: s.totals[1],
    };
  });
}
