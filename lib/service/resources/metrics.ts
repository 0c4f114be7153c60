import { METRICS, tierAllows, type MetricDef } from "@/lib/service/metrics/glossary";
import { POSITION_TYPES } from "@/lib/service/model/positions";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { Tier } from "../auth/clients";
import { notFound } from "../errors";

const publicFields = (m: MetricDef) => ({
  id: m.id,
  code: m.code,
  codeShort: m.codeShort,
  name: m.name,
  namePlural: m.namePlural,
  nameShort: m.nameShort,
  nameDisplay: m.nameDisplay,
  description: m.description,
  levelId: m.levelId,
  level: m.level,
  formatId: m.formatId,
  format: m.format,
  formatAvgId: m.formatAvgId,
  formatAvg: m.formatAvg,
  transaction: m.transaction,
});

/** The match's metrics: the caller's tier's metrics, or every platform metric with showAllMetrics. */
export function matchMetrics(m: DatasetMatch, tier: Tier, showAll: boolean) {
  return { matchId: m.id, metrics: METRICS.filter((x) => showAll || tierAllows(tier, x)).map(publicFields) };
}

/** The glossary, all of it or the codes asked for; a code that does not exist is a 404. */
export function glossary(codes: string[] | undefined) {
  if (!codes)
    return { metrics: METRICS.map((m) => ({ ...publicFields(m), tier: m.tier, timeCoded: m.timeCoded })) };
  const byCode = new Map(METRICS.map((m) => [m.code, m]));
  const missing = codes.filter((c) => !byCode.has(c));
  if (missing.length)
    throw notFound(
      `No metric with code ${missing.map((c) => JSON.stringify(c)).join(", ")} (codes are case sensitive)`,
    );
  return {
    metrics: [...new Set(codes)]
      .map((c) => byCode.get(c)!)
      .map((m) => ({ ...publicFields(m), tier: m.tier, timeCoded: m.timeCoded })),
  };
}

const typeBody = (t: (typeof POSITION_TYPES)[number]) => ({
  id: t.id,
  code: t.code,
  name: t.name,
  description: t.description,
  role: t.role,
});

export const positionTypesList = () => ({ positionTypes: POSITION_TYPES.map(typeBody) });

function typeOf(id: number) {
  const t = POSITION_TYPES.find((x) => x.id === id);
  if (!t) throw notFound(`No position type ${id}`);
  return t;
}

export const positionTypeBody = (id: number) => typeBody(typeOf(id));
export const positionsOfType = (id: number) => typeOf(id).positions;

export function positionBody(id: number) {
  const p = POSITION_TYPES.flatMap((t) => t.positions).find((x) => x.id === id);
  if (!p) throw notFound(`No position ${id}`);
  return p;
}
