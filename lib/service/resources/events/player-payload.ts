import type { MatchEvents } from "@/lib/service/engine/types";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import { playerColumns } from "@/lib/service/stats/player-stats";
import type { SdsBodyOf } from "@/lib/contract";
import type { OP } from "@/lib/contract/operations";
import type { Tier } from "../../auth/clients";
import type { Ctx } from "../context";
import { cellPayloadBytes } from "./cell-payload";
import { playerStatisticsJson } from "./payload-json";
import { entriesOf, filterOf } from "./payload-statistics";
import { rosterOf, statsErrors, suppliedTotals } from "./statistics";

// The player statistics POST: its values counted one of two ways, its bytes written by one writer
// (payload-json.ts), so that the two ways cannot differ in anything but the numbers.

type Body = SdsBodyOf<typeof OP.postPlayerStatistics>;

/**
 * The answer with every entry counted filter by filter (as the player statistics GET counts one):
 * any request the contract allows, and its refusals, the first entry's that has one.
 */
export function countedPayloadBytes(ctx: Ctx, m: DatasetMatch, me: MatchEvents, body: Body, tier: Tier) {
  const entries = entriesOf(body.playerMetricRequests);
  const roster = rosterOf(ctx, m);
  const totals = suppliedTotals(ctx, m);
  const values = entries.map((r) =>
    statsErrors(() => playerColumns(me, roster, filterOf(r), tier, { totals })),
  );
  return playerStatisticsJson(me.matchId, roster, entries, values);
}

/** The answer: from the match's cell values when every entry is one (a season build's), else counted. */
export const playerPayloadBytes = (ctx: Ctx, m: DatasetMatch, me: MatchEvents, body: Body, tier: Tier) =>
  cellPayloadBytes(ctx, m, me, body, tier) ?? countedPayloadBytes(ctx, m, me, body, tier);
