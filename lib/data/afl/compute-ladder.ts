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

import { MODERN_RULES, type LadderRules } from "./ladder-rules";

export interface LadderMatch {
  homeSquadId: number;
  awaySquadId: number;
  homePoints: number;
  awayPoints: number;
  roundNumber: number;
  utcStart: string; // ISO 8601; orders the form string
}

export interface LadderSquad {
  id: number;
  name: string;
  code: string;
}

export interface LadderEntry {
  position: number;
  id: number;
  name: string;
  code: string;
  ladderPoints: number;
  ladderPercentage: number;
  matches: { played: number; win: number; winPct: number; draw: number; loss: number };
  scores: {
    for: number;
    against: number;
    margin: number;
    forAverage: number;
    againstAverage: number;
    marginAverage: number;
  };
  form: string;
}

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

/** num / den rounded to `decimals`, half away from zero; 0 when den is 0. */
export function roundRatio(num: number, den: number, decimals: number): number {
  if (den === 0) return 0;
  const scale = 10 ** decimals;
  const value = Math.round((Math.abs(num) * scale) / Math.abs(den)) / scale;
  return Math.sign(num) * Math.sign(den) * value || 0;
}

interface Tally {
  squad: LadderSquad;
  played: number;
  win: number;
  draw: number;
  loss: number;
  for: number;
  against: number;
  results: { utcStart: string; roundNumber: number; r: "W" | "L" | "D" }[];
}

export function computeLadder(
  matches: readonly LadderMatch[],
  squads: readonly LadderSquad[],
  options: LadderOptions = {},
): LadderEntry[] {
  const formLength = options.formLength ?? 5;
  const tallies = new Map<number, Tally>();
  for (const squad of squads) {
    // Stryker disable next-line ArrayDeclaration: a placeholder has no result (it joins as "") and sorts as equal to every result, so the form is unchanged
    tallies.set(squad.id, { squad, played: 0, win: 0, draw: 0, loss: 0, for: 0, against: 0, results: [] });
  }
  const tallyOf = (id: number): Tally => {
    const t = tallies.get(id);
    if (!t) throw new Error(`computeLadder: squad ${id} is in a match but not in the squad list`);
    return t;
  };

  for (const m of matches) {
    if (options.uptoRoundNumber !== undefined && m.roundNumber > options.uptoRoundNumber) continue;
    const sides: [Tally, number, number][] = [
      [tallyOf(m.homeSquadId), m.homePoints, m.awayPoints],
      [tallyOf(m.awaySquadId), m.awayPoints, m.homePoints],
    ];
    for (const [t, own, opp] of sides) {
      t.played += 1;
      t.for += own;
      t.against += opp;
      const r = own > opp ? "W" : own < opp ? "L" : "D";
      if (r === "W") t.win += 1;
      else if (r === "L") t.loss += 1;
      else t.draw += 1;
      t.results.push({ utcStart: m.utcStart, roundNumber: m.roundNumber, r });
    }
  }

  const rules = options.rules ?? MODERN_RULES;
  const points = (t: Tally): number =>
    t.win * rules.win + t.draw * rules.draw + (options.byeCounts?.get(t.squad.id) ?? 0) * rules.bye;
  const ratio = (t: Tally): number =>
    t.against === 0 ? (t.for > 0 ? Number.POSITIVE_INFINITY : 0) : t.for / t.against;

  const ordered = [...tallies.values()].sort(
    (a, b) =>
      points(b) - points(a) ||
      compareDesc(ratio(a), ratio(b)) ||
      b.for - a.for ||
      (a.squad.name < b.squad.name ? -1 : a.squad.name > b.squad.name ? 1 : 0),
  );

  return ordered.map((t, i) => {
    const results = [...t.results].sort((a, b) =>
      a.utcStart < b.utcStart ? -1 : a.utcStart > b.utcStart ? 1 : a.roundNumber - b.roundNumber,
    );
    const margin = t.for - t.against;
    return {
      position: i + 1,
      id: t.squad.id,
      name: t.squad.name,
      code: t.squad.code,
      ladderPoints: points(t),
      ladderPercentage: roundRatio(t.for * 100, t.against, 2),
      matches: {
        played: t.played,
        win: t.win,
        winPct: roundRatio(t.win * 100, t.played, 1),
        draw: t.draw,
        loss: t.loss,
      },
      scores: {
        for: t.for,
        against: t.against,
        margin,
        forAverage: roundRatio(t.for, t.played, 1),
        againstAverage: roundRatio(t.against, t.played, 1),
        marginAverage: roundRatio(margin, t.played, 1),
      },
      form:
        formLength > 0
          ? results
              .slice(-formLength)
              .map((x) => x.r)
              .join("")
          : "",
    };
  });
}

/** Descending comparison that copes with Infinity (Infinity - Infinity is NaN). */
function compareDesc(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}
