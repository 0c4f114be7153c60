import { describe, expect, it } from "vitest";
import { homeRegions, seasonModel } from "./from-fixture";
import { MEAN_SCORE, RATING_PARAMS, RATINGS_2023, TIP_RATING_PARAMS, TIP_RATINGS_2023 } from "./params";
import { loadBoxScoredMatches } from "@/lib/predict/load-box-scores";
import { copyTipRatingState, runTipRatings } from "@/lib/predict/tip-rating";
import { csvFixture, csvRows, squadIdOf } from "@/tests/helpers/predict-csv-fixture";
import type { Fixture } from "@/lib/contract";

const options = (afterRound: number | null) => ({
  rating: RATING_PARAMS,
  meanScore: MEAN_SCORE,
  seed: RATINGS_2023,
  afterRound,
});

/** The same fixture with every result after round `n` turned upside down. */
function flippedAfter(f: Fixture, n: number): Fixture {
  const copy = structuredClone(f);
  for (const ph of copy.phases)
    for (const rd of ph.rounds)
      if (rd.number > n)
        for (const m of rd.matches)
          [m.squads.home.score, m.squads.away.score] = [m.squads.away.score, m.squads.home.score];
  return copy;
}

describe("seasonModel", () => {
  it("after round N uses only the results up to round N", () => {
    const real = seasonModel([csvFixture(2025)], options(8));
    const other = seasonModel([flippedAfter(csvFixture(2025), 8)], options(8));
    expect(other.input).toEqual(real.input);
    expect(other.ratingsByRound).toEqual(real.ratingsByRound);
    const rows = csvRows("matches.csv").filter((r) => r.season === "2025" && r.is_final === "0");
    expect(real.input.played).toHaveLength(rows.filter((r) => Number(r.round_number) <= 8).length);
    expect(real.ratingsByRound.map((r) => r.round)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // ...while the whole season's results do move the ratings.
    expect(seasonModel([flippedAfter(csvFixture(2025), 8)], options(null)).input.teams).not.toEqual(
      seasonModel([csvFixture(2025)], options(null)).input.teams,
    );
  });

  it("starts the AFL's clubs from the committed 2023 ratings and each match's expectation comes before its result", () => {
    const m = seasonModel([csvFixture(2023)], options(null));
    const first = csvRows("matches.csv")[0];
    const e = m.expected.get(Number(first.match_id))!;
    const gap = RATINGS_2023.get(first.home_team)! - RATINGS_2023.get(first.away_team)!;
    expect(e).toBeCloseTo(gap + RATING_PARAMS.hga, 6); // both Melbourne clubs at the M.C.G.
    const start = m.ratingsByRound[0];
    const richmond = m.input.teams.findIndex((t) => t.name === "Richmond");
    expect(start.name).toBe("Start");
    expect(start.ratings[richmond]).toBe(RATINGS_2023.get("Richmond"));
  });

  it("places each club in the time zone of most of its home grounds", () => {
    const regions = homeRegions(csvFixture(2024));
    expect(regions.get(squadIdOf("West Coast"))).toBe("Australia/Perth");
    expect(regions.get(squadIdOf("Hawthorn"))).toBe("Australia/Melbourne");
    expect(regions.get(squadIdOf("Greater Western Sydney"))).toBe("Australia/Sydney");
  });

  it("runs the tipping model's team rating through the fixture as the bench runs it through the files", () => {
    // The app's tips for matches still to play come from this; the published 2023–2025 tips from the bench.
    const before = TIP_RATINGS_2023.ratings.get("Geelong");
    const m = seasonModel([csvFixture(2023), csvFixture(2024, "2024-06-01")], {
      ...options(null),
      tipRating: { params: TIP_RATING_PARAMS, seed: TIP_RATINGS_2023 },
    });
    const files = loadBoxScoredMatches().filter((x) => x.season <= 2024);
    const bench = new Map<number, number>();
    runTipRatings(TIP_RATING_PARAMS, files, copyTipRatingState(TIP_RATINGS_2023), (x, pred) =>
      bench.set(files[pred.index].id, pred.expected),
    );
    const played = files.filter((x) => x.date <= "2024-06-01");
    expect(played.length).toBeGreaterThan(300);
    for (const x of played) expect(m.tipExpected.get(x.id)).toBeCloseTo(bench.get(x.id)!, 9);
    // The first match after the last result: the same expectation, from the same state.
    const next = files.find((x) => x.date > "2024-06-01")!;
    expect(m.tipExpected.get(next.id)).toBeCloseTo(bench.get(next.id)!, 9);
    // The seed is not changed by the run.
    expect(TIP_RATINGS_2023.season).toBe(2022);
    expect(TIP_RATINGS_2023.ratings.get("Geelong")).toBe(before);
  });

  it("without the tipping rating asked for, gives no tipping expectations", () => {
    expect(seasonModel([csvFixture(2023)], options(null)).tipExpected.size).toBe(0);
  });
});
