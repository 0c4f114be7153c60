// Fits the tipping model's team rating (lib/predict/tip-rating.ts) on 1990–2022 and writes it into
// lib/predict/params.json ("tips") with the state it starts 2023 from (lib/predict/tip-ratings-2023.json:
// each club's rating, the grounds of its last matches, by the data service's names). Reads the CSV
// files (data/afl: the history has goals and behinds, which the service's season list does not carry),
// runs the ratings from 1897 and chooses the parameters on the margins of 1990–2022 (coordinate descent
// on the squared error, then σ by log loss, then the rest term by least squares). Nothing after 2022
// is read. The variant (which parameters are free) was chosen on 2015–2022 with the parameters fitted
// on 1990–2014 (scripts/tip-variants.ts). Run: npx tsx scripts/fit-tip-rating.ts
import { readFileSync, writeFileSync } from "node:fs";
import { loadHistory } from "@/lib/predict/load-results";
import { fitTipRating, fitTipRest, TIP_RATING_START, TIP_RATING_FREE } from "@/lib/predict/fit-tip-rating";
import { runTipRatings } from "@/lib/predict/tip-rating";

const FIT_FROM = 1990;
const FIT_TO = 2022;

const history = loadHistory().filter((m) => m.season <= FIT_TO);
const since1990 = history.filter((m) => m.season >= FIT_FROM);
const pointsPerShot =
  since1990.reduce((s, m) => s + m.totalScore, 0) /
  since1990.reduce((s, m) => s + m.homeShots! + m.awayShots!, 0);
const round = (x: number, d = 4) => Number(x.toFixed(d));
const fit = fitTipRating(
  history,
  { ...TIP_RATING_START, pointsPerShot },
  TIP_RATING_FREE,
  FIT_FROM,
  FIT_TO,
  "mse",
);
// What is shipped is rounded; the rest term and the 2023 state are worked out with the shipped values.
const params = Object.fromEntries(
  Object.entries(fit).map(([k, v]) => [k, round(v)]),
) as unknown as typeof fit;
const rest = fitTipRest(params, history, FIT_FROM, FIT_TO);
const end = runTipRatings(params, history);

const file = "lib/predict/params.json";
const all = JSON.parse(readFileSync(file, "utf8"));
all.tips = {
  fittedOn: `ratings run 1897–${FIT_TO}; parameters chosen on ${FIT_FROM}–${FIT_TO}`,
  sigma: round(params.sigma),
  restPerDay: round(rest.perDay),
  restPerDayStandardError: round(rest.standardError),
  // Set, not fitted (box scores begin in 2023): the players' term and its regression.
  alpha: 0.15,
  priorGames: 3,
  ridge: 300,
  rating: params,
};
writeFileSync(file, JSON.stringify(all, null, 2) + "\n");

// The state after 2022's last match (2023's first match applies the carry-over): clubs of 2022 only.
const playing = new Set(history.filter((m) => m.season === FIT_TO).flatMap((m) => [m.home, m.away]));
const clubs = [...playing].sort();
writeFileSync(
  "lib/predict/tip-ratings-2023.json",
  JSON.stringify(
    {
      season: end.season,
      ratings: Object.fromEntries(clubs.map((c) => [c, round(end.ratings.get(c)!, 3)])),
      played: Object.fromEntries(clubs.map((c) => [c, end.played.get(c) ?? 0])),
      grounds: Object.fromEntries(clubs.map((c) => [c, end.grounds.get(c) ?? []])),
    },
    null,
    2,
  ) + "\n",
);
console.log(all.tips);
