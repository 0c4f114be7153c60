import type { FixtureMatch } from "@/lib/contract";
import {
  copyTipRatingState,
  emptyTipRatingState,
  enterSeason,
  learnTipRating,
  tipExpectedMargin,
  type TipRatingParams,
  type TipRatingState,
} from "@/lib/predict/tip-rating";
import { MELBOURNE } from "@/lib/predict/teams";
import { complete, marginOf } from "./fixture-matches";

/**
 * The tipping model's team rating (lib/predict/tip-rating.ts) run beside the predictor's rating through
 * the same matches: clubs by name, scoring shots from the fixture's goals and behinds, grounds by the
 * venue's name. `seed` is its state before the first fixture (none: every club starts at 0 and knows
 * no ground). Only the fixture's tips ask for it (predictor.ts): the predictor's own pages do not run it.
 */
export function tipRater(o: { params: TipRatingParams; seed?: TipRatingState }) {
  const expected = new Map<number, number>();
  const tp = o.params;
  const ts = o.seed ? copyTipRatingState(o.seed) : emptyTipRatingState();
  const shots = (s: FixtureMatch["squads"]["home"]) =>
    s.score.goals === null || s.score.behinds === null ? null : s.score.goals + s.score.behinds;
  return {
    expected,
    enterSeason: (year: number) => enterSeason(tp, ts, year),
    rate(m: FixtureMatch, learn: boolean, regions: ReadonlyMap<number, string>): void {
      const home = m.squads.home.name;
      const away = m.squads.away.name;
      for (const n of [home, away]) if (!ts.ratings.has(n)) ts.ratings.set(n, o.seed ? tp.newClub : 0);
      const venue = m.venue.timeZone;
      const match = {
        home,
        away,
        venue: m.venue.name,
        venueRegion: venue,
        homeRegion: regions.get(m.squads.home.id) ?? venue,
        awayRegion: regions.get(m.squads.away.id) ?? MELBOURNE,
      };
      const te = tipExpectedMargin(tp, ts, match);
      expected.set(m.id, te);
      if (learn && complete(m))
        learnTipRating(
          tp,
          ts,
          {
            ...match,
            season: ts.season ?? 0,
            margin: marginOf(m),
            homeShots: shots(m.squads.home),
            awayShots: shots(m.squads.away),
          },
          te,
        );
    },
  };
}
