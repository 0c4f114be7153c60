import { describe, expect, it } from "vitest";
import { normalCdf } from "./normal";
import {
  adjustedMargin,
  emptyTipRatingState,
  enterSeason,
  familiarityOf,
  learnTipRating,
  runTipRatings,
  tipExpectedMargin,
  type TipRatedMatch,
  type TipRatingParams,
} from "./tip-rating";

const MEL = "Australia/Melbourne";
const PER = "Australia/Perth";
const params: TipRatingParams = {
  k: 0.1,
  kEarly: 0,
  earlyGames: 2,
  hga: 3,
  travel: 8,
  familiarity: 10,
  window: 4,
  carry: 0.5,
  cap: 100,
  newClub: 0,
  shotWeight: 0.5,
  pointsPerShot: 4,
  sigma: 36,
};
const match = (over: Partial<TipRatedMatch> = {}): TipRatedMatch => ({
  season: 2023,
  home: "A",
  away: "B",
  venue: "MCG",
  venueRegion: MEL,
  homeRegion: MEL,
  awayRegion: MEL,
  margin: 0,
  homeShots: 20,
  awayShots: 20,
  ...over,
});

describe("the tipping model's team rating", () => {
  it("learns from points blended with scoring shots, and from points alone when the shots are not known", () => {
    // Won by 10 points with 6 more scoring shots (at 4 points a shot in the blend).
    expect(adjustedMargin(params, 10, 26, 20)).toBeCloseTo(0.5 * 10 + 0.5 * 4 * 6, 9);
    // Kicked 5 goals from 5 shots and lost the shots 5 to 15: the shots say it was outplayed.
    expect(adjustedMargin(params, 30 - 15, 5, 15)).toBeCloseTo(0.5 * 15 + 0.5 * 4 * -10, 9);
    expect(adjustedMargin({ ...params, shotWeight: 0 }, 10, 30, 5)).toBe(10);
    expect(adjustedMargin(params, 10, null, 20)).toBe(10);
  });

  it("moves both ratings by k times the adjusted surprise (capped), and by more in a side's first matches of a season", () => {
    const s = emptyTipRatingState();
    learnTipRating(params, s, match({ margin: 10, homeShots: 26, awayShots: 20 }), 3);
    const surprise = 0.5 * 10 + 0.5 * 24 - 3;
    expect(s.ratings.get("A")).toBeCloseTo(0.1 * surprise, 9);
    expect(s.ratings.get("B")).toBeCloseTo(-0.1 * surprise, 9);
    const capped = emptyTipRatingState();
    learnTipRating(params, capped, match({ margin: 300, homeShots: 60, awayShots: 0 }), 0);
    expect(capped.ratings.get("A")).toBeCloseTo(0.1 * 100, 9);
    // kEarly: the first `earlyGames` matches of each side count 1 + kEarly times; then plain k.
    const early = { ...params, kEarly: 1, shotWeight: 0 };
    const e = emptyTipRatingState();
    const moves = [1, 2, 3].map(() => {
      const before = e.ratings.get("A") ?? 0;
      learnTipRating(early, e, match({ margin: 10 }), 0);
      return e.ratings.get("A")! - before;
    });
    expect(moves.map((x) => Number(x.toFixed(9)))).toEqual([2, 2, 1]);
  });

  it("gives each side familiarity times its share of its last `window` matches at the ground", () => {
    const s = emptyTipRatingState();
    // A plays at the MCG three times and once at Perth Stadium; B plays only in Perth.
    for (const venue of ["MCG", "MCG", "MCG", "Perth Stadium"])
      learnTipRating(params, s, match({ venue, away: "C" }), 0);
    for (let i = 0; i < 5; i++)
      learnTipRating(params, s, match({ home: "B", away: "D", venue: "Perth Stadium" }), 0);
    expect(familiarityOf(s, "A", "MCG")).toBe(3 / 4);
    expect(familiarityOf(s, "B", "MCG")).toBe(0);
    expect(familiarityOf(s, "B", "Perth Stadium")).toBe(1);
    expect(s.grounds.get("B")).toHaveLength(params.window);
    expect(familiarityOf(s, "Z", "MCG")).toBe(0);
    // A at home at the MCG to B, from Perth: home advantage, travel and familiarity (ratings all 0 here).
    const e = tipExpectedMargin(params, s, match({ awayRegion: PER }));
    expect(e).toBeCloseTo(3 + 8 + 10 * (3 / 4 - 0), 9);
    // A match not played teaches nothing, not even its ground.
    learnTipRating(params, s, match({ margin: null, venue: "Gabba" }), 0);
    expect(familiarityOf(s, "A", "Gabba")).toBe(0);
  });

  it("regresses ratings to the mean at a new season and starts its early matches again", () => {
    const s = emptyTipRatingState();
    enterSeason(params, s, 2023);
    learnTipRating(params, s, match({ margin: 40, homeShots: 30, awayShots: 20 }), 0);
    const a = s.ratings.get("A")!;
    enterSeason(params, s, 2023);
    expect(s.ratings.get("A")).toBe(a);
    enterSeason(params, s, 2024);
    expect(s.ratings.get("A")).toBeCloseTo(a * 0.5, 9);
    expect(s.played.size).toBe(0);
  });

  it("predicts each match before learning its result (walk-forward)", () => {
    const seen: { e: number; p: number }[] = [];
    const state = runTipRatings(
      { ...params, familiarity: 0 },
      [match({ margin: 50 }), match({ margin: -50 })],
      undefined,
      (_m, pred) => seen.push({ e: pred.expected, p: pred.probability }),
    );
    expect(seen[0].e).toBe(3);
    expect(seen[0].p).toBeCloseTo(normalCdf(3 / 36), 9);
    const afterFirst = 0.1 * (0.5 * 50 + 0 - 3);
    expect(seen[1].e).toBeCloseTo(3 + 2 * afterFirst, 9);
    expect(state.ratings.get("A")).toBeCloseTo(afterFirst + 0.1 * (-25 - (3 + 2 * afterFirst)), 9);
  });
});
