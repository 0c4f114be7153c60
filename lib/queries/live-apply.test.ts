import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { Fixture, MatchDetails, MatchScores } from "@/lib/contract";
import type { WormPoint } from "@/lib/charts/score-worm";
import { OP } from "@/lib/contract/operations";
import { sdsKey } from "./keys";
import {
  applyToFixture,
  applyToMatch,
  applyToScores,
  applyToWorm,
  type LiveMessage,
  type LiveWorm,
} from "./live-apply";
import { applyLiveMessage, liveWormKey } from "./live-streams";

const ID = 2024215;
const status = (over: Partial<MatchDetails["status"]> = {}): MatchDetails["status"] => ({
  id: 2,
  name: "In Progress",
  code: "LIVE",
  typeId: 2,
  typeName: "Live",
  period: 2,
  periodSecs: 300,
  periodDisplay: "Q2 05:00",
  remainingSecs: 1500,
  remainingDisplay: "Q2 25:00",
  remainingTime: "25:00",
  ...over,
});
const match = () =>
  ({
    id: ID,
    name: "Geelong v Brisbane Lions",
    status: status(),
    home: { id: 1, name: "Geelong", code: "GEEL", score: { goals: 4, behinds: 3, points: 27 } },
    away: { id: 2, name: "Brisbane Lions", code: "BL", score: { goals: 2, behinds: 1, points: 13 } },
  }) as unknown as MatchDetails;

const period = (p: number, g: number, b: number, cum: [number, number], marginCum: number) => ({
  period: p,
  goals: g,
  behinds: b,
  points: g * 6 + b,
  margin: 0,
  result: "",
  resultCode: "",
  goalsCumulative: cum[0],
  behindsCumulative: cum[1],
  pointsCumulative: cum[0] * 6 + cum[1],
  marginCumulative: marginCum,
});
// Home 3.1 (19) v 1.1 (7) at quarter time; 4.3 (27) v 2.1 (13) in the second quarter.
const scores = (): MatchScores =>
  ({
    matchId: ID,
    result: "",
    resultCode: "",
    winningSquadId: null,
    home: {
      id: 1,
      name: "Geelong",
      code: "GEEL",
      goals: 4,
      behinds: 3,
      points: 27,
      margin: 14,
      result: "",
      resultCode: "",
      periods: [period(1, 3, 1, [3, 1], 12), period(2, 1, 2, [4, 3], 14)],
    },
    away: {
      id: 2,
      name: "Brisbane Lions",
      code: "BL",
      goals: 2,
      behinds: 1,
      points: 13,
      margin: -14,
      result: "",
      resultCode: "",
      periods: [period(1, 1, 1, [1, 1], -12), period(2, 1, 0, [2, 1], -14)],
    },
  }) as MatchScores;

const clock = (over: Partial<NonNullable<LiveMessage["clock"]>> = {}) => ({
  status: "Live",
  name: "In Progress",
  code: "LIVE",
  period: 2,
  periodSecs: 420,
  remainingSecs: 1380,
  display: "Q2 07:00",
  ...over,
});
// A goal to the away side: 3.1 (19).
const goal: LiveMessage = {
  clock: clock(),
  score: {
    home: { goals: 4, behinds: 3, points: 27 },
    away: { goals: 3, behinds: 1, points: 19 },
  },
};

const fixtureMatch = (id: number) => ({
  id,
  status: status(),
  squads: {
    home: { id: 1, name: "Geelong", score: { goals: 4, behinds: 3, points: 27 } },
    away: { id: 2, name: "Brisbane Lions", score: { goals: 2, behinds: 1, points: 13 } },
  },
});
const fixture = (...ids: number[]) =>
  ({
    seasonId: 62,
    phases: [{ id: 1, rounds: [{ id: 27, matches: ids.map(fixtureMatch) }] }],
  }) as unknown as Fixture;

const point = (trxId: number, margin: number): WormPoint => ({
  trxId,
  code: "GOAL",
  side: margin > 0 ? "home" : "away",
  period: 2,
  periodSecs: 100,
  t: 1900,
  player: "A Player",
  homeScore: 0,
  awayScore: 0,
  margin,
});
const worm = (): LiveWorm => ({
  points: [point(1, 6), point(2, 12)],
  lengths: [1900, 1800, 1800, 1800],
  teams: { home: { name: "Geelong", code: "GEEL" }, away: { name: "Brisbane Lions", code: "BL" } },
});

describe("a stream message into the match's details", () => {
  it("the clock into the status, the score into each side, the rest untouched", () => {
    const m = applyToMatch(match(), goal);
    expect(m.status).toEqual(status({ periodSecs: 420, remainingSecs: 1380, periodDisplay: "Q2 07:00" }));
    expect(m.home.score).toEqual({ goals: 4, behinds: 3, points: 27 });
    expect(m.away.score).toEqual({ goals: 3, behinds: 1, points: 19 });
    expect(m.away.name).toBe("Brisbane Lions");
  });

  it("a break's name and code as the page shows them", () => {
    const m = applyToMatch(match(), {
      clock: clock({ name: "Half Time", code: "BREAK", display: "Half Time" }),
    });
    expect([m.status.name, m.status.code, m.status.periodDisplay]).toEqual([
      "Half Time",
      "BREAK",
      "Half Time",
    ]);
    expect(m.home.score).toEqual(match().home.score);
  });

  it("nothing of the clock or the score: the same answer", () => {
    const m = match();
    expect(applyToMatch(m, { probability: 0.4 })).toBe(m);
  });
});

