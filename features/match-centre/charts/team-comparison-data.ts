import type { ComparisonRow } from "@/lib/charts/team-comparison";

export type ComparisonDatum = {
  name: string;
  left: number;
  right: number;
  leftLabel: string;
  rightLabel: string;
};

/**
 * Each metric as two percentages, the first side's negated so that a sign-stacked bar grows left of
 * the centre line, with each side's count as written (the labels a coach reads).
 */
export const comparisonData = (rows: readonly ComparisonRow[]): ComparisonDatum[] =>
  rows.map((r) => ({
    name: r.name,
    left: -r.shares[0] * 100,
    right: r.shares[1] * 100,
    leftLabel: r.displays[0],
    rightLabel: r.displays[1],
  }));
