import { describe, expect, it } from "vitest";
import { formatLeaderValue, seasonLeaders, summable, type MetricSlice } from "./leaders";
import { CELLS, cellIndex, compactSplits, splitsPayload } from "./match-splits";

const players = [
  { id: 1, name: "Ann", jumper: 1, squadId: 10 },
  { id: 2, name: "Bea", jumper: 2, squadId: 20 },
];
const row = (cells: [number, number][]) => {
  const r = new Array<number>(CELLS).fill(0);
  for (const [c, v] of cells) r[c] = v;
  return r;
};
const slices: MetricSlice[] = [
  {
    matchId: 1,
    finals: false,
    players,
    total: [5, 3],
    split: {
      0: row([
        [cellIndex(1, "F50"), 2],
        [cellIndex(4, "D50"), 3],
      ]),
      1: row([[cellIndex(4, "F50"), 3]]),
    },
  },
  {
    matchId: 2,
    finals: true,
    players: [players[1]],
    total: [4],
    split: { 0: row([[cellIndex(2, "MID"), 4]]) },
  },
];
const ALL = { period: null, zone: null, squad: null, phase: "all", per: "total" } as const;

describe("seasonLeaders", () => {
  it("sums whole matches, counts games, sorts by value", () => {
    expect(seasonLeaders(slices, ALL)).toEqual([
      { personId: 2, name: "Bea", squadId: 20, games: 2, total: 7, value: 7 },
      { personId: 1, name: "Ann", squadId: 10, games: 1, total: 5, value: 5 },
    ]);
  });
  it("per game divides by the games of the selection; phases select matches", () => {
    expect(seasonLeaders(slices, { ...ALL, per: "game" })!.map((r) => [r.personId, r.value])).toEqual([
      [1, 5],
      [2, 3.5],
    ]);
    expect(seasonLeaders(slices, { ...ALL, phase: "finals" })!.map((r) => [r.personId, r.total])).toEqual([
      [2, 4],
    ]);
    expect(seasonLeaders(slices, { ...ALL, phase: "home-and-away" })!.map((r) => r.total)).toEqual([5, 3]);
  });
  it("a quarter, a zone, or both sum the cells they name; the squad filter keeps its players", () => {
    const totals = (f: Partial<typeof ALL> | Record<string, unknown>) =>
      seasonLeaders(slices, { ...ALL, ...f })!.map((r) => [r.personId, r.total]);
    expect(totals({ period: 4 })).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect(totals({ zone: "F50" })).toEqual([
      [2, 3],
      [1, 2],
    ]);
    expect(totals({ period: 4, zone: "D50" })).toEqual([
      [1, 3],
      [2, 0],
    ]);
    expect(totals({ squad: 20 })).toEqual([[2, 7]]);
  });
  it("is null when the metric has no split in some match", () => {
    expect(seasonLeaders([{ ...slices[0], split: null }], { ...ALL, zone: "CB" })).toBeNull();
    expect(seasonLeaders([{ ...slices[0], split: null }], ALL)).toHaveLength(2);
  });
});

describe("compactSplits", () => {
  const stat = (code: string, value: number) => ({
    id: 1,
    code,
    name: code,
    namePlural: code,
    valueDisplay: "",
    value,
  });
  const answer = (statsOf: (cell: number) => ReturnType<typeof stat>[]) => ({
    playerStatistics: splitsPayload().playerMetricRequests.map((_, i) => ({
      id: String(i + 1),
      matchId: 7,
      squads: [
        {
          id: 10,
          name: "Tens",
          code: "TEN",
          players: [
            { personId: 1, fullname: "Ann", displayName: "A", jumperNumber: 1, statistics: statsOf(i) },
          ],
        },
      ],
    })),
  });
  it("keeps the whole match for every metric and cells only for metrics every cell gives", () => {
    const s = compactSplits(
      answer((i) =>
        i === 0 ? [stat("KICK", 24), stat("BROWNLOW_VOTES", 3)] : [stat("KICK", i === 5 ? 0 : 1)],
      ),
    );
    expect(Object.keys(s.metrics)).toEqual(["KICK", "BROWNLOW_VOTES"]);
    expect(s.metrics.BROWNLOW_VOTES).toEqual({ total: [3], split: null });
    expect(s.metrics.KICK.total).toEqual([24]);
    expect(s.metrics.KICK.split![0].reduce((a, b) => a + b)).toBe(23);
    expect(s.metrics.KICK.split![0][4]).toBe(0); // the fifth cell (entry 5) was 0
  });
  it("refuses an answer that is not the splits payload's", () => {
    expect(() => compactSplits({ playerStatistics: [] })).toThrow(/Expected 25 answers/);
  });
});

describe("formats", () => {
  it("leaves rates out and shows figures as the metric's format", () => {
    expect(summable({ code: "DISPOSAL_EFFICIENCY", format: "Percentage One Decimal" })).toBe(false);
    expect(summable({ code: "KICK_HANDBALL_RATIO", format: "Decimal Two Places" })).toBe(false);
    expect(summable({ code: "KICK", format: "Integer" })).toBe(true);
    expect(formatLeaderValue(612, "Integer", "total")).toBe("612");
    expect(formatLeaderValue(25.5, "Integer", "game")).toBe("25.5");
    expect(formatLeaderValue(3.456, "Decimal Two Places", "total")).toBe("3.46");
    expect(formatLeaderValue(125, "Time (mm:ss)", "total")).toBe("2:05");
  });
});
