// The premiership ladder as a pure function of results, in the public service's entry shape.
// The caller chooses the matches: home-and-away only (finals never count), completed, and cut off at
// a round (or pass options.uptoRoundNumber). Rules:
// - 4 points a win, 2 a draw, 0 a loss (options.rules: the era's points, byes included; see
//   ladder-rules.ts).
// - percentage = points for / points against x 100, rounded to 2 decimals. When nothing has been
//   conceded the ratio is undefined; we publish 0 (no Infinity in JSON), but for ORDERING a side that
//   has scored without conceding ranks above every finite percentage.
// - winPct = wins / played x 100 (1 decimal); averages per match played (1 decimal); all 0 when
//   nothing has been played. Rounding is half away from zero, computed from integers.
// - Order: ladder points, then percentage (exact ratio, not the rounded figure), then points for,
//   then name.
// - form: the last five results (W, L, D) in start-time order, newest last.

import { ladderEntry } from "./ladder-entry";
import { MODERN_RULES, type LadderRules } from "./ladder-rules";
import { tallyResults, type Tally } from "./ladder-tally";
import type { LadderEntry, LadderMatch, LadderSquad } from "./ladder-types";

export type { LadderEntry, LadderMatch, LadderSquad } from "./ladder-types";
export { roundRatio } from "./ladder-entry";

export interface LadderOptions {
  /** Only matches with roundNumber <= this count ("ladder after round N"). */
  uptoRoundNumber?: number;
  /** Length of the form string; default 5. */
  formLength?: number;
  /** Points a win, a draw and a bye; default 4, 2 and 0. */
  rules?: LadderRules;
  /** Byes each squad has had (rounds without a match that earn `rules.bye`). */
  byeCounts?: ReadonlyMap<number, number>;
}

export const WIN_POINTS = MODERN_RULES.win;
export const DRAW_POINTS = MODERN_RULES.draw;

/** Descending comparison that copes with Infinity (Infinity - Infinity is NaN). */
function compareDesc(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

/** Points for over against; for ordering only, a side that scored without conceding ranks above all. */
const ratio = (t: Tally): number =>
  t.against === 0 ? (t.for > 0 ? Number.POSITIVE_INFINITY : 0) : t.for / t.against;

/**
 * The ladder of these matches (the squads' tallies: ladder-tally.ts), in order: ladder points, then
 * the exact percentage, points for and name; each entry as the service shows it (ladder-entry.ts).
 */
export function computeLadder(
  matches: readonly LadderMatch[],
  squads: readonly LadderSquad[],
  options: LadderOptions = {},
): LadderEntry[] {
  const rules = options.rules ?? MODERN_RULES;
  const points = (t: Tally): number =>
    t.win * rules.win + t.draw * rules.draw + (options.byeCounts?.get(t.squad.id) ?? 0) * rules.bye;
  const ordered = tallyResults(matches, squads, options.uptoRoundNumber).sort(
    (a, b) =>
      points(b) - points(a) ||
      compareDesc(ratio(a), ratio(b)) ||
      b.for - a.for ||
      (a.squad.name < b.squad.name ? -1 : a.squad.name > b.squad.name ? 1 : 0),
  );
  return ordered.map((t, i) => ladderEntry(t, i + 1, points(t), options.formLength ?? 5));
}
