import { describe, expect, it } from "vitest";
import type { Entry, PlayerStatistics, PossessionChains, Shot, SquadStatistics } from "@/lib/contract";
import {
  bandOf,
  chainSummary,
  clearances,
  entryGrids,
  lastMatches,
  laneOf,
  parseLast,
  scoutShots,
  topPlayers,
  TOP_N,
} from "./scout";
import type { TeamRound } from "@/lib/season/team-season";

const US = 10;
const THEM = 20;

const round = (matchId: number, name: string) =>
  ({ matchId, round: name, opponent: { id: THEM, name: "Swans", code: "SYD" } }) as TeamRound;

describe("parseLast", () => {
  it("defaults to five and takes 1 to 10", () => {
    expect(parseLast(undefined)).toEqual({ ok: true, last: 5 });
    expect(parseLast("")).toEqual({ ok: true, last: 5 });
    expect(parseLast("1")).toEqual({ ok: true, last: 1 });
    expect(parseLast("10")).toEqual({ ok: true, last: 10 });
  });
  it("names what is wrong with anything else", () => {
    for (const bad of ["0", "11", "-3", "2.5", "five", "1e1"]) {
      const p = parseLast(bad);
      expect(p.ok).toBe(false);
      expect(!p.ok && p.problem).toContain(`last=${bad}`);
    }
  });
});

describe("lastMatches", () => {
  it("keeps the most recent n, in date order", () => {
    const rounds = [1, 2, 3, 4].map((i) => round(i, `R${i}`));
    expect(lastMatches(rounds, 2).map((r) => r.matchId)).toEqual([3, 4]);
    expect(lastMatches(rounds, 9).map((r) => r.matchId)).toEqual([1, 2, 3, 4]);
  });
});

describe("lanes and launch bands", () => {
  it("puts the corridor's edge (25 m either side) in the corridor", () => {
    expect(laneOf(25)).toBe("CORRIDOR");
    expect(laneOf(-25)).toBe("CORRIDOR");
    expect(laneOf(25.1)).toBe("LEFT");
    expect(laneOf(-25.1)).toBe("RIGHT");
    expect(laneOf(0)).toBe("CORRIDOR");
  });
  it("bands by distance to goal, each band's upper edge in the next", () => {
    expect(bandOf(50)).toBe("NEAR");
    expect(bandOf(54.9)).toBe("NEAR");
    expect(bandOf(55)).toBe("MID");
    expect(bandOf(64.9)).toBe("MID");
    expect(bandOf(65)).toBe("FAR");
    expect(bandOf(90)).toBe("FAR");
  });
});

const shot = (trx: number, squadId: number, period: number, secs: number) =>
  ({
    matchTrxId: trx,
    period,
    periodSecs: secs,
    squad: { id: squadId },
    player: { id: trx, displayName: `P${trx}` },
    result: { code: "GOAL", name: "Goal", points: 6, pointsExpected: 3 },
    details: { locationRotated: { x: 60, y: 0 } },
  }) as unknown as Shot;

describe("scoutShots", () => {
  it("splits shots into its own and conceded, by time, and names a match it cannot place", () => {
    const matches = [round(1, "R1"), round(2, "R2")];
    const shots = new Map([
      [1, [shot(5, THEM, 2, 10), shot(4, US, 1, 300), shot(3, US, 1, 20)]],
      [2, [shot(1, US, 1, 1)]],
    ]);
    const out = scoutShots(US, matches, shots, new Map([[1, 150]]));
    expect(out.for.map((s) => s.key)).toEqual(["1-3", "1-4"]);
    expect(out.against.map((s) => s.key)).toEqual(["1-5"]);
    expect(out.missing).toEqual([2]);
    // Placed on the standard 160 m ground: 15 m out on a 150 m ground stays 15 m out.
    expect(out.for[0].distance).toBe(15);
    expect(out.for[0].at.x).toBe(65);
    expect(out.for[0].player.name).toBe("P3");
  });
});

const entry = (squadId: number, dist: number, yStd: number, outcome: string) =>
  ({
    squad: { id: squadId },
    details: {
      result: { outcome },
      kick: { launchDistanceToGoal: dist, launchLocationRotated: { yStd } },
    },
  }) as unknown as Entry;

describe("entryGrids", () => {
  it("counts each side's entries by band and lane, with scores and retained entries", () => {
    const g = entryGrids(US, [
      [entry(US, 52, 0, "SCORE"), entry(US, 52, 3, "TURNOVER"), entry(US, 70, 30, "RETAINED_MARK")],
      [entry(THEM, 60, -40, "RETAINED"), entry(US, 52, -1, "SCORE")],
    ]);
    const cell = (grid: typeof g.for, band: string, lane: string) =>
      grid.cells.find((c) => c.band === band && c.lane === lane)!;
    expect(g.for.total).toBe(4);
    expect(g.against.total).toBe(1);
    expect(cell(g.for, "NEAR", "CORRIDOR")).toMatchObject({ entries: 3, scores: 2, retained: 0 });
    expect(cell(g.for, "FAR", "LEFT")).toMatchObject({ entries: 1, scores: 0, retained: 1 });
    expect(cell(g.against, "MID", "RIGHT")).toMatchObject({ entries: 1, scores: 0, retained: 1 });
    expect(g.for.cells).toHaveLength(9);
    expect(g.for.cells.reduce((a, c) => a + c.entries, 0)).toBe(g.for.total);
  });
});

