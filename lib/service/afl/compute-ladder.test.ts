import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Dataset } from "../model/dataset";
import { computeLadder, roundRatio, type LadderMatch } from "./compute-ladder";
import { loadAflDataset } from "./load-afl-dataset";
import { parseCsv } from "../../format/parse-csv";

const SQUADS = [
  { id: 1, name: "Alpha", code: "ALP" },
  { id: 2, name: "Bravo", code: "BRA" },
  { id: 3, name: "Charlie", code: "CHA" },
  { id: 4, name: "Delta", code: "DEL" },
];
let day = 1;
const match = (home: number, away: number, hp: number, ap: number, round: number): LadderMatch => ({
  homeSquadId: home,
  awaySquadId: away,
  homePoints: hp,
  awayPoints: ap,
  roundNumber: round,
  utcStart: `2024-03-${String(day++).padStart(2, "0")}T08:30:00.000Z`,
});

describe("computeLadder (unit)", () => {
  it("scores a draw as 2 points each and lists squads that have not played with zeros", () => {
    const ladder = computeLadder([match(1, 2, 80, 80, 1)], SQUADS);
    const alpha = ladder.find((e) => e.id === 1);
    expect(alpha).toMatchObject({
      ladderPoints: 2,
      ladderPercentage: 100,
      form: "D",
      matches: { played: 1, win: 0, winPct: 0, draw: 1, loss: 0 },
      scores: { for: 80, against: 80, margin: 0, forAverage: 80, againstAverage: 80, marginAverage: 0 },
    });
    const idle = ladder.find((e) => e.id === 4);
    expect(idle).toMatchObject({
      position: 4,
      ladderPoints: 0,
      ladderPercentage: 0,
      form: "",
      matches: { played: 0, win: 0, winPct: 0, draw: 0, loss: 0 },
      scores: { for: 0, against: 0, margin: 0, forAverage: 0, againstAverage: 0, marginAverage: 0 },
    });
  });

  it("publishes 0% when nothing was conceded but still ranks that side first", () => {
    const ladder = computeLadder([match(3, 4, 50, 0, 1), match(1, 2, 100, 10, 1)], SQUADS);
    expect(ladder.map((e) => e.code)).toEqual(["CHA", "ALP", "BRA", "DEL"]);
    expect(ladder[0].ladderPercentage).toBe(0);
    expect(ladder[1].ladderPercentage).toBe(1000);
    expect(ladder[3].ladderPercentage).toBe(0);
  });

  it("orders by points, then percentage, then points for, then name", () => {
    const ladder = computeLadder(
      [match(1, 3, 90, 60, 1), match(2, 4, 120, 80, 1), match(1, 4, 50, 60, 2), match(2, 3, 60, 61, 2)],
      SQUADS,
    );
    // Everyone on 4 points, so percentage decides, against alphabetical order.
    expect(ladder.map((e) => [e.code, e.ladderPoints, e.ladderPercentage])).toEqual([
      ["BRA", 4, 127.66],
      ["ALP", 4, 116.67],
      ["DEL", 4, 82.35],
      ["CHA", 4, 80.67],
    ]);
    expect(ladder.map((e) => e.position)).toEqual([1, 2, 3, 4]);
    // Equal points and percentage (50%): more points for wins; with nothing to split them, the name.
    const tie = computeLadder([match(1, 2, 100, 50, 1), match(3, 4, 200, 100, 1)], SQUADS);
    expect(tie.map((e) => e.code)).toEqual(["CHA", "ALP", "DEL", "BRA"]);
    const idle = computeLadder([], [...SQUADS].reverse());
    expect(idle.map((e) => e.code)).toEqual(["ALP", "BRA", "CHA", "DEL"]);
  });

  it("builds the form string from the last five results, newest last, and rounds averages", () => {
    const games = [
      match(1, 2, 60, 70, 1), // L
      match(3, 1, 60, 90, 2), // W
      match(1, 4, 80, 80, 3), // D
      match(1, 2, 81, 70, 4), // W
      match(3, 1, 100, 70, 5), // L
      match(1, 4, 90, 40, 6), // W
    ];
    const alpha = computeLadder(games, SQUADS).find((e) => e.id === 1);
    expect(alpha?.form).toBe("WDWLW");
    expect(alpha?.matches).toEqual({ played: 6, win: 3, winPct: 50, draw: 1, loss: 2 });
    expect(alpha?.scores).toEqual({
      for: 471,
      against: 420,
      margin: 51,
      forAverage: 78.5,
      againstAverage: 70,
      marginAverage: 8.5,
    });
    // A round cut-off keeps only rounds up to N; form follows start time, not array order.
    const cut = computeLadder([...games].reverse(), SQUADS, { uptoRoundNumber: 3 }).find((e) => e.id === 1);
    expect([cut?.form, cut?.matches.played]).toEqual(["LWD", 3]);
  });

  it("rounds half away from zero", () => {
    expect(roundRatio(-5, 2, 0)).toBe(-3);
    expect(roundRatio(1, 3, 1)).toBe(0.3);
    expect(roundRatio(200, 3, 2)).toBe(66.67);
    expect(roundRatio(7, 0, 1)).toBe(0);
  });
});

