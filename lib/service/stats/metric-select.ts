import {
  METRICS,
  METRIC_BY_CODE,
  tierAllows,
  type MetricDef,
  type Tier,
} from "@/lib/service/metrics/glossary";
import { MetricTierError, UnknownMetricError } from "./errors";

// Which metrics a request gets. Without codes: every metric of the caller's tier at the level asked
// for. With codes: each must exist (else 400) and be within the tier (else 403; api-contract.md
// "Metric tiers"); a known code at the other level (a Player-only metric in squad statistics) is not an
// error, it has no value there and is left out. Results are in glossary order, without repeats.

export type StatLevel = "Player" | "Squad";

export function atLevel(def: MetricDef, level: StatLevel): boolean {
  return def.level === level || def.level === "Both";
}

/** Looks up codes and enforces the tier; all unknown codes are reported before any tier refusal. */
export function resolveCodes(codes: readonly string[], tier: Tier): MetricDef[] {
  const defs = codes.map((code) => {
    const def = METRIC_BY_CODE.get(code);
    if (!def) throw new UnknownMetricError(code);
    return def;
  });
  for (const def of defs) if (!tierAllows(tier, def)) throw new MetricTierError(def.code, def.tier, tier);
  return [...new Set(defs)].sort((a, b) => a.id - b.id);
}

export function selectMetrics(
  codes: readonly string[] | undefined,
  tier: Tier,
  level: StatLevel,
): MetricDef[] {
  const defs = codes?.length ? resolveCodes(codes, tier) : METRICS.filter((m) => tierAllows(tier, m));
  return defs.filter((m) => atLevel(m, level));
}
