// Where a player's season stands among the season's players: the share of a group whose figure is
// below his, ties counted half (the mid-rank percentile), so the middle of a tied crowd is the 50th
// and not its top or bottom. The group is the players of his position with at least MIN_GAMES games;
// all such players when his position is unknown or too few share it to say much.

export const MIN_GAMES = 5;
/** A position group smaller than this falls back to every qualified player of the season. */
export const MIN_GROUP = 10;

/** The mid-rank percentile (0–100) of `value` in `group`; null for an empty group or no value. */
export function percentileOf(value: number | null, group: readonly number[]): number | null {
  if (value === null || group.length === 0) return null;
  let below = 0;
  let equal = 0;
  for (const g of group) {
    if (g < value) below++;
    else if (g === value) equal++;
  }
  return (100 * (below + equal / 2)) / group.length;
}

/** One player's season as the percentile groups see it: his games and each metric's total. */
export interface SeasonPlayer {
  personId: number;
  position: string | null;
  games: number;
  /** By metric, in the comparison's order; null where his matches did not give it. */
  totals: (number | null)[];
}

export interface Standing {
  /** Whom he is measured against: his position's qualified players, or the season's. */
  group: { position: string | null; size: number };
  /** By metric: the percentile of his total a game, and of his season's total. */
  average: (number | null)[];
  total: (number | null)[];
}

const perGame = (p: SeasonPlayer, k: number) => {
  const t = p.totals[k];
  return t === null || p.games === 0 ? null : t / p.games;
};

const present = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);

/**
 * His percentiles among the season's players (`season`, every player of the season, him included if
 * he qualifies), by metric. He need not qualify himself: a player of four games is still placed among
 * those of five or more.
 */
export function standingOf(me: SeasonPlayer, season: readonly SeasonPlayer[], metrics: number): Standing {
  const qualified = season.filter((p) => p.games >= MIN_GAMES);
  const mine = me.position ? qualified.filter((p) => p.position === me.position) : [];
  const byPosition = mine.length >= MIN_GROUP;
  const group = byPosition ? mine : qualified;
  const average: (number | null)[] = [];
  const total: (number | null)[] = [];
  for (let k = 0; k < metrics; k++) {
    average.push(percentileOf(perGame(me, k), present(group.map((p) => perGame(p, k)))));
    total.push(percentileOf(me.totals[k], present(group.map((p) => p.totals[k]))));
  }
  return { group: { position: byPosition ? me.position : null, size: group.length }, average, total };
}
