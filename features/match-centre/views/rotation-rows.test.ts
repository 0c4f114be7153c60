import { describe, expect, it } from "vitest";
import type { MatchDetails, PlayerStatistics } from "@/lib/contract";
import { periodsPlayed, rotationRows, statOf, togByPeriod, type MatchRotations } from "./rotation-rows";

const m = (typeName: string, period: number) =>
  ({ status: { typeName, period }, home: { name: "Carlton" }, away: { name: "Geelong" } }) as MatchDetails;

const stat = (code: string, value: number, valueDisplay = String(value)) => ({ code, value, valueDisplay });
const stats = (players: Record<number, ReturnType<typeof stat>[]>) =>
  ({
    squads: [
      { players: Object.entries(players).map(([id, statistics]) => ({ personId: Number(id), statistics })) },
    ],
  }) as unknown as PlayerStatistics;

const player = (personId: number) => ({ personId, fullname: `Player ${personId}` });
const change = (period: number, periodSecs: number, off: number, on: number) => ({
  matchTrxId: periodSecs,
  period,
  periodSecs,
  off: { personId: off },
  on: { personId: on },
});
const rotations = {
  home: { players: [player(1), player(2), player(3)] },
  away: { players: [player(7)] },
  rotations: [change(1, 600, 1, 3), change(1, 900, 3, 1)],
} as unknown as MatchRotations;

describe("periodsPlayed", () => {
  it("counts four quarters once the match is over, else up to the current one, never fewer than one", () => {
    expect(periodsPlayed(m("Complete", 2))).toBe(4);
    expect(periodsPlayed(m("Live", 3))).toBe(3);
    expect(periodsPlayed(m("Live", 0))).toBe(1);
    expect(periodsPlayed(m("Live", 5))).toBe(4);
  });
});

describe("togByPeriod", () => {
  it("keys each answer by its quarter, skips one still loading, and counts a player without a figure as 0", () => {
    const tog = togByPeriod([
      stats({ 1: [stat("TOG", 1500)], 2: [] }),
      undefined,
      stats({ 3: [stat("TOG", 30)] }),
    ]);
    expect([...tog.keys()]).toEqual([1, 3]);
    expect(tog.get(1)?.get(1)).toBe(1500);
    expect(tog.get(1)?.get(2)).toBe(0);
    expect(tog.get(3)?.get(3)).toBe(30);
  });
});

describe("statOf", () => {
  it("finds a player's statistic by code, or nothing", () => {
    const d = stats({ 1: [stat("A", 1), stat("B", 2)] });
    expect(statOf(d, 1, "B")?.value).toBe(2);
    expect(statOf(d, 1, "C")).toBeUndefined();
    expect(statOf(d, 9, "A")).toBeUndefined();
    expect(statOf(undefined, 1, "A")).toBeUndefined();
  });
});

describe("rotationRows", () => {
  const totals = stats({
    1: [stat("TIME_ON_GROUND", 5000, "83:20"), stat("TIME_ON_GROUND_PCT", 70, "70%")],
    2: [stat("TIME_ON_GROUND", 6000, "100:00")],
    7: [stat("TIME_ON_GROUND", 7000, "116:40")],
  });
  const input = {
    m: m("Complete", 4),
    rotations,
    totals,
    team: undefined,
    lengths: [1800, 1800, 1800, 1800],
    tog: new Map([[1, new Map([[2, 1800]])]]),
    played: 4,
  };

  it("puts home first, most minutes first, with the totals' time, the interchanges and the summary", () => {
    const rows = rotationRows(input);
    expect(rows.map((r) => r.personId)).toEqual([2, 1, 3, 7]);
    expect(rows.map((r) => r.team)).toEqual(["Carlton", "Carlton", "Carlton", "Geelong"]);
    expect(rows[1]).toMatchObject({ name: "Player 1", secs: 5000, changes: 2 });
    expect(rows[1].summary).toBe("83:20 on ground (70%), 2 interchanges");
    expect(rows[0].summary).toBe("100:00 on ground, 0 interchanges");
  });

  it("adds up a player's stints when the totals lack him", () => {
    const three = rotationRows(input).find((r) => r.personId === 3);
    expect(three?.stints).toEqual([{ period: 1, from: 600, to: 900 }]);
    expect(three?.secs).toBe(300);
    expect(three?.summary).toBe("05:00 on ground, 2 interchanges");
  });

  it("keeps to the team asked for", () => {
    expect(rotationRows({ ...input, team: "away" }).map((r) => r.personId)).toEqual([7]);
    expect(rotationRows({ ...input, team: "home" }).map((r) => r.personId)).toEqual([2, 1, 3]);
  });
});
