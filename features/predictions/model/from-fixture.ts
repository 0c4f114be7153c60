import type { Fixture } from "@/lib/contract";
import { carryOver, type RatingParams } from "@/lib/predict/rating";
import type { SeasonInput, SeasonTeam } from "./season-input";
import type { TipRatingParams, TipRatingState } from "@/lib/predict/tip-rating";
import { tipRater } from "./tip-rater";
import { MELBOURNE } from "@/lib/predict/teams";
import { byStart, seasonTeams } from "./fixture-matches";
import { matchRater, type MatchRater } from "./match-rater";
import { rateSeason, type RoundRatings } from "./ratings-by-round";
import { finalsPlayed, grandFinalRegion, premierOf, splitSeason } from "./season-results";
import { fixtureFinals } from "@/lib/season/finals-era";

// Turns a league's fixtures (earlier seasons first, the season asked about last) into the predictor's
// input, the ratings after every round, and each match's pre-match expected margin. Pure: the server
// fetches the fixtures, this decides what they mean. The parts: match-rater.ts (the ratings and each
// match's expectation), ratings-by-round.ts (the season asked about), season-results.ts (its results),
// fixture-matches.ts (how a match is read).

export type { RoundRatings };

export interface SeasonModel {
  input: SeasonInput;
  ratingsByRound: RoundRatings[];
  /** Pre-match expected home margin of every match of every fixture given, by match id. */
  expected: Map<number, number>;
  /** The same from the tipping model's team rating (lib/predict/tip-rating.ts), when asked for. */
  tipExpected: Map<number, number>;
}

export interface ModelOptions {
  rating: RatingParams;
  meanScore: number;
  /** Ratings at the start of the first fixture's season, by squad name (none: every club starts at 0). */
  seed?: ReadonlyMap<string, number>;
  afterRound: number | null;
  /**
   * The tipping model's team rating, run beside the rating through the same matches (by squad name;
   * scoring shots from the fixture's goals and behinds, grounds by the venue's name). `seed` is its
   * state before the first fixture (none: every club starts at 0 and knows no ground).
   */
  tipRating?: { params: TipRatingParams; seed?: TipRatingState };
}

/** Each squad's home region: the time zone of the venue of most of its home matches that season. */
export function homeRegions(fixture: Fixture): Map<number, string> {
  const counts = new Map<number, Map<string, number>>();
  for (const m of fixture.phases[0]?.rounds.flatMap((r) => r.matches) ?? []) {
    const c = counts.get(m.squads.home.id) ?? new Map<string, number>();
    c.set(m.venue.timeZone, (c.get(m.venue.timeZone) ?? 0) + 1);
    counts.set(m.squads.home.id, c);
  }
  return new Map(
    [...counts].map(([id, c]) => [id, [...c].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]]),
  );
}

export function seasonModel(fixtures: readonly Fixture[], o: ModelOptions): SeasonModel {
  const p = o.rating;
  const rater = matchRater(p, o.seed);
  // The tipping model's rating, when asked for, follows the same matches in the same order.
  const tips = o.tipRating && tipRater(o.tipRating);
  const rate: MatchRater["rate"] = (m, learn, regions) => {
    rater.rate(m, learn, regions);
    tips?.rate(m, learn, regions);
  };
  const target = fixtures[fixtures.length - 1];
  let regions = new Map<number, string>();
  // The earlier seasons, all their matches in date order, carried over from one season to the next.
  fixtures.forEach((f, i) => {
    if (i > 0) carryOver(p, rater.ratings);
    tips?.enterSeason(f.startYear);
    regions = homeRegions(f);
    if (f !== target) {
      f.phases
        .flatMap((ph) => ph.rounds.flatMap((rd) => rd.matches))
        .sort(byStart)
        .forEach((m) => rate(m, true, regions));
    }
  });

  const counted = (round: number) => o.afterRound === null || round <= o.afterRound;
  const teamList = seasonTeams(target);
  const ratingsByRound = rateSeason(target, teamList, { ...rater, rate }, regions, counted);
  const teams: SeasonTeam[] = teamList.map((t) => ({
    ...t,
    region: regions.get(t.id) ?? MELBOURNE,
    rating: rater.ratingOf(t.id),
  }));
  const { played, remaining } = splitSeason(target, counted);
  return {
    input: {
      seasonId: target.seasonId,
      afterRound: o.afterRound,
      teams,
      played,
      remaining,
      finals: fixtureFinals(target),
      finalsPlayed: o.afterRound === null ? finalsPlayed(target) : [],
      premier: o.afterRound === null ? premierOf(target) : null,
      grandFinalRegion: grandFinalRegion(fixtures),
      rating: p,
      meanScore: o.meanScore,
    },
    ratingsByRound,
    expected: rater.expected,
    tipExpected: tips ? tips.expected : new Map(),
  };
}
