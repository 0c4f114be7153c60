import fitted from "@/lib/predict/params.json";
import start2023 from "@/lib/predict/ratings-2023.json";
import type { RatingParams } from "@/lib/predict/rating";

// The committed output of scripts/fit-predict.ts: the models' parameters and the AFL ratings at the
// start of 2023 (the first season the data service holds), by club name.

export const RATING_PARAMS: RatingParams = fitted.rating;
export const LIVE_PARAMS = fitted.live;
export const MEAN_SCORE = fitted.simulation.meanScore;
export const FIRST_SERVICE_SEASON = start2023.season;
export const RATINGS_2023: ReadonlyMap<string, number> = new Map(Object.entries(start2023.ratings));
