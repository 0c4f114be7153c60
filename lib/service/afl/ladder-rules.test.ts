import { describe, expect, it } from "vitest";
import { computeLadder } from "./compute-ladder";
import { aflLadderRules, byeRounds } from "./ladder-rules";

const m = (roundNumber: number, homeSquadId: number, awaySquadId: number) => ({
  roundNumber,
  homeSquadId,
  awaySquadId,
});

describe("the ladder rules of each era", () => {
  it("gives 4 a win and 2 a draw always, and 4 a bye in the VFL (before 1990) only", () => {
    expect(aflLadderRules(1897)).toEqual({ win: 4, draw: 2, bye: 4 });
    expect(aflLadderRules(1943)).toEqual({ win: 4, draw: 2, bye: 4 });
    expect(aflLadderRules(1989)).toEqual({ win: 4, draw: 2, bye: 4 });
    expect(aflLadderRules(1990)).toEqual({ win: 4, draw: 2, bye: 0 });
    expect(aflLadderRules(2011)).toEqual({ win: 4, draw: 2, bye: 0 });
  });

  it("counts a round without a match as a bye, the first and the last round included", () => {
    // Three clubs, one bye a round.
    const byes = byeRounds([1, 2, 3], [1, 2, 3], [m(1, 1, 2), m(2, 2, 3), m(3, 1, 3)]);
    expect(byes).toEqual(
      new Map([
        [1, [2]],
        [2, [3]],
        [3, [1]],
      ]),
    );
  });

  it("does not count two or more rounds without a match at the end: the club is out (1943)", () => {
    const byes = byeRounds(
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [m(1, 1, 2), m(1, 3, 4), m(2, 1, 3), m(3, 1, 2), m(4, 2, 3)],
    );
    expect(byes.get(4)).toEqual([]); // played round 1 only
    expect(byes.get(2)).toEqual([2]);
    expect(byes.get(1)).toEqual([4]);
  });

  it("adds the bye points to the ladder and ranks on them", () => {
    const matches = [
      {
        homeSquadId: 1,
        awaySquadId: 2,
        homePoints: 80,
        awayPoints: 60,
        roundNumber: 1,
        utcStart: "1924-05-01T04:00:00.000Z",
      },
      {
        homeSquadId: 2,
        awaySquadId: 3,
        homePoints: 70,
        awayPoints: 70,
        roundNumber: 2,
        utcStart: "1924-05-08T04:00:00.000Z",
      },
    ];
    const squads = [1, 2, 3].map((id) => ({ id, name: `S${id}`, code: `S${id}` }));
    const byeCounts = new Map([
      [1, 1],
      [3, 1],
    ]);
    const vfl = computeLadder(matches, squads, { rules: aflLadderRules(1924), byeCounts });
    expect(vfl.map((e) => [e.id, e.ladderPoints, e.matches.played])).toEqual([
      [1, 8, 1],
      [3, 6, 1],
      [2, 2, 2],
    ]);
    const afl = computeLadder(matches, squads, { rules: aflLadderRules(1991), byeCounts });
    expect(afl.map((e) => [e.id, e.ladderPoints])).toEqual([
      [1, 4],
      [3, 2],
      [2, 2],
    ]);
  });
});
