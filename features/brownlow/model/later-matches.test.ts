import { describe, expect, it } from "vitest";
import { laterSimMatches } from "./later-matches";
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

  it("field each side's latest lineup, each player as strong as his average so far", () => {
    const [m] = laterSimMatches([{ homeId: 1, awayId: 2 }], counted, order);
    // Squad 1's latest side is players 1 and 4; squad 2's is player 6 (its only match, the second).
    expect(m.players).toEqual([0, 2, 4]);
    const strength = [3, 1, 0].map(Math.exp); // player 1: (2 + 4) / 2
    const sum = strength.reduce((a, b) => a + b);
    m.first.forEach((p, i) => expect(p).toBeCloseTo(strength[i] / sum, 12));
  });

  it("leave out a match without three players known", () => {
    expect(laterSimMatches([{ homeId: 3, awayId: 2 }], counted, order)).toEqual([]);
  });
});
