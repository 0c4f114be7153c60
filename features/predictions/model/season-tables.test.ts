import { describe, expect, it } from "vitest";
import type { SeasonInput } from "./season-input";
import { RATING_PARAMS } from "./params";
import {
  AWAY_WINS,
  EXACT_MARGIN,
  HOME_WINS,
  NO_PICK,
  pairKey,
  playedLadder,
  realFinals,
  remainingGames,
  teamIndex,
} from "./season-tables";

const team = (id: number, region: string) => ({ id, name: `T${id}`, code: `T${id}`, region, rating: 0 });
const input: SeasonInput = {
  seasonId: 1,
  afterRound: null,
  teams: [team(10, "Australia/Melbourne"), team(20, "Australia/Perth"), team(30, "Australia/Melbourne")],
  played: [
    { home: 10, away: 20, homeScore: 80, awayScore: 60 },
    { home: 30, away: 10, homeScore: 70, awayScore: 70 },
  ],
  remaining: [
    { id: 1, round: 5, roundName: "Round 5", home: 20, away: 10, venueRegion: "Australia/Perth" },
    { id: 2, round: 5, roundName: "Round 5", home: 30, away: 10, venueRegion: "Australia/Melbourne" },
    { id: 3, round: 6, roundName: "Round 6", home: 10, away: 30, venueRegion: "Australia/Melbourne" },
  ],
  finals: { format: "afl-top-eight", teams: 8, name: "the AFL's top-eight system" },
  finalsPlayed: [{ week: 1, home: 30, away: 20, winner: 20 }],
  premier: null,
  grandFinalRegion: "Australia/Melbourne",
  rating: RATING_PARAMS,
  meanScore: 80,
};
const at = teamIndex(input.teams);

describe("teamIndex", () => {
  it("finds a squad's place, and names a squad that is not one of the teams", () => {
    expect([at(10), at(20), at(30)]).toEqual([0, 1, 2]);
    expect(() => at(99)).toThrow("squad 99 is not one of the season's teams");
  });
});

describe("playedLadder", () => {
  it("gives 4 points a win, 2 each a draw, and each side's scores for and against", () => {
    const base = playedLadder(input.played, 3, at);
    expect([...base.points]).toEqual([6, 0, 2]);
    expect([...base.for]).toEqual([150, 60, 70]);
    expect([...base.against]).toEqual([130, 80, 70]);
  });
});

describe("remainingGames", () => {
  it("shifts by home advantage and the travel of whichever side is away from home, and codes the picks", () => {
    const picks = new Map([
      [1, { side: "away" as const }],
      [3, { margin: -4 }],
    ]);
    const g = remainingGames(input, picks, at);
    const { hga, travel } = RATING_PARAMS;
    expect([...g.home]).toEqual([1, 2, 0]);
    expect([...g.away]).toEqual([0, 0, 2]);
    expect(g.shift[0]).toBeCloseTo(hga + travel, 12); // Melbourne's side travels to Perth
    expect(g.shift[1]).toBeCloseTo(hga, 12);
    expect([...g.pick]).toEqual([AWAY_WINS, NO_PICK, EXACT_MARGIN]);
    expect(g.margin[2]).toBe(-4);
    expect(remainingGames(input, new Map([[2, { side: "home" as const }]]), at).pick[1]).toBe(HOME_WINS);
  });
});

describe("realFinals", () => {
  it("keys a played final by its week and teams either way round", () => {
    const real = realFinals(input.finalsPlayed, at);
    expect(real.get(pairKey(1, at(20), at(30)))).toBe(at(20));
    expect(real.get(pairKey(2, at(20), at(30)))).toBeUndefined();
  });
});
