import { describe, expect, it } from "vitest";
import { csvVoteMatches } from "@/tests/helpers/brownlow-csv";
import { fitVotes } from "./fit-votes";
import { VOTE_FEATURES, VOTE_FITS } from "./params";

// The shipped weights against a fit the test makes itself on the raw CSV (player_stats.csv's counts and
// votes, matches.csv's scores): each season's weights must come from the seasons it names and never
// from the season it predicts. Slow-ish (four fits, ~3 s).

const raw = csvVoteMatches(VOTE_FEATURES);
const whole = (m: (typeof raw)[number]) => {
  const v = m.players
    .map((p) => p.votes)
    .filter((x) => x > 0)
    .sort();
  return v.join() === "1,2,3";
};

describe("the Brownlow model's shipped weights", () => {
  it("name the features the raw rows are built from", () => {
    expect(raw.length).toBe(3 * 207);
    expect(raw[0].players[0].x).toHaveLength(VOTE_FEATURES.length);
  });

  for (const fit of VOTE_FITS) {
    const label = fit.predicts ?? "later seasons";
    it(`for ${label}: fitted on ${fit.fittedOn.join(", ")} only, as a fit on the raw CSV gives`, () => {
      if (fit.predicts !== null) {
        expect(fit.fittedOn).not.toContain(fit.predicts);
        if (fit.walkForward) expect(fit.fittedOn.every((s) => s < fit.predicts!)).toBe(true);
      }
      const rows = raw.filter((m) => fit.fittedOn.includes(m.season) && whole(m));
      expect(fit.matches).toBe(rows.length);
      const { weights } = fitVotes(rows, VOTE_FEATURES.length);
      weights.forEach((w, i) => expect(Math.abs(w - fit.weights[i])).toBeLessThan(1e-5));
      if (fit.predicts === null) return;
      // One match of the predicted season among the rows moves the weights beyond the tolerance: the
      // comparison would catch a fit that had seen it.
      const planted = raw.find((m) => m.season === fit.predicts && whole(m))!;
      const leaked = fitVotes([...rows, planted], VOTE_FEATURES.length).weights;
      expect(Math.max(...leaked.map((w, i) => Math.abs(w - fit.weights[i])))).toBeGreaterThan(1e-4);
    });
  }
});
