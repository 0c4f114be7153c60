// The metric glossary: every metric the Sports Data Service knows, with the lowest licence tier that
// may see it (api-contract.md "Metric tiers and licences") and whether time-coded statistics
// serve it. Ids are positions in METRIC_ROWS, so they stay stable as long as rows are only appended.
import { METRIC_DESCRIPTIONS } from "./glossary-descriptions";
import { METRIC_ROWS, type FormatName, type MetricCode, type MetricRow } from "./glossary-rows";

export type { MetricCode } from "./glossary-rows";

export const TIERS = ["core", "advanced", "transactional"] as const;
export type Tier = (typeof TIERS)[number];

export interface MetricDef {
  id: number;
  code: string;
  codeShort: string;
  name: string;
  namePlural: string;
  nameShort: string;
  nameDisplay: string;
  description: string;
  levelId: number;
  level: "Player" | "Squad" | "Both";
  formatId: number;
  format: string;
  formatAvgId: number;
  formatAvg: string;
  transaction: boolean;
  tier: Tier;
  timeCoded: boolean;
  source: "boxscore" | "derived" | "events";
}

export const LEVELS = [
  { id: 1, name: "Player" },
  { id: 2, name: "Squad" },
  { id: 3, name: "Both" },
] as const;

export const FORMATS: readonly { id: number; name: FormatName }[] = [
  { id: 1, name: "Integer" },
  { id: 2, name: "Decimal One Place" },
  { id: 3, name: "Percentage One Decimal" },
  { id: 4, name: "Time (mm:ss)" },
  { id: 5, name: "Decimal Two Places" },
];

// A per-game average of a count is fractional, so integers average to one decimal place; every
// other format already carries its own precision.
const AVERAGE_FORMAT: Record<FormatName, FormatName> = {
  Integer: "Decimal One Place",
  "Decimal One Place": "Decimal One Place",
  "Percentage One Decimal": "Percentage One Decimal",
  "Time (mm:ss)": "Time (mm:ss)",
  "Decimal Two Places": "Decimal Two Places",
};

// Sums that the public service still leaves out of time-coded statistics (football-facts.md): they are
// credited per chain or per carry, not to one instant of the match.
const NOT_TIME_CODED = new Set<string>(["CHAIN_METRES", "METRES_GAINED"]);

function formatId(name: FormatName): number {
  const found = FORMATS.find((f) => f.name === name);
  if (!found) throw new Error(`Unknown metric format ${name}`);
  return found.id;
}

function levelId(name: MetricDef["level"]): number {
  const found = LEVELS.find((l) => l.name === name);
  if (!found) throw new Error(`Unknown metric level ${name}`);
  return found.id;
}

function toDef(row: MetricRow<MetricCode>, index: number): MetricDef {
  const countLike = row.kind === "count" || row.kind === "sum";
  const formatAvg = AVERAGE_FORMAT[row.format];
  return {
    id: index + 1,
    code: row.code,
    codeShort: row.codeShort,
    name: row.name,
    namePlural: row.namePlural,
    nameShort: row.nameShort,
    // Column headers read "Kicks" for tallies but "Disposal Efficiency" for rates.
    nameDisplay: countLike ? row.namePlural : row.name,
    description: METRIC_DESCRIPTIONS[row.code],
    levelId: levelId(row.level),
    level: row.level,
    formatId: formatId(row.format),
    format: row.format,
    formatAvgId: formatId(formatAvg),
    formatAvg,
    // A transaction metric is one whose every unit is a single recorded event.
    transaction: row.kind === "count",
    tier: row.tier,
    // Ratios and match-level totals (time on ground, votes, ratings) have no instant to code.
    timeCoded: countLike && !NOT_TIME_CODED.has(row.code),
    source: row.source,
  };
}

export const METRICS: MetricDef[] = METRIC_ROWS.map(toDef);

export const METRIC_BY_CODE: ReadonlyMap<string, MetricDef> = new Map(METRICS.map((m) => [m.code, m]));

/** 0 for core, 1 for advanced, 2 for transactional: a client sees metrics whose rank is <= its own. */
export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

/** Whether a client holding `clientTier` may see `metric`. */
export function tierAllows(clientTier: Tier, metric: Pick<MetricDef, "tier">): boolean {
  return tierRank(metric.tier) <= tierRank(clientTier);
}

/** Every metric visible to a client of `tier` (its own tier and all lower ones), in id order. */
export function metricsForTier(tier: Tier): MetricDef[] {
  return METRICS.filter((m) => tierAllows(tier, m));
}
