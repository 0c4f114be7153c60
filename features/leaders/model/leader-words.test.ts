import { describe, expect, it } from "vitest";
import type { LeaderFilters, LeaderRow } from "@/lib/season/leaders";
import { describeFilters, leaderBars, leaderCsvRows, leadersCount } from "./leader-words";

const filters = (over: Partial<LeaderFilters> = {}): LeaderFilters => ({
  metric: "DISPOSAL",
  per: "total",
  phase: "all",
  period: null,
  zone: null,
  squad: null,
  ...over,
});

const leader = (i: number): LeaderRow => ({
  personId: i,
  name: `Player ${i}`,
  squadId: i % 2 ? 11 : 12,
  games: 10,
  total: 100 - i,
  value: 100 - i,
});

describe("describeFilters", () => {
  it("names the metric, per, phase, and only the filters chosen", () => {
    expect(describeFilters(filters(), "Disposals", undefined)).toEqual([
      "Disposals",
      "total",
      "Whole season",
    ]);
    expect(
      describeFilters(
        filters({ per: "game", phase: "finals", period: 3, zone: "F50" }),
        "Kicks",
        "Geelong Cats",
      ),
    ).toEqual(["Kicks", "per game", "Finals", "Quarter 3", "Forward 50", "Geelong Cats"]);
  });
});

describe("leaderCsvRows", () => {
  it("ranks every leader from 1, with his team's name (empty if unknown) and the shown value", () => {
    const names = new Map([[11, "Carlton"]]);
    expect(
      leaderCsvRows(
        [leader(1), leader(2)],
        (id) => names.get(id),
        (v) => `${v}!`,
      ),
    ).toEqual([
      [1, "Player 1", "Carlton", 10, "99!"],
      [2, "Player 2", "", 10, "98!"],
    ]);
  });
});

describe("leaderBars", () => {
  it("draws the top ten only, ranked", () => {
    const bars = leaderBars(
      Array.from({ length: 12 }, (_, i) => leader(i + 1)),
      String,
    );
    expect(bars).toHaveLength(10);
    expect(bars[0]).toMatchObject({ label: "1. Player 1", value: 99, valueDisplay: "99" });
    expect(bars[9].label).toBe("10. Player 10");
  });
});

describe("leadersCount", () => {
  it("says where the rest are once there are more than fifty", () => {
    expect(leadersCount(50)).toBe("50 players.");
    expect(leadersCount(51)).toBe("The top 50 of 51 players; the CSV lists all of them.");
  });
});
