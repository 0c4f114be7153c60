import { describe, expect, it } from "vitest";
import type { ExploreAddress } from "./explore-address";
import { explorePoints, LABELLED, sortPoints, trendLine, type ExplorePlayer } from "./explore-points";

const address: ExploreAddress = {
  x: "DISPOSAL",
  y: "GOAL",
  minGames: 5,
  squad: null,
  position: null,
  sort: "y",
  dir: "desc",
  quarter: null,
  zone: null,
};
const MID = { code: "MIDFIELDER", name: "Midfielder" };
const RUCK = { code: "RUCK", name: "Ruck" };
const player = (id: number, over: Partial<ExplorePlayer> = {}): ExplorePlayer => ({
  personId: id,
  name: `P${String(id).padStart(2, "0")}`,
  squadId: 10,
  club: "Sydney",
  position: MID,
  games: 10,
  xTotal: 10 * id,
  yTotal: 20 * id,
  ...over,
});

describe("the least-squares trend", () => {
  it("fits a line exactly through points on one", () => {
    const t = trendLine([1, 2, 3].map((x) => ({ x, y: 1 + 2 * x })))!;
    expect(t.slope).toBeCloseTo(2, 12);
    expect(t.intercept).toBeCloseTo(1, 12);
  });

  it("is the least-squares fit of a cloud: (0,0),(1,1),(2,1),(3,3) → y = −0.1 + 0.9x", () => {
    const t = trendLine([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 3 },
    ])!;
    expect(t.slope).toBeCloseTo(0.9, 12);
    expect(t.intercept).toBeCloseTo(-0.1, 12);
  });

  it("has no line for one point, none, or every x level", () => {
    expect(trendLine([])).toBeNull();
    expect(trendLine([{ x: 1, y: 1 }])).toBeNull();
    expect(
      trendLine([
        { x: 2, y: 1 },
        { x: 2, y: 5 },
      ]),
    ).toBeNull();
  });
});

describe("the explorer's points", () => {
  it("a game each: totals over games", () => {
    const { points } = explorePoints([player(1, { games: 8, xTotal: 200, yTotal: 12 })], address);
    expect(points[0]).toMatchObject({ x: 25, y: 1.5, games: 8 });
  });

  it("filters by games (at least min), club, position; a player without a count is left out", () => {
    const players = [
      player(1, { games: 4 }),
      player(2, { games: 5 }),
      player(3, { squadId: 20, club: "Geelong" }),
      player(4, { position: RUCK }),
      player(5, { position: null }),
      player(6, { yTotal: null }),
    ];
    const ids = (a: Partial<ExploreAddress>) =>
      explorePoints(players, { ...address, ...a, sort: "name", dir: "asc" }).points.map((p) => p.personId);
    expect(ids({})).toEqual([2, 3, 4, 5]);
    expect(ids({ minGames: 1 })).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ squad: 20 })).toEqual([3]);
    expect(ids({ position: "RUCK" })).toEqual([4]);
    expect(ids({ position: "MIDFIELDER", squad: 10 })).toEqual([2]);
  });

  it("labels the ten furthest from the trend, above or below; the rest are not", () => {
    // Twenty on the line y = 2x, then two far off it: 21 far above, 22 far below (they tilt the fitted
    // line, so the twenty are off it a little too: the invariant below holds whatever the fit).
    const on = Array.from({ length: 20 }, (_, i) => player(i + 1));
    const off = [player(21, { xTotal: 50, yTotal: 300 }), player(22, { xTotal: 150, yTotal: 0 })];
    const { points, trend } = explorePoints([...on, ...off], address);
    expect(trend).not.toBeNull();
    const labelled = points.filter((p) => p.labelled);
    expect(labelled).toHaveLength(LABELLED);
    const byId = new Map(points.map((p) => [p.personId, p]));
    for (const id of [21, 22]) expect(byId.get(id)!.labelled).toBe(true);
    expect(byId.get(21)!.residual).toBeGreaterThan(0);
    expect(byId.get(22)!.residual).toBeLessThan(0);
    // Every labelled point is at least as far from the line as any unlabelled one.
    const far = Math.min(...labelled.map((p) => Math.abs(p.residual)));
    for (const p of points.filter((q) => !q.labelled)) expect(Math.abs(p.residual)).toBeLessThanOrEqual(far);
  });

  it("fewer than ten points: all labelled; every x level: distance from the mean of y", () => {
    const level = [player(1, { xTotal: 100, yTotal: 10 }), player(2, { xTotal: 100, yTotal: 30 })];
    const { points, trend } = explorePoints(level, address);
    expect(trend).toBeNull();
    expect(points.map((p) => [p.residual, p.labelled])).toEqual([
      [1, true],
      [-1, true],
    ]);
  });

  it("sorts the table by a column either way, equal figures by name", () => {
    const { points } = explorePoints(
      [player(3, { games: 6 }), player(1, { games: 9 }), player(2, { games: 6 })],
      address,
    );
    expect(sortPoints(points, "games", "asc").map((p) => p.personId)).toEqual([2, 3, 1]);
    expect(sortPoints(points, "games", "desc").map((p) => p.personId)).toEqual([1, 2, 3]);
    expect(sortPoints(points, "name", "desc").map((p) => p.personId)).toEqual([3, 2, 1]);
    // The default: y highest first.
    expect(points.map((p) => p.personId)).toEqual([3, 2, 1].sort((a, b) => b - a));
  });
});
