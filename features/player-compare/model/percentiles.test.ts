import { describe, expect, it } from "vitest";
import { Rng } from "@/lib/random/prng";
import { MIN_GAMES, percentileOf, standingOf, type SeasonPlayer } from "./percentiles";

describe("the mid-rank percentile", () => {
  it("counts those below, and ties as half", () => {
    expect(percentileOf(3, [1, 2, 3, 4])).toBe(62.5); // 2 below, 1 tied: (2 + 0.5) / 4
    expect(percentileOf(5, [1, 2, 3, 4])).toBe(100);
    expect(percentileOf(0, [1, 2, 3, 4])).toBe(0);
    expect(percentileOf(2, [2, 2, 2, 2])).toBe(50);
    expect(percentileOf(null, [1, 2])).toBeNull();
    expect(percentileOf(1, [])).toBeNull();
  });

  it("is the average of the 0-based sorted positions his value would take, over the group's size", () => {
    const rng = new Rng(55);
    const rand = () => rng.next();
    for (let t = 0; t < 200; t++) {
      const group = Array.from({ length: 1 + Math.floor(rand() * 30) }, () => Math.floor(rand() * 10));
      const v = Math.floor(rand() * 12);
      // Insert him among them and read his positions off the sorted list: first and last where he fits.
      const sorted = [...group].sort((a, b) => a - b);
      const first = sorted.findIndex((g) => g >= v);
      const from = first < 0 ? sorted.length : first;
      const to = sorted.filter((g) => g <= v).length; // one past the last tie
      expect(percentileOf(v, group)).toBeCloseTo((100 * (from + to)) / 2 / group.length, 10);
    }
  });
});

describe("whom a player is placed among", () => {
  const player = (personId: number, position: string | null, games: number, total: number): SeasonPlayer => ({
    personId,
    position,
    games,
    totals: [total, null],
  });
  // Twelve midfielders of 10 games with 100…210 in total; one of 4 games who would top them; three rucks.
  const mids = Array.from({ length: 12 }, (_, i) => player(i + 1, "Midfielder", 10, 100 + 10 * i));
  const season = [
    ...mids,
    player(20, "Midfielder", MIN_GAMES - 1, 999),
    player(21, "Ruck", 10, 50),
    player(22, "Ruck", 10, 60),
    player(23, "Ruck", 10, 70),
  ];

  it("a midfielder among the midfielders with five games or more", () => {
    const s = standingOf(mids[9], season, 2); // 190 in 10: 9 below, himself tied
    expect(s.group).toEqual({ position: "Midfielder", size: 12 });
    expect(s.total[0]).toBeCloseTo((100 * 9.5) / 12, 10);
    expect(s.average[0]).toBeCloseTo((100 * 9.5) / 12, 10);
    // No figure for a metric his games did not give.
    expect([s.total[1], s.average[1]]).toEqual([null, null]);
  });

  it("a man of four games is placed among them without being one of them", () => {
    const s = standingOf(season[12], season, 1);
    expect(s.group.size).toBe(12);
    expect(s.total[0]).toBe(100); // 999 is above all twelve
    // 999 / 4 = 249.75 a game, above the best midfielder's 21.0.
    expect(s.average[0]).toBe(100);
  });

  it("a position too few share falls back to every qualified player", () => {
    const s = standingOf(season[13], season, 1); // a ruck of 50: the lowest of 15 qualified
    expect(s.group).toEqual({ position: null, size: 15 });
    expect(s.total[0]).toBeCloseTo((100 * 0.5) / 15, 10);
  });

  it("per game, not per season: fewer games at a higher rate rank higher", () => {
    const few = player(30, "Midfielder", 5, 150); // 30 a game
    const s = standingOf(few, [...mids, few], 1);
    expect(s.average[0]).toBeCloseTo((100 * 12.5) / 13, 10); // 12 below his 30.0, himself tied
    expect(s.total[0]).toBeCloseTo((100 * 6) / 13, 10); // 150: five below (100…140), two tied (himself, one)
  });
});