describe("a stream message into a fixture", () => {
  it("only the match's row changes", () => {
    const f = applyToFixture(fixture(7, ID), ID, goal);
    const [other, row] = f.phases[0].rounds[0].matches;
    expect(row.squads.away.score).toEqual({ goals: 3, behinds: 1, points: 19 });
    expect(row.squads.home.score).toEqual({ goals: 4, behinds: 3, points: 27 });
    expect(row.status.periodDisplay).toBe("Q2 07:00");
    expect(other).toEqual(fixtureMatch(7));
  });

  it("a fixture without the match is the same object (its cache entry is left alone)", () => {
    const f = fixture(7, 8);
    expect(applyToFixture(f, ID, goal)).toBe(f);
  });
});

describe("a stream message into the score by quarter", () => {
  it("the score counted in the quarter being played, the quarters before kept", () => {
    const s = applyToScores(scores(), goal, 2)!;
    expect(s.away.periods[0]).toEqual(scores().away.periods[0]);
    expect(s.away.periods[1]).toMatchObject({
      period: 2,
      goals: 2,
      behinds: 0,
      points: 12,
      margin: 4, // the away side's quarter, 12 to 8
      goalsCumulative: 3,
      behindsCumulative: 1,
      pointsCumulative: 19,
      marginCumulative: -8,
    });
    expect(s.home.periods[1]).toMatchObject({
      points: 8,
      margin: -4,
      pointsCumulative: 27,
      marginCumulative: 8,
    });
    expect([s.home.points, s.home.margin, s.away.points, s.away.margin]).toEqual([27, 8, 19, -8]);
  });

  it("the first score of a quarter not yet in the answer adds its row", () => {
    const start = scores();
    start.home.periods.pop();
    start.away.periods.pop();
    const s = applyToScores(start, goal, 2)!;
    expect(s.home.periods.map((p) => p.period)).toEqual([1, 2]);
    expect(s.home.periods[1]).toMatchObject({ goals: 1, behinds: 2, points: 8, pointsCumulative: 27 });
  });

  it("a new quarter, or a quarter before it missing: asked for again (null)", () => {
    expect(applyToScores(scores(), goal, 1)).toBeNull();
    const gap = scores();
    gap.home.periods.shift();
    expect(applyToScores(gap, goal, 2)).toBeNull();
  });
});

describe("a stream message into the score worm", () => {
  it("a change's new points after the worm's, once each, with the new lengths", () => {
    const w = applyToWorm(worm(), { worm: [point(2, 12), point(3, 6)], lengths: [1900, 1850] }, "change")!;
    expect(w.points.map((p) => p.trxId)).toEqual([1, 2, 3]);
    expect(w.lengths).toEqual([1900, 1850, 1800, 1800]);
  });

  it("a snapshot's points replace the worm's (a replay started again)", () => {
    const w = applyToWorm(worm(), { worm: [point(9, -6)] }, "snapshot")!;
    expect(w.points.map((p) => p.trxId)).toEqual([9]);
  });

  it("no worm shown (the public part), or nothing of it in the message: nothing to change", () => {
    expect(applyToWorm(undefined, { worm: [point(3, 6)] }, "change")).toBeNull();
    expect(applyToWorm(worm(), goal, "change")).toBeNull();
  });
});

describe("a message into the page's cache", () => {
  it("every answer that shows the match, each where the components read it", () => {
    const qc = new QueryClient();
    const [matchKey, scoresKey] = [
      sdsKey(OP.getMatch, { matchId: ID }),
      sdsKey(OP.getMatchScore, { matchId: ID }),
    ];
    const roundKey = sdsKey(OP.getFixture, { seasonId: 62 }, { roundNumber: 27 });
    const otherKey = sdsKey(OP.getFixture, { seasonId: 62 }, { roundNumber: 26 });
    qc.setQueryData(matchKey, match());
    qc.setQueryData(scoresKey, scores());
    qc.setQueryData(roundKey, fixture(ID));
    const elsewhere = fixture(7);
    qc.setQueryData(otherKey, elsewhere);
    qc.setQueryData(liveWormKey(ID), worm());

    applyLiveMessage(qc, ID, "change", { ...goal, worm: [point(3, 8)] });
    expect(qc.getQueryData<MatchDetails>(matchKey)!.away.score).toEqual({ goals: 3, behinds: 1, points: 19 });
    expect(qc.getQueryData<MatchScores>(scoresKey)!.away.periods[1].pointsCumulative).toBe(19);
    const row = qc.getQueryData<Fixture>(roundKey)!.phases[0].rounds[0].matches[0];
    expect(row.squads.away.score.points).toBe(19);
    expect(qc.getQueryData(otherKey)).toBe(elsewhere);
    expect(qc.getQueryData<LiveWorm>(liveWormKey(ID))!.points.map((p) => p.trxId)).toEqual([1, 2, 3]);
  });

  it("a new quarter: the score by quarter is asked for again, not guessed", () => {
    const qc = new QueryClient();
    const scoresKey = sdsKey(OP.getMatchScore, { matchId: ID });
    qc.setQueryData(sdsKey(OP.getMatch, { matchId: ID }), match());
    qc.setQueryData(scoresKey, scores());
    applyLiveMessage(qc, ID, "change", { ...goal, clock: clock({ period: 3 }) });
    expect(qc.getQueryState(scoresKey)!.isInvalidated).toBe(true);
    expect(qc.getQueryData<MatchScores>(scoresKey)).toEqual(scores());
  });
});
