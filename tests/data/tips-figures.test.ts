import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import calibration from "@/lib/predict/calibration.json";
import { readRawCsv } from "@/tests/helpers/raw-csv";

// The tips table as published (lib/predict/calibration.json: the predictor page's "How the model went"
// and BENCHMARKS.md's "Predictions") recomputed here from the raw matches.csv and the per-match tips
// the bench wrote (lib/predict/tips-2023-2025.json), with this file's own arithmetic: not the scoring
// functions, the loader or the model under test.

const matches = readRawCsv("matches.csv");
const tips: { id: number; expected: number; probability: number }[] = JSON.parse(
  readFileSync(path.join(process.cwd(), "lib/predict/tips-2023-2025.json"), "utf8"),
);
const tipOf = new Map(tips.map((t) => [t.id, t]));

function figures(season: number | null) {
  const rows = matches.filter((m) => season === null || Number(m.season) === season);
  let right = 0;
  let brier = 0;
  let loss = 0;
  let bits = 0;
  let error = 0;
  for (const m of rows) {
    const margin = Number(m.home_score) - Number(m.away_score);
    const t = tipOf.get(Number(m.match_id));
    if (!t) throw new Error(`no tip for ${m.match_id}`);
    const p = t.probability;
    const y = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
    if (y === 0.5) right += 1;
    else if ((p > 0.5 && y === 1) || (p < 0.5 && y === 0)) right += 1;
    brier += (p - y) ** 2;
    loss -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
    bits += y === 0.5 ? 1 + 0.5 * Math.log2(p * (1 - p)) : 1 + Math.log2(y === 1 ? p : 1 - p);
    error += Math.abs(margin - t.expected);
  }
  const n = rows.length;
  return {
    matches: n,
    tipsRight: right,
    brier: brier / n,
    logLoss: loss / n,
    bits: bits / n,
    marginError: error / n,
  };
}

describe("the published tips table", () => {
  it("has a tip for every match of 2023–2025 and no other", () => {
    expect(matches).toHaveLength(648);
    expect(tips).toHaveLength(648);
    expect(new Set(tips.map((t) => t.id))).toEqual(new Set(matches.map((m) => Number(m.match_id))));
  });

  for (const [label, season] of [
    ["2023", 2023],
    ["2024", 2024],
    ["2025", 2025],
    ["2023–2025", null],
  ] as const)
    it(`reproduces ${label}'s figures from the raw results`, () => {
      const published = calibration.tips[label].tips;
      const mine = figures(season);
      expect(published.matches).toBe(mine.matches);
      expect(published.tipsRight).toBe(mine.tipsRight);
      // The per-match tips are rounded (4 decimals, 2 for the margin): the figures agree to that.
      expect(published.brier).toBeCloseTo(mine.brier, 3);
      expect(published.logLoss).toBeCloseTo(mine.logLoss, 3);
      expect(published.bits).toBeCloseTo(mine.bits, 3);
      expect(published.marginError).toBeCloseTo(mine.marginError, 2);
    });

  it("is the table BENCHMARKS.md shows", () => {
    const text = readFileSync(path.join(process.cwd(), "BENCHMARKS.md"), "utf8");
    for (const label of ["2023", "2024", "2025", "2023–2025"] as const) {
      const f = calibration.tips[label].tips;
      const row = text.split("\n").find((l) => l.startsWith(`| ${label} | Tipping model`));
      const cells = row?.split("|").map((c) => c.trim()) ?? [];
      expect(cells.slice(3, 5)).toEqual([
        String(f.matches),
        `${f.tipsRight} (${((100 * f.tipsRight) / f.matches).toFixed(1)}%)`,
      ]);
      // Three decimals of a figure kept to four: within half a unit of the last shown place and a bit.
      [f.brier, f.logLoss, f.bits].forEach((x, i) =>
        expect(Math.abs(Number(cells[5 + i]) - x)).toBeLessThanOrEqual(0.00051),
      );
    }
  });
});
