import { realFigures } from "@/lib/service/engine/engine-input";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { StatFilter } from "@/lib/service/stats";
import { playerStatisticsFromBoxScore } from "@/lib/service/stats/box-score-statistics";
import type { Tier } from "../../auth/clients";
import type { Ctx } from "../context";
import { clockAt } from "../match-clock";
import { rosterOf, statsErrors } from "./statistics";

/**
 * The player statistics of a completed match from the box score the store holds, when the request asks only what it
 * holds (the whole match, counted box-score metrics: lib/service/stats/box-score-statistics.ts): the same
 * answer, byte for byte, as from the match's events, without generating them. Null for every other
 * request (a live or scheduled match, a match without a box score, a filter, another metric): the
 * events answer those, and their refusals (404 before the start, 400, 403) stay theirs.
 */
export function boxScorePlayersBody(ctx: Ctx, m: DatasetMatch, f: StatFilter, tier: Tier) {
  if (clockAt(m, ctx.nowMs).phase !== "complete") return null;
  const rows = ctx.store.playerMatchesByMatch.get(m.id);
  if (!rows?.length) return null;
  // The figures the engine makes the events count to (uncontested marks, which the source lacks, are
  // its marks less its contested marks): what the events' answer gives, not the stored row as it is.
  const held = new Map(rows.map((p) => [p.personId, realFigures(p.stats)]));
  return statsErrors(() => playerStatisticsFromBoxScore(m.id, rosterOf(ctx, m), f, tier, held));
}
