import { describe, expect, it } from "vitest";
import { Rng } from "@/lib/random/prng";
import { fitTipRating, fitTipRest, tipRatingMarginError, TIP_RATING_START } from "./fit-tip-rating";
import type { TipRatedMatch, TipRatingParams } from "./tip-rating";

const MEL = "Australia/Melbourne";
const CLUBS = ["A", "B", "C", "D", "E", "F"];

/**
 * Seasons of seeded random matches: clubs of fixed strength, home sides `home` points better, and a
 * side with more days of rest `perDay` points a day better; scoring shots follow the margin.
 */
function league(seed: number, seasons: number[], home: number, perDay: number, noise = 30) {
  const rng = new Rng(seed);
  const strength = new Map(CLUBS.map((c) => [c, rng.normal(0, 15)]));
  const out: (TipRatedMatch & { date: string })[] = [];
  let day = Date.parse("2000-01-01T00:00Z");
  const last = new Map<string, number>();
  for (const season of seasons)
    for (let round = 0; round < 20; round++) {
      day += rng.int(5, 9) * 86_400_000;
      const order = [...CLUBS].sort(() => rng.next() - 0.5);
      for (let i = 0; i < CLUBS.length; i += 2) {
        const [h, a] = [order[i], order[i + 1]];
        const start = day + rng.int(0, 3) * 86_400_000;
        const rest = (c: string) => Math.min(14, Math.max(4, (start - (last.get(c) ?? 0)) / 86_400_000));
        const margin = Math.round(
          strength.get(h)! - strength.get(a)! + home + perDay * (rest(h) - rest(a)) + rng.normal(0, noise),
        );
        const shots = Math.round(margin / 3.6);
        out.push({
          season,
          home: h,
          away: a,
          venue: `${h} ground`,
          venueRegion: MEL,
          homeRegion: MEL,
          awayRegion: MEL,
          margin,
          homeShots: 25 + Math.max(0, shots),
          awayShots: 25 + Math.max(0, -shots),
          date: new Date(start).toISOString(),
        });
        last.set(h, start);
        last.set(a, start);
      }
      day += 3 * 86_400_000;
    }
  return out;
}

describe("fitting the tipping model's team rating", () => {
  const matches = league(7, [2019, 2020, 2021, 2022, 2023], 6, 0);
  const start: TipRatingParams = { ...TIP_RATING_START, newClub: 0 };
  const free: (keyof TipRatingParams)[] = ["k", "hga", "carry"];

  it("improves on where it started and finds the home advantage", () => {
    const fitted = fitTipRating(matches, start, free, 2020, 2022, "mse", 3);
    expect(tipRatingMarginError(fitted, matches, 2020, 2022)).toBeLessThan(
      tipRatingMarginError(start, matches, 2020, 2022),
    );
    expect(fitted.hga).toBeGreaterThan(2);
    expect(fitted.hga).toBeLessThan(10);
    expect(fitted.sigma).toBeGreaterThan(20);
  });

  it("never reads a season after the last one it is fitted on", () => {
    const upsideDown = matches.map((m) =>
      m.season === 2023
        ? {
            ...m,
            margin: -m.margin!,
            homeShots: m.awayShots,
            awayShots: m.homeShots,
            home: m.away,
            away: m.home,
          }
        : m,
    );
    expect(fitTipRating(upsideDown, start, free, 2020, 2022, "mse", 2)).toEqual(
      fitTipRating(matches, start, free, 2020, 2022, "mse", 2),
    );
  });

  it("measures what a day of rest is worth", () => {
    const seasons = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022];
    const rested = league(11, seasons, 6, 3, 10);
    const p = { ...start, k: 0.05, hga: 6, familiarity: 0, shotWeight: 0 };
    const rest = fitTipRest(p, rested, 2016, 2022);
    expect(rest.perDay).toBeGreaterThan(3 - 3 * rest.standardError);
    expect(rest.perDay).toBeLessThan(3 + 3 * rest.standardError);
    expect(rest.standardError).toBeLessThan(0.75);
    const none = fitTipRest(p, league(11, seasons, 6, 0, 10), 2016, 2022);
    expect(Math.abs(none.perDay)).toBeLessThan(3 * none.standardError);
  });
});
