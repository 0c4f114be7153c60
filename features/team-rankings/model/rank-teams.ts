import { higherRanksBetter, SIDES, type RankingMetric, type Side } from "./ranking-metrics";
import type { FiguresByMatch } from "./team-figures";
import { figureIn } from "./team-figures";
import type { TeamGame } from "./team-games";

// Every club's figures a game, for, against and the difference, each ranked among the clubs.

export type SideFigures = Record<Side, number>;

export interface RankedFigure {
  value: SideFigures;
  /** 1 = best; clubs level share the better rank (1, 2, 2, 4). */
  rank: SideFigures;
}

export interface Club {
  id: number;
  name: string;
  code: string;
}

export interface ClubRanking {
  club: Club;
  games: number;
  /** By measure code; null where no match of the club's gives the measure (or the cells asked for). */
  figures: Record<string, RankedFigure | null>;
}

// Per-game figures are sums divided by games: equal ones may differ in the last binary place.
const EPSILON = 1e-9;

/** Competition ranks (1 = best; ties share the better rank); null values are not ranked. */
export function competitionRanks(
  values: readonly (number | null)[],
  higherIsBetter: boolean,
): (number | null)[] {
  return values.map((v) => {
    if (v === null) return null;
    let better = 0;
    for (const o of values) if (o !== null && (higherIsBetter ? o - v > EPSILON : v - o > EPSILON)) better++;
    return better + 1;
  });
}

/** A club's figure a game for and against over its matches; null when none of them gives it. */
function perGame(
  clubId: number,
  games: readonly TeamGame[],
  figures: FiguresByMatch | undefined,
  cells: readonly number[] | null,
): Omit<SideFigures, "diff"> | null {
  let own = 0;
  let opp = 0;
  let n = 0;
  for (const g of games) {
    const byClub = figures?.get(g.matchId);
    const oppId = g.home.id === clubId ? g.away.id : g.home.id;
    const a = figureIn(byClub?.[clubId], cells);
    const b = figureIn(byClub?.[oppId], cells);
    if (a === null || b === null) continue;
    own += a;
    opp += b;
    n++;
  }
  return n === 0 ? null : { for: own / n, against: opp / n };
}

/**
 * The clubs' rankings: each measure's figure a game over each club's matches (byClub), for, against
 * and for minus against, ranked 1 to the number of clubs on each side (a higher "against" ranks worse,
 * and a measure where more is worse, clangers, ranks the other way).
 */
export function rankClubs(
  clubs: readonly Club[],
  byClub: ReadonlyMap<number, readonly TeamGame[]>,
  metrics: readonly RankingMetric[],
  figures: Readonly<Record<string, FiguresByMatch>>,
  cells: readonly number[] | null,
): ClubRanking[] {
  const rows: ClubRanking[] = clubs.map((club) => ({
    club,
    games: byClub.get(club.id)?.length ?? 0,
    figures: {},
  }));
  for (const m of metrics) {
    const values = rows.map((r) => {
      const fa = perGame(r.club.id, byClub.get(r.club.id) ?? [], figures[m.code], cells);
      return fa && { ...fa, diff: fa.for - fa.against };
    });
    const ranks = Object.fromEntries(
      SIDES.map((side) => [
        side,
        competitionRanks(
          values.map((v) => v?.[side] ?? null),
          higherRanksBetter(m, side),
        ),
      ]),
    ) as Record<Side, (number | null)[]>;
    rows.forEach((r, i) => {
      const value = values[i];
      r.figures[m.code] = value && {
        value,
        rank: { for: ranks.for[i]!, against: ranks.against[i]!, diff: ranks.diff[i]! },
      };
    });
  }
  return rows;
}

/** The league's average of a measure on one side: the mean of the clubs' figures a game. */
export function leagueAverage(rows: readonly ClubRanking[], code: string, side: Side): number | null {
  const values = rows.flatMap((r) => {
    const f = r.figures[code];
    return f ? [f.value[side]] : [];
  });
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}
