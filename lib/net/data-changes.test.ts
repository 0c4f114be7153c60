import { describe, expect, it } from "vitest";
import { onDataChange, publishDataChange, touchedBy } from "./data-changes";

describe("touchedBy", () => {
  const stale = touchedBy({ matchIds: [2024216], seasonIds: [62] });
  it.each([
    "/matches/2024216",
    "/matches/2024216/score",
    "/matches/2024216/statistics/players?period=2",
    "/seasons/62/fixture",
    "/leagues/1/levels/1/seasons/62/ladder",
    "/seasons/62",
    "/leagues/1/levels/1/seasons",
    "/leagues/1/levels/1/seasons?status=live",
  ])("names %s as changed", (p) => expect(stale(p)).toBe(true));
  it.each([
    "/matches/20242160",
    "/matches/2024215/score",
    "/seasons/621/fixture",
    "/seasons/63/ladder/10",
    "/leagues",
    "/glossary/metrics",
  ])("leaves %s", (p) => expect(stale(p)).toBe(false));
  it("names no match or season when none changed, only the season lists", () => {
    const none = touchedBy({ matchIds: [], seasonIds: [] });
    expect(none("/matches/1")).toBe(false);
    expect(none("/leagues/1/levels/1/seasons")).toBe(true);
  });
});

describe("the bus", () => {
  it("tells every listener until it leaves", () => {
    const seen: number[][] = [];
    const off = onDataChange((c) => seen.push(c.matchIds));
    publishDataChange({ matchIds: [1], seasonIds: [] });
    off();
    publishDataChange({ matchIds: [2], seasonIds: [] });
    expect(seen).toEqual([[1]]);
  });
});
