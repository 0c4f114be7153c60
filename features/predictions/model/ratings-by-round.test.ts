import { describe, expect, it } from "vitest";
import { csvFixture } from "@/tests/helpers/predict-csv-fixture";
import { RATING_PARAMS } from "./params";
import { homeRegions } from "./from-fixture";
import { seasonTeams } from "./fixture-matches";
import { matchRater } from "./match-rater";
import { rateSeason } from "./ratings-by-round";

const season = csvFixture(2025);
const teams = seasonTeams(season);
const rated = (afterRound: number | null) => {
  const rater = matchRater(RATING_PARAMS, undefined);
  const byRound = rateSeason(
    season,
    teams,
    rater,
    homeRegions(season),
    (r) => afterRound === null || r <= afterRound,
  );
  return { rater, byRound };
};

describe("rateSeason", () => {
  it("gives the start and each counted round, in order, a rating a team", () => {
    const { byRound } = rated(3);
    expect(byRound.map((r) => r.round)).toEqual([-1, 0, 1, 2, 3]);
    expect(byRound[0]).toEqual({ round: -1, name: "Start", ratings: teams.map(() => 0) });
    expect(byRound[4].name).toBe("Round 3");
    expect(byRound[4].ratings).toHaveLength(18);
    expect(byRound[4].ratings).not.toEqual(byRound[3].ratings);
  });

  it("expects every match, counted or not, but moves the ratings only with the counted rounds", () => {
    const three = rated(3);
    const matches = season.phases.flatMap((ph) => ph.rounds.flatMap((rd) => rd.matches));
    expect(three.rater.expected.size).toBe(matches.length);
    // The later rounds' results turned upside down change nothing when only rounds to 3 count...
    const flipped = structuredClone(season);
    for (const rd of flipped.phases.flatMap((ph) => ph.rounds))
      if (rd.number > 3)
        for (const m of rd.matches)
          [m.squads.home.score, m.squads.away.score] = [m.squads.away.score, m.squads.home.score];
    const other = matchRater(RATING_PARAMS, undefined);
    expect(rateSeason(flipped, teams, other, homeRegions(season), (r) => r <= 3)).toEqual(three.byRound);
    expect(teams.map((t) => other.ratingOf(t.id))).toEqual(teams.map((t) => three.rater.ratingOf(t.id)));
    // ...and every round counts when all do.
    const all = rated(null);
    expect(all.byRound.at(-1)!.round).toBe(104); // the grand final
    expect(all.byRound.at(-1)!.ratings).not.toEqual(three.byRound[4].ratings);
  });
});
