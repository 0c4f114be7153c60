// The variants of the tipping model's team rating (lib/predict/tip-rating.ts) that were scored, for
// the record (docs/decisions/tipping-model.md). Each variant's parameters are fitted on 1990–2014 (the
// ratings run from 1897) and it is scored by log loss on 2015–2022: the validation, on which the
// variant was chosen (scripts/fit-tip-rating.ts fits the chosen one). Then it is refitted on 1990–2022
// and scored on 2023–2025, alone and as the tipping model's team term: the test, reported, not used to
// choose. Two more variants were scored while building and then dropped (their code is gone): a
// short-memory "form" rating beside the rating (validation 0.5885, test 0.5811 with the players) and
// regression towards each club's long-run level at a new season (the fit kept none of it: the same
// model as "shots + familiarity + early k"). ~3 minutes. Run: npx tsx scripts/tip-variants.ts [name part]
import { TIP_PARAMS } from "@/features/predictions/model/params";
import { fitTipRating, tipRatingLogLoss, TIP_RATING_START } from "@/lib/predict/fit-tip-rating";
import { loadBoxScoredMatches } from "@/lib/predict/load-box-scores";
import { loadHistory } from "@/lib/predict/load-results";
import { runTipsWith, type TeamTerm } from "@/lib/predict/run-tips";
import { brier, logLoss, outcomeOf, tipsRight } from "@/lib/predict/scores";
import { runTipRatings, type TipRatingParams } from "@/lib/predict/tip-rating";

const history = loadHistory().filter((m) => m.season <= 2022);
const recent = loadBoxScoredMatches();
const since1990 = history.filter((m) => m.season >= 1990);
const pointsPerShot =
  since1990.reduce((s, m) => s + m.totalScore, 0) /
  since1990.reduce((s, m) => s + m.homeShots! + m.awayShots!, 0);

type Free = (keyof TipRatingParams)[];
const BASE: Free = ["k", "hga", "travel", "carry", "cap", "newClub"];
const SHOTS_FAMILIARITY: Free = [...BASE, "shotWeight", "familiarity"];
const variants: {
  name: string;
  free: Free;
  fixed: Partial<TipRatingParams>;
  objective: "mse" | "logloss";
}[] = [
  { name: "points (as today)", free: BASE, fixed: { window: 50 }, objective: "mse" },
  { name: "shots", free: [...BASE, "shotWeight"], fixed: { window: 50 }, objective: "mse" },
  { name: "familiarity", free: [...BASE, "familiarity"], fixed: { window: 50 }, objective: "mse" },
  { name: "shots + familiarity", free: SHOTS_FAMILIARITY, fixed: { window: 50 }, objective: "mse" },
  {
    name: "shots + familiarity + early k",
    free: [...SHOTS_FAMILIARITY, "kEarly"],
    fixed: { window: 50 },
    objective: "mse",
  },
  {
    name: "shots + familiarity (25 matches) + early k (chosen)",
    free: [...SHOTS_FAMILIARITY, "kEarly"],
    fixed: { window: 25 },
    objective: "mse",
  },
  {
    name: "shots + familiarity, fitted by log loss",
    free: SHOTS_FAMILIARITY,
    fixed: { window: 50 },
    objective: "logloss",
  },
];

const f4 = (x: number) => x.toFixed(4);
for (const v of variants) {
  if (process.argv[2] && !v.name.includes(process.argv[2])) continue;
  const start = { ...TIP_RATING_START, pointsPerShot, ...v.fixed };
  const early = fitTipRating(history, start, v.free, 1990, 2014, v.objective);
  const validation = tipRatingLogLoss(early, history, 2015, 2022);
  const full = fitTipRating(history, start, v.free, 1990, 2022, v.objective);
  const team: TeamTerm[] = [];
  runTipRatings(full, recent, runTipRatings(full, history), (_m, pred) =>
    team.push({ expected: pred.expected, probability: pred.probability }),
  );
  const tipped = runTipsWith({ ...TIP_PARAMS, sigma: full.sigma }, recent, team);
  const scored = (season: number | null, which: "tip" | "team") =>
    tipped
      .filter((t) => season === null || t.season === season)
      .map((t) => ({
        probability: which === "tip" ? t.tip.probability : t.teamProbability,
        outcome: outcomeOf(t.margin!),
      }));
  const seasons = [2023, 2024, 2025]
    .map((s) => `${s}: ${tipsRight(scored(s, "tip"))} right, ${f4(logLoss(scored(s, "tip")))}`)
    .join("; ");
  console.log(
    `${v.name}: validation 2015–2022 ${f4(validation)} (in-sample 1990–2022 ${f4(tipRatingLogLoss(full, history, 1990, 2022))})`,
  );
  console.log(
    `  test 2023–2025: rating alone ${f4(logLoss(scored(null, "team")))} (${[2023, 2024, 2025].map((s) => tipsRight(scored(s, "team"))).join("/")} right); tipping model ${f4(logLoss(scored(null, "tip")))}, Brier ${f4(brier(scored(null, "tip")))}; ${seasons}`,
  );
  console.log(
    `  ${JSON.stringify(Object.fromEntries(Object.entries(full).map(([k, x]) => [k, Number(x.toFixed(4))])))}`,
  );
}
