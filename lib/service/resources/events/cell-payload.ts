import type { MatchEvents } from "@/lib/service/engine/types";
import type { MetricCode } from "@/lib/service/metrics/glossary";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import { CellValues, type Cell } from "@/lib/service/stats/cell-values";
import { teamSquadOf } from "@/lib/service/stats/filters";
import { selectMetrics } from "@/lib/service/stats/metric-select";
import type { PlayerColumns } from "@/lib/service/stats/player-stats";
import { isZone, ZONE_INDEX } from "@/lib/service/stats/zones";
import type { SdsBodyOf } from "@/lib/contract";
import type { OP } from "@/lib/contract/operations";
import type { Tier } from "../../auth/clients";
import type { Ctx } from "../context";
import { playerStatisticsJson } from "./payload-json";
import { entriesOf, type RequestEntry } from "./payload-statistics";
import { rosterOf, statsErrors, suppliedTotals } from "./statistics";

// The player statistics POST's values counted from the match's cell values (cell-values.ts), when
// every entry asks for the whole match or for one quarter's zone: a season build's filters. Counted
// filter by filter (player-payload.ts), each entry is a pass over every metric's credits; here each
// metric is counted once for every cell. The numbers are that path's to the last bit, so the one
// writer (payload-json.ts) gives the same bytes (tests/service/cell-payload.test.ts and
// stats-worker.test.ts hold the two paths' answers equal). Any other entry (a time window, several
// periods or zones, an unknown zone) sends the whole answer down the other path, which also gives
// its errors.

type Body = SdsBodyOf<typeof OP.postPlayerStatistics>;

/** The cell an entry asks for, or undefined when it is not one this path answers. */
function cellOf(r: RequestEntry, periods: number): Cell | undefined {
  if (r.lastXSeconds != null || r.fromPeriodSeconds != null || r.toPeriodSeconds != null) return undefined;
  const ps = r.periods ?? [];
  const zs = r.zones ?? [];
  if (ps.length === 0 && zs.length === 0) return null;
  if (ps.length !== 1 || zs.length !== 1) return undefined;
  const [period] = ps;
  const [zone] = zs;
  if (!Number.isInteger(period) || period < 1 || period > periods || !isZone(zone)) return undefined;
  return { period, zone: ZONE_INDEX[zone] };
}

/**
 * The player statistics POST's answer bytes from the match's cell values, or null when an entry is not
 * a whole match or a single quarter's zone (player-payload.ts counts it filter by filter). Errors are
 * that path's: a metric unknown or above the tier, in the first entry that has one.
 */
export function cellPayloadBytes(ctx: Ctx, m: DatasetMatch, me: MatchEvents, body: Body, tier: Tier) {
  const entries = entriesOf(body.playerMetricRequests);
  const roster = rosterOf(ctx, m);
  // A person twice in a match's roster (the store's key forbids it) would have one row of values here
  // and the same values twice in the other path's answer.
  if (new Set(roster.players.map((p) => p.personId)).size !== roster.players.length) return null;
  const values = new CellValues(
    me,
    roster.players.map((p) => p.personId),
    suppliedTotals(ctx, m),
  );
  const cells = entries.map((r) => cellOf(r, values.periods));
  if (cells.some((c) => c === undefined)) return null;
  const defsOf = entries.map((r) =>
    statsErrors(() => selectMetrics(r.metricCodes ?? undefined, tier, "Player")),
  );
  const columns = entries.map((r, e): PlayerColumns => {
    // The metrics with a value in this cell, in the entry's order.
    const out: PlayerColumns = { teamSquadId: teamSquadOf(me, r.team), defs: [], columns: [] };
    for (const def of defsOf[e]) {
      const column = values.values(def.code as MetricCode, cells[e] as Cell);
      if (column === null) continue;
      out.defs.push(def);
      out.columns.push(column);
    }
    return out;
  });
  return playerStatisticsJson(me.matchId, roster, entries, columns);
}
