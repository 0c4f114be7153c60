import { describe, expect, it } from "vitest";
import { csvFixture, squadIdOf } from "@/tests/helpers/predict-csv-fixture";
import { RATING_PARAMS } from "./params";
import { matchRater } from "./match-rater";

// Round 1 of 2023: Richmond v Carlton, a draw; Geelong v Collingwood, Collingwood by 22 (both at the MCG).
const [draw, loss] = csvFixture(2023).phases[0].rounds[0].matches;
const melbourne = new Map<number, string>();
const p = RATING_PARAMS;

describe("matchRater", () => {
  it("starts a club at its seed, a club missing from the seed at newClub, and every club at 0 with none", () => {
    const seeded = matchRater(p, new Map([["Geelong", 12]]));
    seeded.rate(loss, false, melbourne);
    expect(seeded.ratingOf(squadIdOf("Geelong"))).toBe(12);
    expect(seeded.ratingOf(squadIdOf("Collingwood"))).toBe(p.newClub);
    const bare = matchRater(p, undefined);
    bare.rate(loss, false, melbourne);
    expect(bare.ratingOf(squadIdOf("Geelong"))).toBe(0);
  });

  it("expects each match before its result, and learns from it only when asked", () => {
    const rater = matchRater(
      p,
      new Map([
        ["Geelong", 12],
        ["Collingwood", 2],
      ]),
    );
    rater.rate(loss, false, melbourne);
    expect(rater.expected.get(loss.id)).toBeCloseTo(10 + p.hga, 9);
    expect(rater.ratingOf(squadIdOf("Geelong"))).toBe(12);
    rater.rate(loss, true, melbourne);
    expect(rater.expected.get(loss.id)).toBeCloseTo(10 + p.hga, 9);
    expect(rater.ratingOf(squadIdOf("Geelong"))).toBeLessThan(12);
    expect(rater.ratingOf(squadIdOf("Collingwood"))).toBeGreaterThan(2);
  });

  it("takes an unknown home side as at home at the venue and an unknown away side as from Melbourne", () => {
    const perth = structuredClone(draw);
    perth.venue.timeZone = "Australia/Perth";
    const rater = matchRater(p, undefined);
    rater.rate(perth, false, new Map());
    expect(rater.expected.get(perth.id)).toBeCloseTo(p.hga + p.travel, 9);
    rater.rate(perth, false, new Map([[perth.squads.home.id, "Australia/Melbourne"]]));
    expect(rater.expected.get(perth.id)).toBeCloseTo(p.hga, 9);
  });
});
