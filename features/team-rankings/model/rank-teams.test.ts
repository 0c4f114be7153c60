import { describe, expect, it } from "vitest";
import { RANKING_METRICS, SCORE, type RankingMetric } from "./ranking-metrics";
import { competitionRanks, leagueAverage, rankClubs } from "./rank-teams";
import { gamesByClub, roundsPlayed } from "./ranking-window";
import { scoreLineFigures, type TeamGame } from "./team-games";
import type { FiguresByMatch } from "./team-figures";

// Four clubs, three rounds and a final; each figure below is worked out by hand in the test.
const club = (id: number) => ({ id, name: `Club ${String.fromCharCode(64 + id)}`, code: `C${id}` });
const CLUBS = [1, 2, 3, 4].map(club);
function game(
  matchId: number,
  round: number | null,
  date: string,
  h: [number, number, number],
  a: [number, number, number],
): TeamGame {
  const side = ([id, goals, behinds]: [number, number, number]) => ({
    ...club(id),
    goals,
    behinds,
    points: goals * 6 + behinds,
  });
  return { matchId, round, date, home: side(h), away: side(a) };
}
const GAMES: TeamGame[] = [
  game(11, 1, "2024-03-01", [1, 10, 5], [2, 8, 8]), // A 65, B 56
  game(12, 1, "2024-03-02", [3, 12, 2], [4, 7, 3]), // C 74, D 45
  game(21, 2, "2024-03-08", [1, 9, 9], [3, 11, 1]), // A 63, C 67
  game(22, 2, "2024-03-09", [2, 14, 4], [4, 6, 6]), // B 88, D 42
  game(31, 3, "2024-03-15", [4, 10, 10], [1, 10, 10]), // D 70, A 70
  game(32, 3, "2024-03-16", [3, 5, 5], [2, 15, 5]), // C 35, B 95
  game(41, null, "2024-03-23", [2, 9, 9], [1, 9, 3]), // a final: B 63, A 57
];
// Inside 50s by match and club (home, away), as the kept box scores' sums would give them.
const I50: Record<number, [number, number]> = {
  11: [50, 40],
  12: [60, 30],
  21: [45, 55],
  22: [70, 20],
  31: [52, 52],
  32: [30, 66],
  41: [48, 44],
};
const i50: FiguresByMatch = new Map(
  GAMES.map((g) => [
    g.matchId,
    {
      [g.home.id]: { total: I50[g.matchId][0], cells: null },
      [g.away.id]: { total: I50[g.matchId][1], cells: null },
    },
  ]),
);
const metric = (code: string): RankingMetric => RANKING_METRICS.find((m) => m.code === code)!;
const METRICS = [metric(SCORE), metric("INSIDE_50")];
const FIGURES = { ...scoreLineFigures(GAMES), INSIDE_50: i50 };
const ids = CLUBS.map((c) => c.id);

const ranked = (window: Parameters<typeof gamesByClub>[2]) =>
  rankClubs(CLUBS, gamesByClub(GAMES, ids, window), METRICS, FIGURES, null);
const of = (rows: ReturnType<typeof ranked>, id: number, code: string) =>
  rows.find((r) => r.club.id === id)!.figures[code]!;

describe("competitionRanks", () => {
  it("gives level values the better rank and skips the next (1, 2, 2, 4), best first either way", () => {
    expect(competitionRanks([10, 30, 20, 20], true)).toEqual([4, 1, 2, 2]);
    expect(competitionRanks([10, 30, 20, 20], false)).toEqual([1, 4, 2, 2]);
  });
  it("leaves a missing value unranked and does not count it", () => {
    expect(competitionRanks([5, null, 7], true)).toEqual([2, null, 1]);
  });
  it("takes figures a game equal but for binary rounding as level", () => {
    expect(competitionRanks([0.1 + 0.2, 0.3], true)).toEqual([1, 1]);
  });
});

describe("rankClubs over the season", () => {
  const rows = ranked({ kind: "season" });
  it("counts each club's matches, the final included", () => {
    expect(rows.map((r) => r.games)).toEqual([4, 4, 3, 3]);
  });
  it("averages points for and against a game, and the difference", () => {
    // A: for 65+63+70+57 = 255, against 56+67+70+63 = 256, over 4.
    expect(of(rows, 1, SCORE).value).toEqual({ for: 255 / 4, against: 256 / 4, diff: -1 / 4 });
    // B: for 56+88+95+63 = 302, against 65+42+35+57 = 199.
    expect(of(rows, 2, SCORE).value).toEqual({ for: 302 / 4, against: 199 / 4, diff: 103 / 4 });
  });
  it("ranks 'for' highest first and 'against' lowest first", () => {
    // Inside 50s a game. For: A (50+45+52+44)/4 = 47.75, B (40+70+66+48)/4 = 56, C (60+55+30)/3 = 48.33,
    // D (30+20+52)/3 = 34. Against: A (40+55+52+48)/4 = 48.75, B (50+20+30+44)/4 = 36, C (30+45+66)/3 = 47,
    // D (60+70+52)/3 = 60.67.
    const f = (id: number) => of(rows, id, "INSIDE_50");
    expect([1, 2, 3, 4].map((id) => f(id).rank.for)).toEqual([3, 1, 2, 4]);
    expect([1, 2, 3, 4].map((id) => f(id).rank.against)).toEqual([3, 1, 2, 4]);
    expect(f(4).value.against).toBeCloseTo(182 / 3, 10);
    // Differences: A -1, B 20, C 1.33, D -26.67.
    expect([1, 2, 3, 4].map((id) => f(id).rank.diff)).toEqual([3, 1, 2, 4]);
  });
  it("gives the league's average as the mean of the clubs' figures a game", () => {
    expect(leagueAverage(rows, "INSIDE_50", "for")).toBeCloseTo((47.75 + 56 + 145 / 3 + 34) / 4, 10);
  });
});

