import type { Stat } from "@/lib/contract/schemas/common";
import type { MetricDef } from "@/lib/service/metrics/glossary";

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
  // Whole numbers (most metrics are counts) are already what is shown: no string round trip, which
  // was a tenth of a season build's statistics (25 filters × every player × every metric a match).
  if (Number.isInteger(value)) return value === 0 ? 0 : value; // no "-0"
  const r = Number(value.toFixed(DECIMALS[format] ?? 2));
  return r === 0 ? 0 : r; // no "-0"
}

/** The display of a value already rounded for its format. */
function displayRounded(format: string, v: number): string {
  switch (format) {
    case "Percentage One Decimal":
      return `${v.toFixed(1)}%`;
    case "Time (mm:ss)": {
      const sign = v < 0 ? "-" : "";
      const secs = Math.abs(v);
      return `${sign}${String(Math.floor(secs / 60)).padStart(2, "0")}:${String(secs % 60).padStart(2, "0")}`;
    }
    default: {
      const decimals = DECIMALS[format] ?? 2;
      return decimals === 0 && Math.abs(v) < 1e21 ? String(v) : v.toFixed(decimals);
    }
  }
}

export function formatValue(format: string, value: number): string {
  return displayRounded(format, roundForFormat(format, value));
}

export function toStat(def: MetricDef, value: number): Stat {
  const rounded = roundForFormat(def.format, value);
  return {
    id: def.id,
    code: def.code,
    name: def.name,
    namePlural: def.namePlural,
    valueDisplay: displayRounded(def.format, rounded),
    value: rounded,
  };
}
