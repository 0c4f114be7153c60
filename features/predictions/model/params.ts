import fitted from "@/lib/predict/params.json";
import start2023 from "@/lib/predict/ratings-2023.json";
import type { RatingParams } from "@/lib/predict/rating";
import tipStart2023 from "@/lib/predict/tip-ratings-2023.json";
import type { TipParams } from "@/lib/predict/tip-model";
import { tipRatingStateOf, type TipRatingParams, type TipRatingState } from "@/lib/predict/tip-rating";

// The committed output of scripts/fit-predict.ts: the models' parameters and the AFL ratings at the
// start of 2023 (the first season the data service holds), by club name.

export const RATING_PARAMS: RatingParams = fitted.rating;
export const LIVE_PARAMS = fitted.live;
export const MEAN_SCORE = fitted.simulation.meanScore;
export const FIRST_SERVICE_SEASON = start2023.season;
export const RATINGS_2023: ReadonlyMap<string, number> = new Map(Object.entries(start2023.ratings));
/** The tipping model's settings (lib/predict/tip-model.ts): σ and the rest term fitted on 1990–2022 (scripts/fit-tip-rating.ts). */
export const TIP_PARAMS: TipParams = fitted.tips;
/** The rest term's standard error on 1990–2022, for the record (the bench prints it). */
export const TIP_REST_STANDARD_ERROR = fitted.tips.restPerDayStandardError;
/** The tipping model's team rating (lib/predict/tip-rating.ts), fitted on 1990–2022. */
export const TIP_RATING_PARAMS: TipRatingParams = fitted.tips.rating;
/** Its state after 2022 (ratings, each club's recent grounds by the service's names), by club name. */
export const TIP_RATINGS_2023: TipRatingState = tipRatingStateOf(tipStart2023);