describe("rankClubs after a round", () => {
  it("counts the home-and-away matches up to and including the round, no final", () => {
    const rows = ranked({ kind: "round", round: 2 });
    expect(rows.map((r) => r.games)).toEqual([2, 2, 2, 2]);
    // A: 65 and 63 for, 56 and 67 against.
    expect(of(rows, 1, SCORE).value).toEqual({ for: 64, against: 61.5, diff: 2.5 });
  });
  it("shares a rank between level clubs", () => {
    // After round 1 inside 50s for: A 50, B 40, C 60, D 30; against: A 40, B 50, C 30, D 60.
    const rows = ranked({ kind: "round", round: 1 });
    expect([1, 2, 3, 4].map((id) => of(rows, id, "INSIDE_50").rank.for)).toEqual([2, 3, 1, 4]);
    // Differences: A +10, B -10, C +30, D -30.
    expect([1, 2, 3, 4].map((id) => of(rows, id, "INSIDE_50").rank.diff)).toEqual([2, 3, 1, 4]);
    const level = rankClubs(
      CLUBS,
      gamesByClub(GAMES, ids, { kind: "round", round: 3 }),
      METRICS,
      FIGURES,
      null,
    );
    // After round 3 A and D kicked 52 each in their draw; points for a game: A (65+63+70)/3 = 66,
    // B (56+88+95)/3 = 79.67, C (74+67+35)/3 = 58.67, D (45+42+70)/3 = 52.33.
    expect([1, 2, 3, 4].map((id) => of(level, id, SCORE).rank.for)).toEqual([2, 1, 3, 4]);
  });
  it("lists the rounds played, not the finals", () => {
    expect(roundsPlayed(GAMES)).toEqual([1, 2, 3]);
  });
});

describe("rankClubs over the last five", () => {
  it("takes each club's own most recent matches", () => {
    const two = [...GAMES, game(42, null, "2024-03-30", [2, 1, 1], [3, 1, 1])];
    const withLast = gamesByClub(two, ids, { kind: "last5" });
    expect(withLast.get(2)!.map((g) => g.matchId)).toEqual([11, 22, 32, 41, 42]);
    const more = [...two, game(43, null, "2024-04-06", [2, 2, 2], [1, 2, 2])];
    expect(
      gamesByClub(more, ids, { kind: "last5" })
        .get(2)!
        .map((g) => g.matchId),
    ).toEqual([22, 32, 41, 42, 43]);
    expect(
      gamesByClub(more, ids, { kind: "last5" })
        .get(4)!
        .map((g) => g.matchId),
    ).toEqual([12, 22, 31]);
  });
});

describe("rankClubs with a measure missing", () => {
  it("leaves out a match without the figure and a club with none unranked", () => {
    const some: FiguresByMatch = new Map([
      [11, { 1: { total: 9, cells: null }, 2: { total: 3, cells: null } }],
    ]);
    const rows = rankClubs(
      CLUBS,
      gamesByClub(GAMES, ids, { kind: "season" }),
      [metric("TACKLE")],
      { TACKLE: some },
      null,
    );
    expect(of(rows, 1, "TACKLE").value).toEqual({ for: 9, against: 3, diff: 6 });
    expect(rows.find((r) => r.club.id === 3)!.figures.TACKLE).toBeNull();
  });
  it("ranks clangers, where more is worse, lowest first for the club's own and highest for its opponents'", () => {
    const cl: FiguresByMatch = new Map([
      [11, { 1: { total: 40, cells: null }, 2: { total: 50, cells: null } }],
    ]);
    const rows = rankClubs(
      CLUBS,
      gamesByClub(GAMES, ids, { kind: "round", round: 1 }),
      [metric("CLANGER")],
      { CLANGER: cl },
      null,
    );
    // A made 40 and drew 50 from B (difference -10): best on every side; B the reverse.
    expect(of(rows, 1, "CLANGER").rank).toEqual({ for: 1, against: 1, diff: 1 });
    expect(of(rows, 2, "CLANGER").rank).toEqual({ for: 2, against: 2, diff: 2 });
  });
});
