import "server-only";
import { AFL_LEAGUE_ID } from "@/lib/season/afl-league";
import { cache } from "react";
import { fixtureQuery } from "@/lib/queries/fixture";
import { levelSeasonsQuery } from "@/lib/queries/league";
import type { SeasonRef } from "@/lib/queries/season-ref";
import type { MatchDetails } from "@/lib/contract";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { seasonModel, type SeasonModel } from "@/features/predictions/model/from-fixture";
import {
  FIRST_SERVICE_SEASON,
  LIVE_PARAMS,
  MEAN_SCORE,
  RATING_PARAMS,
  RATINGS_2023,
  TIP_RATING_PARAMS,
  TIP_RATINGS_2023,
} from "@/features/predictions/model/params";
import type { MatchOutlook } from "@/lib/predict/match-outlook";

// The predictor's model of a season, from data the site already fetches: the fixtures of the
// season and of the level's earlier seasons (the ratings run through them), each one cached call. The
// AFL's clubs start 2023 from the ratings fitted on 1897–2022; a league without history (the synthetic
// demo league) starts every club at 0 in its earliest season given.

/** How many earlier seasons the ratings run through: enough for the carry-over to wash out. */
const EARLIER_SEASONS = 3;

// Memoised per request by its primitive arguments (React's cache compares objects by identity).
const modelOf = cache(
  async (
    leagueId: number,
    levelId: number,
    seasonId: number,
    afterRound: number | null,
    tips: boolean,
  ): Promise<SeasonModel> => {
    const ref: SeasonRef = { leagueId, levelId, seasonId };
    const { seasons } = await fetchOnServer(levelSeasonsQuery(leagueId, levelId));
    const target = seasons.find((s) => s.id === seasonId);
    // The AFL's seasons from 2023 start from the committed 2023 ratings, which already carry 1897–2022:
    // the history the service now holds is not re-rated from zero for them.
    const fromSeed = leagueId === AFL_LEAGUE_ID && (target?.startYear ?? 0) >= FIRST_SERVICE_SEASON;
    const earlier = seasons
      .filter((s) => target && s.startYear < target.startYear)
      .filter((s) => !fromSeed || s.startYear >= FIRST_SERVICE_SEASON)
      .sort((a, b) => a.startYear - b.startYear)
      .slice(-EARLIER_SEASONS);
    const chain = [...earlier.map((s) => ({ ...ref, seasonId: s.id })), ref];
    const fixtures = await Promise.all(chain.map((r) => fetchOnServer(fixtureQuery(r))));
    const seeded = leagueId === AFL_LEAGUE_ID && fixtures[0].startYear === FIRST_SERVICE_SEASON;
    return seasonModel(fixtures, {
      rating: RATING_PARAMS,
      meanScore: MEAN_SCORE,
      seed: seeded ? RATINGS_2023 : undefined,
      afterRound,
      tipRating: tips
        ? { params: TIP_RATING_PARAMS, seed: seeded ? TIP_RATINGS_2023 : undefined }
        : undefined,
    });
  },
);

/**
 * The season's model as it stood after `afterRound` (null: now). With `tips`, the tipping model's rating
 * runs beside it (`tipExpected`): only the fixture's tips show it.
 */
export const predictorModel = (
  ref: SeasonRef,
  afterRound: number | null,
  opts: { tips?: boolean } = {},
): Promise<SeasonModel> => modelOf(ref.leagueId, ref.levelId, ref.seasonId, afterRound, opts.tips ?? false);

/** What the live win probability needs of a match; null when its season's model does not have it. */
export async function matchOutlook(m: MatchDetails): Promise<MatchOutlook | null> {
  try {
    const model = await predictorModel(
      { leagueId: m.leagueId, levelId: m.levelId, seasonId: m.seasonId },
      null,
    );
    const expected = model.expected.get(m.id);
    return expected === undefined ? null : { expected, sigma: LIVE_PARAMS.sigma };
  } catch {
    return null;
  }
}
