import "server-only";
import { cache } from "react";
import { OP, OPERATION_BY_ID } from "@/lib/contract/operations";
import type { Tier } from "@/lib/contract/schemas/metrics";
import { sdsGet } from "./sds-client";

const RANK: Record<Tier, number> = { core: 0, advanced: 1, transactional: 2 };

/** What the app's data-service client may see: its metric tier and the metric codes of that tier. */
export interface Licence {
  tier: Tier;
  metrics: ReadonlySet<string>;
}

/**
 * The licence, learned from the service rather than configured: the match's metrics without `showAllMetrics` list the
 * caller's metrics for a match, and the glossary gives each metric's tier, so the highest tier
 * among them is the client's. Both answers are cached (the glossary for good), so this costs a call
 * per match at most. Pages ask only for what it allows instead of collecting 403s.
 */
export const matchLicence = cache(async (matchId: number): Promise<Licence> => {
  const [glossary, mine] = await Promise.all([
    sdsGet(OP.getMetricGlossary),
    sdsGet(OP.getMatchMetrics, { matchId }),
  ]);
  const metrics = new Set(mine.metrics.map((m) => m.code));
  const tier = glossary.metrics
    .filter((m) => metrics.has(m.code))
    .reduce<Tier>((top, m) => (RANK[m.tier] > RANK[top] ? m.tier : top), "core");
  return { tier, metrics };
});

/** Whether the licence covers an operation of the contract's table (the chains and the time-coded statistics need transactional). */
export function permits(licence: Licence, operationId: string): boolean {
  const op = OPERATION_BY_ID.get(operationId);
  return op !== undefined && RANK[licence.tier] >= RANK[op.tier];
}

/** The codes the licence covers, in the order given. */
export const licensedCodes = (licence: Licence, codes: readonly string[]) =>
  codes.filter((c) => licence.metrics.has(c));
