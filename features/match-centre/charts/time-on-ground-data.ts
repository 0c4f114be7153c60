import { periodLabel } from "@/lib/charts/match-clock";
import type { TimeOnGroundRow } from "@/lib/charts/time-on-ground";

export type TimeOnGroundDatum = { name: string; total: number } & Record<`q${number}`, number>;

/** A player's row: each quarter's minutes as `q1`…`qN` (one stacked segment each), to a tenth. */
export const timeOnGroundData = (rows: readonly TimeOnGroundRow[]): TimeOnGroundDatum[] =>
  rows.map((r) => ({
    name: r.name,
    total: r.total,
    ...Object.fromEntries(r.quarters.map((m, i) => [`q${i + 1}`, Math.round(m * 10) / 10])),
  }));

/** The tooltip's line, before its unit: "Q1 25.3 · Q2 24.1 · …". */
export const quarterMinutes = (d: TimeOnGroundDatum, quarters: number): string =>
  Array.from({ length: quarters }, (_, i) => `${periodLabel(i + 1)} ${d[`q${i + 1}`]}`).join(" · ");