describe("computeLadder: edges", () => {
  it("refuses a match of a squad that is not in the list, naming it", () => {
    expect(() => computeLadder([match(1, 9, 50, 40, 1)], SQUADS)).toThrow(
      "computeLadder: squad 9 is in a match but not in the squad list",
    );
  });

  it("ranks a side that has played and lost above one that has not played (0 for, 0 against)", () => {
    const ladder = computeLadder([match(1, 2, 100, 50, 1)], SQUADS);
    expect(ladder.map((e) => e.code)).toEqual(["ALP", "BRA", "CHA", "DEL"]);
    const idleFirst = computeLadder([match(3, 4, 100, 50, 1)], SQUADS);
    expect(idleFirst.map((e) => e.code)).toEqual(["CHA", "DEL", "ALP", "BRA"]);
  });

  it("orders squads level on everything by name, whatever the input order", () => {
    const names = ["Kilo", "Bravo", "Juliet", "Alpha", "Hotel", "Delta", "India", "Charlie", "Golf", "Echo"];
    const squads = names.map((name, i) => ({ id: i + 1, name, code: name.slice(0, 3).toUpperCase() }));
    expect(computeLadder([], squads).map((e) => e.name)).toEqual([...names].sort());
  });

  it("builds the form in start-time order, then round order for matches that started together", () => {
    const at = (home: number, away: number, hp: number, ap: number, round: number, utcStart: string) => ({
      ...match(home, away, hp, ap, round),
      utcStart,
    });
    const games = [
      at(1, 2, 90, 50, 1, "2024-05-10T08:00:00.000Z"), // W, played last
      at(1, 3, 50, 90, 2, "2024-05-01T08:00:00.000Z"), // L, played first
      at(1, 4, 70, 70, 3, "2024-05-05T08:00:00.000Z"), // D
    ];
    expect(computeLadder(games, SQUADS).find((e) => e.id === 1)?.form).toBe("LDW");
    const together = [
      at(1, 2, 90, 50, 2, "2024-05-01T08:00:00.000Z"), // W in round 2
      at(1, 3, 50, 90, 1, "2024-05-01T08:00:00.000Z"), // L in round 1
    ];
    expect(computeLadder(together, SQUADS).find((e) => e.id === 1)?.form).toBe("LW");
  });

  it("publishes no form when asked for none, and the last N results when asked for N", () => {
    const games = [match(1, 2, 90, 50, 1), match(1, 3, 50, 90, 2), match(1, 4, 70, 70, 3)];
    expect(computeLadder(games, SQUADS, { formLength: 0 }).map((e) => e.form)).toEqual(["", "", "", ""]);
    expect(computeLadder(games, SQUADS, { formLength: 2 }).find((e) => e.id === 1)?.form).toBe("LD");
  });
});

describe("computeLadder on the real seasons", () => {
  const dir = join(process.cwd(), "data/afl");
  // Loaded only when these tests run (not when the file is collected: mutation runs pick single tests).
  let d: Dataset;
  beforeAll(() => {
    d = loadAflDataset(dir);
  });
  const points = (q: { goals: number; behinds: number }[]) => 6 * q[3].goals + q[3].behinds;

  for (const [year, seasonId] of [
    [2023, 52],
    [2024, 62],
    [2025, 73],
  ] as const) {
    it(`reproduces ladder_${year}_computed.csv exactly`, () => {
      const expected = parseCsv(readFileSync(join(dir, `ladder_${year}_computed.csv`), "utf8"));
      const ladder = computeLadder(
        d.matches
          .filter((m) => m.seasonId === seasonId && m.typeCode === "HA")
          .map((m) => ({
            homeSquadId: m.homeSquadId,
            awaySquadId: m.awaySquadId,
            homePoints: points(m.homeQuarters),
            awayPoints: points(m.awayQuarters),
            roundNumber: m.roundNumber,
            utcStart: m.utcStart,
          })),
        d.squads,
      );
      expect(expected).toHaveLength(18);
      expect(
        ladder.map((e) => [
          e.position,
          e.name,
          e.matches.played,
          e.matches.win,
          e.matches.loss,
          e.matches.draw,
          e.scores.for,
          e.scores.against,
          e.ladderPercentage.toFixed(2),
          e.ladderPoints,
        ]),
      ).toEqual(
        expected.map((r) => [
          Number(r.pos),
          r.team,
          Number(r.played),
          Number(r.won),
          Number(r.lost),
          Number(r.drawn),
          Number(r.points_for),
          Number(r.points_against),
          r.percentage,
          Number(r.premiership_points),
        ]),
      );
    });
  }
});
