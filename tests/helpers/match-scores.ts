import type { MatchScores } from "@/lib/contract";

/** A side's cumulative score at each quarter's end: [goals, behinds]. */
export type Cumulative = readonly (readonly [number, number])[];

/** One side of a score by period, from its cumulative goals and behinds (what the tables read). */
export function scoreSide(id: number, name: string, quarters: Cumulative) {
  const [goals, behinds] = quarters.at(-1) ?? [0, 0];
  return {
    id,
    name,
    code: name.slice(0, 3).toUpperCase(),
    goals,
    behinds,
    points: goals * 6 + behinds,
    margin: 0,
    result: "",
    resultCode: "",
    periods: quarters.map(([g, b], i) => ({
      period: i + 1,
      goals: 0,
      behinds: 0,
      points: 0,
      margin: 0,
      result: "",
      resultCode: "",
      goalsCumulative: g,
      behindsCumulative: b,
      pointsCumulative: g * 6 + b,
      marginCumulative: 0,
    })),
  };
}

/** A match's score by period for two sides; no winner (a live match, or one the test does not need). */
export const matchScores = (home: Cumulative, away: Cumulative): MatchScores => ({
  matchId: 1,
  result: "",
  resultCode: "",
  winningSquadId: null,
  home: scoreSide(1, "Hawks", home),
  away: scoreSide(2, "Rovers", away),
});
