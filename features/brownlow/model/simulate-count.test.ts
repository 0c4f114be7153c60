import { describe, expect, it } from "vitest";
import { createCountSimulation, simulateCount } from "./simulate-count";

describe("simulated counts", () => {
  it("give a player certain of every 3 votes the medal every time", () => {
    const m = { players: [0, 1, 2, 3], first: [0.999999, 0.0000005, 0.0000003, 0.0000002] };
    const wins = simulateCount([m, m, m], 4, 500, 1);
    expect(wins[0]).toBe(1);
    expect(wins.slice(1).every((w) => w === 0)).toBe(true);
  });

  it("share the medal on a tie: two equal players, one match each, tie for the lead as often as not", () => {
    // Player 0 is sure of match A's 3 votes and player 1 of match B's: they always tie on 3.
    const a = { players: [0, 2, 3], first: [1 - 2e-9, 1e-9, 1e-9] };
    const b = { players: [1, 4, 5], first: [1 - 2e-9, 1e-9, 1e-9] };
    const wins = simulateCount([a, b], 6, 200, 5);
    expect(wins[0]).toBe(1);
    expect(wins[1]).toBe(1);
  });

  it("are the same for the same seed and follow the chances", () => {
    const m = { players: [0, 1, 2, 3, 4], first: [0.4, 0.3, 0.15, 0.1, 0.05] };
    const many = Array.from({ length: 20 }, () => m);
    const one = simulateCount(many, 5, 2000, 9);
    expect(simulateCount(many, 5, 2000, 9)).toEqual(one);
    expect(one[0]).toBeGreaterThan(one[1]);
    expect(one[1]).toBeGreaterThan(one[2]);
    expect(one.reduce((s, w) => s + w, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe("a count simulated in slices", () => {
  it("is the count simulated at once", () => {
    const m = { players: [0, 1, 2, 3], first: [0.4, 0.3, 0.2, 0.1] };
    const sim = createCountSimulation([m, m, m], 4, 3);
    for (let i = 0; i < 4; i++) sim.run(250);
    expect(sim.shares()).toEqual(simulateCount([m, m, m], 4, 1000, 3));
  });
});

describe("a match not played yet", () => {
  it("draws each player's form afresh every season: one game of two great, the other poor, wins about half", () => {
    // Player 0 has had one great game and one poor one; 1 and 2 are steady, between the two.
    const later = { players: [0, 1, 2], first: [], form: [[1e6, 1e-6], [1], [1]] };
    const wins = simulateCount([later], 3, 4000, 11);
    expect(wins[0]).toBeGreaterThan(0.45);
    expect(wins[0]).toBeLessThan(0.55);
  });
});
