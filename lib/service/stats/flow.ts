import type { MatchEvents } from "@/lib/service/engine/types";
import type { MetricCode, Tier } from "@/lib/service/metrics/glossary";
import type { Credit } from "./credit";
import { matchCredits } from "./credits";
import { NotTimeCodedError, StatsParamError } from "./errors";
import { compileFilter } from "./filters";
import { METRIC_RULES } from "./metric-rules";
import { resolveCodes } from "./metric-select";
import { rosterSquads, squadRef, type Roster } from "./roster";
import type { FlowStatistics, FlowTransaction } from "./schemas";
import { ZONES, type FieldZone, type Zone } from "./zones";

// Time-coded statistics. One row per credit of each requested metric (a kick is one row of KICK
// and one of DISPOSAL; a pressure act one row per pressuring player), so summing a player's rows gives
// his player statistics value and summing a squad's rows its squad statistics For value under the same period/zone filter. Only
// time-coded metrics (counts and sums credited at one instant) are served; asking for another is a
// 400 naming it. `team` keeps the rows credited to that squad. Rows are ordered by transaction id, then
// glossary order, then player; orderBy desc reverses the whole list.

export const FLOW_PAGE_MAX = 5000;

export interface FlowQuery {
  metrics: string[];
  periods?: number[];
  zones?: Zone[];
  team?: "home" | "away";
  page?: number;
  limit?: number;
  orderBy?: "asc" | "desc";
}

export function flowStatistics(
  me: MatchEvents,
  roster: Roster,
  query: FlowQuery,
  tier: Tier,
): FlowStatistics {
  if (!query.metrics.length) throw new StatsParamError("metric", "At least one metric is required");
  const defs = resolveCodes(query.metrics, tier);
  for (const d of defs) if (!d.timeCoded) throw new NotTimeCodedError(d.code);
  const limit = query.limit ?? FLOW_PAGE_MAX;
  if (!Number.isInteger(limit) || limit < 1 || limit > FLOW_PAGE_MAX) {
    throw new StatsParamError("limit", `limit must be an integer from 1 to ${FLOW_PAGE_MAX}`);
  }
  const page = Math.max(query.page ?? 1, 1); // the range starts at 0; page 0 reads as the first page

  const { ix, of } = matchCredits(me);
  const f = compileFilter(me, { periods: query.periods, zones: query.zones, team: query.team });
  const squads = rosterSquads(roster, f.teamSquadId);
  const people = new Map(roster.players.map((p) => [p.personId, p]));
  const picked: { code: string; order: number; c: Credit }[] = [];
  const totals: FlowStatistics["totals"] = [];
  for (const d of defs) {
    if (METRIC_RULES[d.code as MetricCode].kind !== "credits") continue; // nothing recorded to list
    const bySquad = new Map(squads.map((s) => [s.id, 0]));
    for (const c of of(d.code as MetricCode)) {
      if (!bySquad.has(c.squadId) || !f.accepts(c)) continue;
      picked.push({ code: d.code, order: d.id, c });
      if (c.toSquad) bySquad.set(c.squadId, bySquad.get(c.squadId)! + c.value);
    }
    const values = [...bySquad].map(([squadId, value]) => ({ squadId, value }));
    totals.push({ metricCode: d.code, value: values.reduce((s, v) => s + v.value, 0), squads: values });
  }
  picked.sort(
    (a, b) => a.c.trxId - b.c.trxId || a.order - b.order || (a.c.personId ?? -1) - (b.c.personId ?? -1),
  );
  if (query.orderBy === "desc") picked.reverse();

  const squadById = new Map(squads.map((s) => [s.id, squadRef(s)]));
  const row = ({ code, c }: (typeof picked)[number]): FlowTransaction => {
    const known = c.personId === null ? undefined : people.get(c.personId);
    const person =
      known ?? (c.personId === null ? null : { displayName: "", fullname: "", personId: c.personId });
    return {
      matchTrxId: c.trxId,
      period: c.period,
      periodSecs: c.periodSecs,
      metricCode: code,
      value: c.value,
      squad: squadById.get(c.squadId)!,
      person: person && {
        displayName: person.displayName,
        fullname: person.fullname,
        personId: person.personId,
      },
      zone: ZONES[c.zone],
      zonePhysical: ZONES[ix.fieldZoneAt(c.pos, me.homeSquadId)] as FieldZone,
    };
  };
  const start = (page - 1) * limit;
  return {
    matchId: me.matchId,
    metaData: {
      pageNumber: page,
      pageSize: limit,
      totalPages: Math.ceil(picked.length / limit),
      totalRecords: picked.length,
    },
    totals,
    transactions: picked.slice(start, start + limit).map(row),
  };
}
