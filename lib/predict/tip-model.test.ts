import { describe, expect, it } from "vitest";
import { normalCdf } from "./normal";
import { createTipModel, newcomers, restDays, type TipInput } from "./tip-model";

const params = { sigma: 36, restPerDay: -0.5, alpha: 0.5, priorGames: 1, ridge: 10 };
const match = (start: string, over: Partial<TipInput> = {}): TipInput => ({
  start,
  teamExpected: 10,
  homeRest: 7,
  awayRest: 7,
  homePlayers: [],
  awayPlayers: [],
  homeNewcomers: 0,
  awayNewcomers: 0,
  ...over,
});

describe("the tipping model", () => {
  it("is the rating model plus the rest term before it has learnt anything", () => {
    const m = createTipModel(params);
    const tip = m.tip(match("2023-03-16T08:20Z", { homeRest: 10, awayRest: 6, homePlayers: ["a"] }));
    expect(tip.expected).toBeCloseTo(10 - 0.5 * 4, 9);
    expect(tip.probability).toBeCloseTo(normalCdf(8 / 36), 9);
    expect(tip.players).toBe(0);
  });

  it("gives newcomers nothing before it has learnt, then what earlier days' results say they cost", () => {
    const m = createTipModel(params);
    const young = { homeNewcomers: 5, awayNewcomers: 1 };
    const before = m.tip(match("2023-03-16T08:20Z", young));
    expect(before.newcomers).toBe(4);
    expect(before.expected).toBeCloseTo(10, 9);
    // Sides with four more newcomers than their opponents lose 20 points to their expected margin
    // (every other match goes as expected): each newcomer learns to cost points.
    for (let d = 16; d < 28; d++) {
      const day = `2023-03-${d}T08:20Z`;
      m.learn(match(day, young), -10, []);
      m.learn(match(day), 10, []);
    }
    // A later day's tip carries the term (the coefficients are refitted as a tip is asked for).
    const later = m.tip(match("2023-03-29T08:20Z", young));
    const [a, , c] = m.coefficients();
    // Ridge shrinks both towards the prior (a = 1, c = 0); the newcomers take the blame.
    expect(a).toBeGreaterThan(0.5);
    expect(c).toBeLessThan(-2);
    expect(later.expected).toBeCloseTo(a * 10 + c * 4, 9);
    expect(later.expected).toBeLessThan(2);
    expect(m.tip(match("2023-03-29T09:20Z", { homeNewcomers: 2, awayNewcomers: 2 })).newcomers).toBe(0);
  });

  it("learns from a result only from the next day on (a match never sees its own day's results)", () => {
    const m = createTipModel(params);
    // A home side that beats its expected margin by 40 every time: the regression's a grows above 1.
    m.learn(match("2023-03-16T08:20Z"), 50, []);
    const sameDay = m.tip(match("2023-03-16T10:00Z"));
    expect(sameDay.expected).toBeCloseTo(10, 9);
    const nextDay = m.tip(match("2023-03-17T08:00Z"));
    expect(nextDay.expected).toBeGreaterThan(10.5);
    expect(m.coefficients()[0]).toBeGreaterThan(1);
  });

  it("rates a player by his earlier box scores, shrunk towards the average player", () => {
    const m = createTipModel(params);
    m.learn(match("2023-03-16T08:20Z"), 0, [
      { player: "star", fantasy: 130, percentPlayed: 100, gamesBefore: 50 },
      { player: "rookie", fantasy: 30, percentPlayed: 100, gamesBefore: 50 },
    ]);
    // Average 80; one game against one game's worth of prior: halfway between.
    expect(m.ratingOf("star")).toBeCloseTo(105, 9);
    expect(m.ratingOf("rookie")).toBeCloseTo(55, 9);
    expect(m.ratingOf("unknown")).toBeCloseTo(80, 9);
    const tip = m.tip(match("2023-03-20T08:20Z", { homePlayers: ["star"], awayPlayers: ["rookie"] }));
    expect(tip.players).toBeCloseTo(50, 9);
  });

  it("scales a part game up to a whole one (at most half again)", () => {
    const m = createTipModel(params);
    m.learn(match("2023-03-16T08:20Z"), 0, [
      { player: "sub", fantasy: 40, percentPlayed: 50, gamesBefore: 50 },
      { player: "full", fantasy: 80, percentPlayed: 100, gamesBefore: 50 },
      { player: "cameo", fantasy: 20, percentPlayed: 10, gamesBefore: 50 },
    ]);
    expect(m.ratingOf("sub") - m.ratingOf("cameo")).toBeCloseTo((60 - 30) / 2, 9);
  });
});

describe("newcomers", () => {
  it("counts the selected players with fewer than 20 AFL games before the match", () => {
    expect(newcomers([0, 19, 20, 150, 3])).toBe(3);
    expect(newcomers([])).toBe(0);
  });
});

describe("rest days", () => {
  it("counts days since the last match, held to 4–14, and the most for a first match", () => {
    expect(restDays("2023-03-16T08:20Z", "2023-03-23T08:20Z")).toBe(7);
    expect(restDays("2023-03-16T08:20Z", "2023-03-18T08:20Z")).toBe(4);
    expect(restDays("2023-01-16T08:20Z", "2023-03-18T08:20Z")).toBe(14);
    expect(restDays(undefined, "2023-03-18T08:20Z")).toBe(14);
  });
});
