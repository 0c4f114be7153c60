import type { Stat } from "@/lib/sds/schemas/common";
import type { MetricDef } from "@/lib/data/metrics/glossary";

// valueDisplay by the metric's format. `value` is rounded to the same precision, so the two never
// disagree and a difference of two Stats is exactly the difference of what the user saw.
// - Integer "12"; Decimal One Place "3.2"; Decimal Two Places "1.45";
// - Percentage One Decimal "45.5%": value 45.5 (percent, not a fraction), the sign only in the display;
// - Time (mm:ss) "84:05": value in whole seconds, minutes not capped at 59 (a match runs ~120).

const DECIMALS: Record<string, number> = {
  Integer: 0,
  "Decimal One Place": 1,
  "Decimal Two Places": 2,
  "Percentage One Decimal": 1,
  "Time (mm:ss)": 0,
};

export function roundForFormat(format: string, value: number): number {
  const r = Number(value.toFixed(DECIMALS[format] ?? 2));
  return r === 0 ? 0 : r; // no "-0"
}

export function formatValue(format: string, value: number): string {
  const v = roundForFormat(format, value);
  switch (format) {
    case "Percentage One Decimal":
      return `${v.toFixed(1)}%`;
    case "Time (mm:ss)": {
      const sign = v < 0 ? "-" : "";
      const secs = Math.abs(v);
      return `${sign}${String(Math.floor(secs / 60)).padStart(2, "0")}:${String(secs % 60).padStart(2, "0")}`;
    }
    default:
      return v.toFixed(DECIMALS[format] ?? 2);
  }
}

export function toStat(def: MetricDef, value: number): Stat {
  return {
    id: def.id,
    code: def.code,
    name: def.name,
    namePlural: def.namePlural,
    valueDisplay: formatValue(def.format, value),
    value: roundForFormat(def.format, value),
  };
}