const chain = (squadId: number, start: [string, string], end: [string, string], points = 0) => ({
  squad: { id: squadId },
  start: { stateCode: start[0], stateTypeCode: start[1] },
  end: {
    stateCode: end[0],
    stateName: end[1],
    score: points ? { result: { points } } : null,
  },
});

describe("chainSummary", () => {
  it("counts chains by start and end for each side, and points by start", () => {
    const m = {
      matchId: 1,
      chains: [
        chain(US, ["CENTRE_BOUNCE", "STOPPAGE"], ["GOAL", "Goal"], 6),
        chain(US, ["BALL_UP", "STOPPAGE"], ["TURNOVER", "Turnover"]),
        chain(US, ["INTERCEPT", "TURNOVER"], ["BEHIND", "Behind"], 1),
        chain(THEM, ["INTERCEPT", "TURNOVER"], ["GOAL", "Goal"], 6),
        chain(THEM, ["KICK_IN", "KICK_IN"], ["OUT_OF_BOUNDS", "Out of bounds"]),
      ],
    } as unknown as PossessionChains;
    const s = chainSummary(US, [m, m]);
    const row = (rows: typeof s.starts, code: string) => rows.find((r) => r.code === code);
    expect(s.total).toEqual({ for: 6, against: 4 });
    expect(row(s.starts, "CENTRE_BOUNCE")).toMatchObject({ for: 2, against: 0 });
    expect(row(s.starts, "STOPPAGE")).toMatchObject({ for: 2, against: 0 });
    expect(row(s.starts, "TURNOVER")).toMatchObject({ for: 2, against: 2 });
    expect(row(s.starts, "KICK_IN")).toMatchObject({ for: 0, against: 2 });
    expect(row(s.starts, "OTHER")).toBeUndefined(); // no chain had another start
    expect(row(s.startPoints, "CENTRE_BOUNCE")).toMatchObject({ for: 12, against: 0 });
    expect(row(s.startPoints, "TURNOVER")).toMatchObject({ for: 2, against: 12 });
    expect(s.ends.map((r) => [r.code, r.label, r.for, r.against])).toEqual([
      ["GOAL", "Goal", 2, 2],
      ["TURNOVER", "Turnover", 2, 0],
      ["BEHIND", "Behind", 2, 0],
      ["OUT_OF_BOUNDS", "Out of bounds", 0, 2],
    ]);
  });
});

describe("clearances", () => {
  it("sums each clearance metric for the squad and its opponents, a missing metric as none", () => {
    const m = (cb: number, cbThem: number) =>
      ({
        matchId: 1,
        squads: [
          {
            id: US,
            statistics: [
              { code: "CLEARANCE_CB", value: cb },
              { code: "CLEARANCE", value: cb + 5 },
            ],
          },
          { id: THEM, statistics: [{ code: "CLEARANCE_CB", value: cbThem }] },
        ],
      }) as unknown as SquadStatistics;
    const rows = clearances(US, [m(3, 4), m(2, 6)]);
    expect(rows.find((r) => r.code === "CLEARANCE_CB")).toMatchObject({ for: 5, against: 10 });
    expect(rows.find((r) => r.code === "CLEARANCE")).toMatchObject({ for: 15, against: 0 });
    expect(rows.find((r) => r.code === "CLEARANCE_BU")).toMatchObject({ for: 0, against: 0 });
  });
});

describe("topPlayers", () => {
  it("ranks the squad's players by each metric's total over the matches, ties by name, games counted", () => {
    const p = (personId: number, displayName: string, disposals: number, goals = 0) => ({
      personId,
      displayName,
      statistics: [
        { code: "DISPOSAL", value: disposals },
        { code: "GOAL", value: goals },
      ],
    });
    const match = (players: ReturnType<typeof p>[]) =>
      ({
        matchId: 1,
        squads: [
          { id: US, players },
          { id: THEM, players: [p(99, "Opponent", 60, 9)] },
        ],
      }) as unknown as PlayerStatistics;
    const out = topPlayers(US, [
      match([p(1, "Zed", 20, 1), p(2, "Amy", 10), p(3, "Bob", 25)]),
      match([p(1, "Zed", 15), p(2, "Amy", 25)]),
      ...Array.from({ length: 6 }, (_, i) => match([p(10 + i, `X${i}`, 1)])),
    ]);
    const disposals = out.find((m) => m.code === "DISPOSAL")!.players;
    expect(disposals.slice(0, 3)).toEqual([
      { id: 2, name: "Amy", total: 35, games: 2 },
      { id: 1, name: "Zed", total: 35, games: 2 },
      { id: 3, name: "Bob", total: 25, games: 1 },
    ]);
    expect(disposals).toHaveLength(TOP_N);
    expect(disposals.some((x) => x.id === 99)).toBe(false);
    // Only players who have the metric at all are listed.
    expect(out.find((m) => m.code === "GOAL")!.players).toEqual([{ id: 1, name: "Zed", total: 1, games: 2 }]);
  });
});
