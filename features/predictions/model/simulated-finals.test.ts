import { describe, expect, it } from "vitest";
import type { SeasonInput } from "./season-input";
import { RATING_PARAMS } from "./params";
import { pairKey } from "./season-tables";
import { finalWinner } from "./simulated-finals";

const input = {
  teams: [
    { id: 1, name: "A", code: "A", region: "Australia/Perth", rating: 0 },
    { id: 2, name: "B", code: "B", region: "Australia/Melbourne", rating: 0 },
  ],
  grandFinalRegion: "Australia/Melbourne",
  rating: { ...RATING_PARAMS, hga: 10, travel: 5, sigma: 20 },
} as SeasonInput;
const never = { next: () => 1 };

describe("finalWinner", () => {
  it("keeps a played final's real winner, drawing nothing", () => {
    const win = finalWinner(input, new Map([[pairKey(1, 0, 1), 1]]), never, () => {
      throw new Error("no draw");
    });
    expect(
      win(Float64Array.of(50, 0), 0, 1, { id: "QF1", week: 1, home: { seed: 1 }, away: { seed: 2 } }),
    ).toBe(1);
  });

  it("draws around the ratings, home advantage and travel; the grand final at its own ground", () => {
    const win = finalWinner(input, new Map(), never, () => -0.7);
    const rating = Float64Array.of(0, 0);
    const spec = { id: "SF", week: 2, home: { seed: 1 }, away: { seed: 2 } };
    // At Perth: 10 home advantage + 5 for B's travel = 15 > 14 drawn against.
    expect(win(rating, 0, 1, spec)).toBe(0);
    // The grand final in Melbourne: no home advantage, A travels: -5 - 4 (at Perth it would be +5 - 4).
    const gf = finalWinner(input, new Map(), never, () => -0.2);
    expect(gf(rating, 0, 1, { ...spec, id: "GF", week: 4, neutral: true })).toBe(1);
  });

  it("settles a drawn final with a coin", () => {
    const spec = { id: "GF", week: 4, home: { seed: 1 }, away: { seed: 2 }, neutral: true };
    const level = Float64Array.of(5, 0); // A's 5 against its 5 of travel
    expect(finalWinner(input, new Map(), { next: () => 0.2 }, () => 0)(level, 0, 1, spec)).toBe(0);
    expect(finalWinner(input, new Map(), { next: () => 0.7 }, () => 0)(level, 0, 1, spec)).toBe(1);
  });
});
