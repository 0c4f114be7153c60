import { describe, expect, it } from "vitest";
import type { MatchDetails, Transaction } from "@/lib/contract";
import { isFinal, liveStateOf } from "./live-state";

const HOME = { id: 1, name: "Home", code: "HOM" };
const AWAY = { id: 2, name: "Away", code: "AWY" };
const match = (over: Partial<MatchDetails> = {}) =>
  ({
    id: 7,
    home: { ...HOME, score: { goals: 1, behinds: 2, points: 8 } },
    away: { ...AWAY, score: { goals: 0, behinds: 1, points: 1 } },
    status: {
      typeName: "Live",
      name: "In Progress",
      code: "LIVE",
      period: 2,
      periodSecs: 300,
      remainingSecs: 1500,
      periodDisplay: "Q2 5:00",
    },
    periods: [
      { period: 1, utcPeriodStart: "x", utcPeriodEnd: "y", periodSecs: 1900 },
      { period: 2, utcPeriodStart: "x", utcPeriodEnd: null, periodSecs: 300 },
    ],
    ...over,
  }) as unknown as MatchDetails;

let nextId = 1;
const trx = (
  code: string,
  squad: typeof HOME | null,
  home: number,
  away: number,
  over: Partial<Transaction> = {},
) =>
  ({
    id: nextId++,
    code,
    name: code,
    period: 1,
    periodSecs: nextId * 10,
    homeScore: home,
    awayScore: away,
    squad,
    person: squad ? { displayName: `${squad.code} player` } : null,
    zoneLogical: "MID",
    location: { x: 1, y: 2 },
    ...over,
  }) as unknown as Transaction;

const events = [
  trx("KICK", HOME, 0, 0),
  trx("GOAL", HOME, 6, 0, { zoneLogical: "F50" }),
  trx("MARK", AWAY, 6, 0, { zoneLogical: "F50" }),
  trx("MARK", AWAY, 6, 0),
  trx("BEHIND", AWAY, 6, 1),
  trx("FREE_FOR", HOME, 6, 1),
  trx("RUSHED_BEHIND", null, 7, 1),
  trx("BEHIND", HOME, 8, 1, { period: 2, periodSecs: 100 }),
];

describe("a live match's state from one beat's answers", () => {
  const s = liveStateOf(match(), events, { expected: 10, sigma: 30 });

  it("the score with its scoring shots, and the clock", () => {
    expect(s.score).toEqual({
      home: { goals: 1, behinds: 2, points: 8, shots: 3 },
      away: { goals: 0, behinds: 1, points: 1, shots: 1 },
    });
    expect(s.clock).toEqual({
      status: "Live",
      name: "In Progress",
      code: "LIVE",
      period: 2,
      periodSecs: 300,
      remainingSecs: 1500,
      display: "Q2 5:00",
    });
    expect(isFinal(s)).toBe(false);
  });

  it("the worm: every score with the margin after it, on a time line of the ended quarters", () => {
    expect(s.worm.map((p) => [p.code, p.side, p.margin])).toEqual([
      ["GOAL", "home", 6],
      ["BEHIND", "away", 5],
      ["RUSHED_BEHIND", "home", 6],
      ["BEHIND", "home", 7],
    ]);
    expect(s.lengths).toEqual([1900, 1800, 1800, 1800]);
    expect(s.worm[3].t).toBe(1900 + 100);
  });

  it("the key events: scoring shots, free kicks and marks inside fifty, with where and who", () => {
    expect(s.keyEvents.map((e) => [e.code, e.side])).toEqual([
      ["GOAL", "home"],
      ["MARK", "away"],
      ["BEHIND", "away"],
      ["FREE_FOR", "home"],
      ["RUSHED_BEHIND", null],
      ["BEHIND", "home"],
    ]);
    expect(s.keyEvents[0]).toMatchObject({ player: "HOM player", x: 1, y: 2 });
  });

  it("the home side's chance, to three places; none without an outlook", () => {
    expect(s.probability).toBeGreaterThan(0.5);
    expect(String(s.probability).length).toBeLessThanOrEqual(5);
    expect(liveStateOf(match(), events, null).probability).toBeNull();
  });

  it("no worm and no key events without the transactions (a licence that does not cover them)", () => {
    const bare = liveStateOf(match(), null, null);
    expect([bare.worm, bare.keyEvents]).toEqual([[], []]);
  });

  it("final once the match is complete", () => {
    const done = match({ status: { ...match().status, typeName: "Complete" } });
    expect(isFinal(liveStateOf(done, events, null))).toBe(true);
  });
});
