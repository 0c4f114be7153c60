import { describe, expect, it } from "vitest";
import { tallyResults } from "./ladder-tally";

const squads = [1, 2, 3].map((id) => ({ id, name: `S${id}`, code: `S${id}` }));
const match = (round: number, home: number, away: number, hp: number, ap: number) => ({
  homeSquadId: home,
  awaySquadId: away,
  homePoints: hp,
  awayPoints: ap,
  roundNumber: round,
  utcStart: `2025-03-0${round}T08:00:00Z`,
});

describe("tallyResults", () => {
  it("counts each side's win, loss or draw and its points for and against, every squad listed", () => {
    const [a, b, c] = tallyResults([match(1, 1, 2, 80, 70), match(2, 2, 1, 60, 60)], squads);
    expect(a).toMatchObject({ played: 2, win: 1, draw: 1, loss: 0, for: 140, against: 130 });
    expect(b).toMatchObject({ played: 2, win: 0, draw: 1, loss: 1, for: 130, against: 140 });
    expect(c).toMatchObject({ played: 0, for: 0, results: [] });
    expect(a.results.map((r) => [r.roundNumber, r.r])).toEqual([
      [1, "W"],
      [2, "D"],
    ]);
  });

  it("leaves out rounds after the one asked, and refuses a match of a squad not listed", () => {
    const [a] = tallyResults([match(1, 1, 2, 80, 70), match(2, 1, 2, 50, 90)], squads, 1);
    expect(a).toMatchObject({ played: 1, win: 1 });
    expect(() => tallyResults([match(1, 1, 9, 1, 0)], squads)).toThrow(
      "computeLadder: squad 9 is in a match but not in the squad list",
    );
  });
});
