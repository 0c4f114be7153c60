import { describe, expect, it } from "vitest";
import { laterSimMatches, PRIOR_GAMES } from "./later-matches";
import type { PredictedMatch } from "./season-count";

const player = (id: number, squadId: number, score: number) => ({
  id,
  name: `P${id}`,
  squadId,
  score,
  three: 0,
  two: 0,
  one: 0,
  expected: 0,
  votes: null,
});
const match = (id: number, players: ReturnType<typeof player>[]): PredictedMatch => ({
  matchId: id,
  round: id,
  real: "none",
  players,
});

describe("the matches still to count", () => {
  // Squad 1 played twice (its side changed: player 3 out, 4 in); squad 2 once; squad 3 never.
  const counted = [
    match(1, [player(1, 1, 2), player(3, 1, 0), player(5, 2, 1)]),
    match(2, [player(1, 1, 4), player(4, 1, 1), player(6, 2, 0)]),
  ];
  const order = new Map([1, 3, 4, 5, 6].map((id, i) => [id, i]));

  it("field each side's latest lineup, each player with the strengths of his games so far", () => {
    const [m] = laterSimMatches([{ homeId: 1, awayId: 2 }], counted, order);
    // Squad 1's latest side is players 1 and 4; squad 2's is player 6 (its second match's side).
    expect(m.players).toEqual([0, 2, 4]);
    // Each with the league's games beside his own: quantiles of all six counted games' strengths.
    const league = [0, 0, 1, 1, 2, 4].map(Math.exp);
    const prior = Array.from(
      { length: PRIOR_GAMES },
      (_, j) => league[Math.floor(((j + 0.5) / PRIOR_GAMES) * 6)],
    );
    expect(m.form).toEqual([
      [Math.exp(2), Math.exp(4), ...prior],
      [Math.exp(1), ...prior],
      [Math.exp(0), ...prior],
    ]);
  });

  it("leave out a match without three players known", () => {
    expect(laterSimMatches([{ homeId: 3, awayId: 2 }], counted, order)).toEqual([]);
  });
});
