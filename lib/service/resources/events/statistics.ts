import type { MatchEvents } from "@/lib/service/engine/types";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import {
  flowStatistics,
  playerLeaders,
  playerShotSummary,
  playerStatistics,
  ruckContestSummary,
  squadShotSummary,
  squadStatistics,
  StatsError,
  type Roster,
  type SquadContext,
  type StatFilter,
} from "@/lib/service/stats";
import type { QueryOf } from "@/lib/contract/operations";
import type { Tier } from "../../auth/clients";
import { badRequest, forbidden } from "../../errors";
import type { Ctx } from "../context";
import { OP } from "@/lib/contract/operations";

/** The statistics engine's typed errors, as the contract's 400 / 403 problems. */
export function statsErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof StatsError) {
      if (err.status === 403) throw forbidden(err.message);
      throw badRequest([{ parameter: err.parameter, message: err.message }]);
    }
    throw err;
  }
}

export function rosterOf(ctx: Ctx, m: DatasetMatch): Roster {
  const squad = (id: number) => {
    const s = ctx.store.squads.get(id)!;
    return { id: s.id, code: s.code, name: s.name };
  };
  return {
    home: squad(m.homeSquadId),
    away: squad(m.awaySquadId),
    players: (ctx.store.playerMatchesByMatch.get(m.id) ?? []).map((p) => {
      const person = ctx.store.persons.get(p.personId)!;
      return {
        personId: p.personId,
        squadId: p.squadId,
        displayName: person.displayName,
        fullname: person.fullname,
        jumperNumber: p.jumperNumber,
      };
    }),
  };
}

/** Match totals that are not built from events (Brownlow votes come from the record). */
export function suppliedTotals(ctx: Ctx, m: DatasetMatch) {
  return new Map(
    (ctx.store.playerMatchesByMatch.get(m.id) ?? []).map((p) => [
      p.personId,
      { BROWNLOW_VOTES: p.stats.BROWNLOW_VOTES ?? 0 },
    ]),
  );
}

export function statFilter(
  q: QueryOf<typeof OP.getPlayerStatistics> | QueryOf<typeof OP.getSquadStatistics>,
): StatFilter {
  return {
    periods: q.period,
    zones: q.zone,
    metrics: q.metric,
    team: q.team,
    fromPeriodSeconds: q.fromPeriodSeconds,
    toPeriodSeconds: q.toPeriodSeconds,
    lastXSeconds: q.lastXSeconds,
  };
}

export const playersBody = (ctx: Ctx, m: DatasetMatch, me: MatchEvents, f: StatFilter, tier: Tier) =>
  statsErrors(() => playerStatistics(me, rosterOf(ctx, m), f, tier, { totals: suppliedTotals(ctx, m) }));

export const squadsStatsBody = (
  ctx: Ctx,
  m: DatasetMatch,
  me: MatchEvents,
  f: StatFilter,
  context: SquadContext,
  tier: Tier,
) => statsErrors(() => squadStatistics(me, rosterOf(ctx, m), f, context, tier));

export const leadersBody = (
  ctx: Ctx,
  m: DatasetMatch,
  me: MatchEvents,
  q: QueryOf<typeof OP.getPlayerLeaders>,
  tier: Tier,
) =>
  statsErrors(() =>
    playerLeaders(
      me,
      rosterOf(ctx, m),
      {
        metrics: q.metric,
        periods: q.period,
        topXPlayers: q.topXPlayers,
      },
      tier,
      {
        totals: suppliedTotals(ctx, m),
      },
    ),
  );

export const flowBody = (
  ctx: Ctx,
  m: DatasetMatch,
  me: MatchEvents,
  q: QueryOf<typeof OP.getTimeCodedStatistics>,
  tier: Tier,
) =>
  statsErrors(() =>
    flowStatistics(
      me,
      rosterOf(ctx, m),
      {
        metrics: q.metric,
        periods: q.period,
        zones: q.zone,
        team: q.team,
        page: q.page,
        limit: q.limit,
        orderBy: q.orderBy,
      },
      tier,
    ),
  );

export const ruckBody = (ctx: Ctx, m: DatasetMatch, me: MatchEvents, q: QueryOf<typeof OP.getRuckContests>) =>
  statsErrors(() => ruckContestSummary(me, rosterOf(ctx, m), { stoppageTypes: q.stoppageType }));

export const playerShotsBody = (
  ctx: Ctx,
  m: DatasetMatch,
  me: MatchEvents,
  q: QueryOf<typeof OP.getPlayerShotSummary>,
) =>
  statsErrors(() =>
    playerShotSummary(me, rosterOf(ctx, m), {
      personId: q.personId,
      type: q.type,
      includeAllShotSummaries: q.includeAllShotSummaries,
    }),
  );

export const squadShotsBody = (
  ctx: Ctx,
  m: DatasetMatch,
  me: MatchEvents,
  q: QueryOf<typeof OP.getSquadShotSummary>,
) =>
  statsErrors(() =>
    squadShotSummary(me, rosterOf(ctx, m), {
      team: q.team,
      type: q.type,
      includeAllShotSummaries: q.includeAllShotSummaries,
    }),
  );
