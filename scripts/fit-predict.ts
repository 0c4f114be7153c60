// Fits the prediction models and writes lib/predict/params.json and lib/predict/ratings-2023.json.
// Pre-match rating: parameters chosen by coordinate descent on the squared error of the expected
// margin over 1990–2022, ratings run from 1897 (only seasons before 2023 are used). The live model's σ
// is fitted on the quarter-end margins of 2023–2025, the choice (the bench reports it
// leave-one-season-out). The matches are the data service's, read as the history pages read them
// (lib/predict/service-results.ts), from an embedded service this script starts in memory (the real
// data, imported at start: ~30 s). Run: npx tsx scripts/fit-predict.ts
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { loadServiceResults, withQuarterMargins } from "@/lib/predict/service-results";
import { startService } from "@/tests/helpers/start-service";
import { carryOver, runRatings, type RatingParams } from "@/lib/predict/rating";
import { fitSigma, fitLiveSigma, liveSamples, marginError } from "@/lib/predict/fit";

const FIT_FROM = 1990;
const FIRST_RECENT = 2023;

const service = await startService();
let calls = 0;
const getJson = async (path: string): Promise<unknown> => {
  calls++;
  const res = await service.json(`/v1${path}`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.body;
};
const began = performance.now();
const all = await loadServiceResults(getJson);
const history = all.filter((m) => m.season < FIRST_RECENT);
// Quarter scores cost a call a match: only the live σ's seasons need them.
const recent = await withQuarterMargins(
  getJson,
  all.filter((m) => m.season >= FIRST_RECENT),
);
console.log(
  `${all.length} matches and ${recent.length} matches' quarters from the service: ${calls} calls, ${Math.round(performance.now() - began)} ms`,
);
await service.close();

let params: RatingParams = { k: 0.06, hga: 8, travel: 8, carry: 0.6, cap: 80, newClub: -10, sigma: 38 };
const steps: Record<keyof Omit<RatingParams, "sigma">, number> = {
  k: 0.01,
  hga: 2,
  travel: 2,
  carry: 0.1,
  cap: 20,
  newClub: 10,
};
let best = marginError(params, history, FIT_FROM);
for (let pass = 0; pass < 6; pass++) {
  for (const key of Object.keys(steps) as (keyof typeof steps)[]) {
    for (;;) {
      const tries = [params[key] + steps[key], params[key] - steps[key]].map((v) => ({
        ...params,
        [key]: v,
      }));
      const scored = tries
        .map((t) => ({ t, e: marginError(t, history, FIT_FROM) }))
        .sort((a, b) => a.e - b.e)[0];
      if (scored.e >= best - 1e-9) break;
      params = scored.t;
      best = scored.e;
    }
    steps[key] /= 2;
  }
}
params = { ...params, sigma: fitSigma(params, history, FIT_FROM) };

const endOf2022 = runRatings(params, history);
const start2023 = new Map(endOf2022);
carryOver(params, start2023);
const live = { sigma: fitLiveSigma(liveSamples(params, recent, start2023)) };

const modern = history.filter((m) => m.season >= 2013);
const meanScore = modern.reduce((s, m) => s + m.totalScore, 0) / (2 * modern.length);

const round = (x: number, d = 4) => Number(x.toFixed(d));
const out = {
  fittedOn: `ratings run 1897–2022; parameters chosen on ${FIT_FROM}–2022; live σ on 2023–2025 quarter ends`,
  rating: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, round(v)])),
  marginRmse: round(Math.sqrt(best), 2),
  live: { sigma: round(live.sigma, 2) },
  simulation: { meanScore: round(meanScore, 1) },
  // The tipping model's settings and its own team rating: scripts/fit-tip-rating.ts writes them (from
  // the CSV files, which have the scoring shots); kept as they are here.
  tips: (JSON.parse(readFileSync("lib/predict/params.json", "utf8")) as { tips: unknown }).tips,
};
writeFileSync("lib/predict/params.json", JSON.stringify(out, null, 2) + "\n");
const playing2022 = new Set(history.filter((m) => m.season === 2022).flatMap((m) => [m.home, m.away]));
const ratings = Object.fromEntries(
  [...start2023]
    .filter(([c]) => playing2022.has(c))
    .sort((a, b) => b[1] - a[1])
    .map(([c, r]) => [c, round(r, 2)]),
);
writeFileSync("lib/predict/ratings-2023.json", JSON.stringify({ season: 2023, ratings }, null, 2) + "\n");
console.log(out);
