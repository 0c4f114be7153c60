import type { MatchEvents } from "@/lib/service/engine/types";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { StatFilter } from "@/lib/service/stats";
import type { SdsBodyOf } from "@/lib/contract";
import type { Tier } from "../../auth/clients";
import type { Ctx } from "../context";
import { squadsStatsBody } from "./statistics";
import { OP } from "@/lib/contract/operations";

// One request entry of the player or squad statistics POST, as its schema parsed it (the player statistics POST's entries are the squad statistics POST's without `context`).
export type RequestEntry = SdsBodyOf<typeof OP.postSquadStatistics>["squadMetricRequests"] extends
  (infer E)[] | null
  ? E
  : never;

/** A null list asks for one entry with no filters: every metric of the caller's tier, whole match. */
export const entriesOf = (list: RequestEntry[] | null) => (list === null ? [{}] : list);

/** An entry's filters, as the statistics engine takes them. */
export function filterOf(r: RequestEntry): StatFilter {
  return {
    metrics: r.metricCodes ?? undefined,
    periods: r.periods ?? undefined,
    zones: r.zones ?? undefined,
    team: r.team ?? undefined,
    lastXSeconds: r.lastXSeconds ?? undefined,
    fromPeriodSeconds: r.fromPeriodSeconds ?? undefined,
    toPeriodSeconds: r.toPeriodSeconds ?? undefined,
  };
}

/** An entry as the answer echoes it, with its id: every field, a missing one empty or null. */
export function echo(r: RequestEntry, id: string) {
  return {
    id,
    metricCodes: r.metricCodes ?? [],
    team: r.team ?? null,
    periods: r.periods ?? [],
    zones: r.zones ?? [],
    lastXSeconds: r.lastXSeconds ?? null,
    fromPeriodSeconds: r.fromPeriodSeconds ?? null,
    toPeriodSeconds: r.toPeriodSeconds ?? null,
  };
}

/**
 * The squad statistics POST: one squad-statistics answer per request entry, each with the entry's id,
 * entries echoed; each entry may name its context (For by default). The player statistics POST is
 * answered as bytes (player-payload.ts).
 */
export function squadPayloadBody(
  ctx: Ctx,
  m: DatasetMatch,
  me: MatchEvents,
  body: SdsBodyOf<typeof OP.postSquadStatistics>,
  tier: Tier,
) {
  const entries = entriesOf(body.squadMetricRequests);
  return {
    squadStatistics: entries.map((r, i) => ({
      ...squadsStatsBody(ctx, m, me, filterOf(r), r.context ?? "For", tier),
      id: String(i + 1),
    })),
    squadMetricRequests: entries.map((r, i) => ({ ...echo(r, String(i + 1)), context: r.context ?? "For" })),
  };
}
