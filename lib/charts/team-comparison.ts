import type { SquadStatistics } from "@/lib/contract";

/** One metric of the comparison: each side's value and its share of the two together. */
export interface ComparisonRow {
  code: string;
  name: string;
  values: [number, number];
  displays: [string, string];
  /** Each side's share of the two values (0–1); both 0 when neither side has any. */
  shares: [number, number];
}

/**
 * The team statistics answer as mirrored bars: one row per metric of the first squad, in the
 * answer's order, each side's bar its share of the metric (so disposals and goals share one axis).
 * Only counts compare this way: a metric with a negative value (a difference) is left out.
 */
export function comparisonRows(data: SquadStatistics): ComparisonRow[] {
  const [a, b] = data.squads;
  if (!a || !b) return [];
  const rows: ComparisonRow[] = [];
  for (const s of a.statistics) {
    const t = b.statistics.find((x) => x.code === s.code);
    if (!t || s.value < 0 || t.value < 0) continue;
    const total = s.value + t.value;
    rows.push({
      code: s.code,
      name: s.namePlural,
      values: [s.value, t.value],
      displays: [s.valueDisplay, t.valueDisplay],
      shares: total > 0 ? [s.value / total, t.value / total] : [0, 0],
    });
  }
  return rows;
}
