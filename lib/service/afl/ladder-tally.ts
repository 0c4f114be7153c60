import type { LadderMatch, LadderSquad } from "./ladder-types";

/** A squad's results so far: counts, points for and against, and each result for its form. */
export interface Tally {
  squad: LadderSquad;
  played: number;
  win: number;
  draw: number;
  loss: number;
  for: number;
  against: number;
  results: { utcStart: string; roundNumber: number; r: "W" | "L" | "D" }[];
}

/**
 * Every squad's tally (in the squads' order, those without a match included) from the matches up to
 * round `uptoRoundNumber` (all when undefined). A match of a squad not in the list is an error.
 */
export function tallyResults(
  matches: readonly LadderMatch[],
  squads: readonly LadderSquad[],
  uptoRoundNumber?: number,
): Tally[] {
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
    if (uptoRoundNumber !== undefined && m.roundNumber > uptoRoundNumber) continue;
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
  return [...tallies.values()];
}
