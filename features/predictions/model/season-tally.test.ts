import { describe, expect, it } from "vitest";
import { newRun } from "./season-run";
import { MINOR, TOP4, FINALS, countLadder, newTally, outlookTeams } from "./season-tally";

/** A season's end: points, scores for and against, tie-breaks, a team each. */
function ended(points: number[], pf: number[], pa: number[], tie: number[]) {
  const run = newRun(points.length);
  run.points.set(points);
  run.pf.set(pf);
  run.pa.set(pa);
  run.tieBreak.set(tie);
  return run;
}

describe("countLadder", () => {
  it("orders by points, then percentage, then the tie-break draw, and counts each team's place", () => {
    const t = newTally(10);
    const run = ended(
      [40, 40, 40, 20, 20, 20, 20, 20, 20, 0],
      [1000, 900, 900, 800, 800, 800, 800, 800, 800, 0],
      [800, 800, 800, 800, 800, 800, 800, 800, 800, 0],
      [0.1, 0.2, 0.9, 0.5, 0.4, 0.3, 0.2, 0.1, 0.6, 0.5],
    );
    expect(countLadder(t, run, 8)).toEqual([0, 2, 1, 8, 3, 4, 5, 6, 7, 9]);
    expect(t.flags[0][MINOR]).toBe(1);
    expect([t.flags[8][TOP4], t.flags[8][FINALS]]).toEqual([1, 1]);
    expect([t.flags[3][TOP4], t.flags[3][FINALS]]).toEqual([0, 1]); // fifth
    expect([t.flags[6][TOP4], t.flags[6][FINALS]]).toEqual([0, 1]);
    expect(t.flags[7][FINALS]).toBe(0);
    expect(t.posCount[9][9]).toBe(1);
  });

  it("counts the finals' places at the season's line: the top five of a final five", () => {
    const t = newTally(6);
    countLadder(
      t,
      ended([24, 20, 16, 12, 8, 4], [6, 5, 4, 3, 2, 1], [1, 1, 1, 1, 1, 1], [0, 0, 0, 0, 0, 0]),
      5,
    );
    expect(t.flags.map((f) => f[FINALS])).toEqual([1, 1, 1, 1, 1, 0]);
    expect(t.flags.map((f) => f[TOP4])).toEqual([1, 1, 1, 1, 0, 0]);
  });

  it("counts a team with nothing against as 100 in the expected percentage", () => {
    const t = newTally(2);
    countLadder(t, ended([4, 0], [100, 0], [0, 100], [0, 0]), 8);
    expect([...t.sumPct]).toEqual([100, 0]);
    expect([...t.sumWins]).toEqual([1, 0]);
  });
});

describe("outlookTeams", () => {
  it("gives the counts as shares of the seasons simulated", () => {
    const t = newTally(2);
    countLadder(t, ended([4, 0], [100, 50], [50, 100], [0, 0]), 8);
    countLadder(t, ended([0, 4], [50, 100], [100, 50], [0, 0]), 8);
    const [a] = outlookTeams([{ id: 7 }, { id: 8 }], t, 2);
    expect(a).toEqual({
      id: 7,
      expectedWins: 0.5,
      expectedPercentage: 125,
      positions: [0.5, 0.5],
      finals: 1,
      top4: 1,
      minorPremiership: 0.5,
      premiership: 0,
    });
  });
});
