import calibration from "@/lib/predict/calibration.json";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { NEWCOMER_GAMES } from "@/lib/predict/tip-model";

// The tipping model season by season beside today's rating model and the two baselines, as the bench
// measured it (bench/predict.ts writes lib/predict/calibration.json; tests/data/tips-figures.test.ts
// recomputes it from the raw results). Walk-forward: every match tipped from what came before it.

const MODELS = [
  ["tips", "Tipping model (who plays)"],
  ["rating", "Team ratings only"],
  ["home", "Home side wins"],
  ["half", "50/50"],
] as const;
const SEASONS = ["2023", "2024", "2025", "2023–2025"] as const;

export function TipsTable() {
  return (
    <section aria-labelledby="tips" className="space-y-2">
      <h2 id="tips" className="text-xl font-semibold">
        How the model went: tips 2023–2025
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Each match tipped only from what was known before it: the team ratings, the ground and travel, the
        days of rest, the selected players rated from their earlier box scores (from 2023, the first season
        with box scores, so 2023&apos;s early rounds lean on the team ratings) and how many of them are
        newcomers (fewer than {NEWCOMER_GAMES} AFL games). A draw counts as a tip right. Lower Brier and log
        loss are better, more bits better; the margin error is the average miss of the expected margin in
        points.
      </p>
      <DataTable label="Tips by season" testId="tips-table">
        <thead>
          <tr>
            <Th sticky>Season</Th>
            <Th>Model</Th>
            <Th numeric>Tips right</Th>
            <Th numeric>Brier</Th>
            <Th numeric>Log loss</Th>
            <Th numeric>Bits</Th>
            <Th numeric>Margin error</Th>
          </tr>
        </thead>
        <tbody>
          {SEASONS.flatMap((season) =>
            MODELS.map(([key, label]) => {
              const f = calibration.tips[season][key];
              return (
                <tr key={`${season}-${key}`} data-season={season} data-model={key}>
                  <RowHeader>{season}</RowHeader>
                  <Td>{label}</Td>
                  <Td numeric>
                    {f.tipsRight} of {f.matches}
                  </Td>
                  <Td numeric>{f.brier.toFixed(3)}</Td>
                  <Td numeric>{f.logLoss.toFixed(3)}</Td>
                  <Td numeric>{f.bits.toFixed(3)}</Td>
                  <Td numeric>{f.marginError.toFixed(1)}</Td>
                </tr>
              );
            }),
          )}
        </tbody>
      </DataTable>
    </section>
  );
}
