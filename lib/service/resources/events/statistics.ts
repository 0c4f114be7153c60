import type { MatchEvents } from "@/lib/data/engine/types";
import type { DatasetMatch } from "@/lib/data/model/dataset";
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
  type Zone,
} from "@/lib/data/stats";
import type { ParsedQuery } from "@/lib/sds/params";
import type { SummaryType, StoppageType } from "@/lib/sds/schemas/stats";
import type { Tier } from "../../auth/clients";
import { badRequest, forbidden } from "../../errors";
import type { Ctx } from "../context";

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

export function statFilter(q: ParsedQuery): StatFilter {
  return {
    periods: q.period as number[] | undefined,
    zones: q.zone as Zone[] | undefined,
    metrics: q.metric as string[] | undefined,
    team: q.team as "home" | "away" | undefined,
    fromPeriodSeconds: q.fromPeriodSeconds as number | undefined,
    toPeriodSeconds: q.toPeriodSeconds as number | undefined,
    lastXSeconds: q.lastXSeconds as number | undefined,
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

export const leadersBody = (ctx: Ctx, m: DatasetMatch, me: MatchEvents, q: ParsedQuery, tier: Tier) =>
  statsErrors(() =>
    playerLeaders(
      me,
      rosterOf(ctx, m),
      {
        metrics: q.metric as string[] | undefined,
        periods: q.period as number[] | undefined,
        topXPlayers: q.topXPlayers as number | undefined,
      },
      tier,
      {
        totals: suppliedTotals(ctx, m),
      },
    ),
  );

export const flowBody = (ctx: Ctx, m: DatasetMatch, me: MatchEvents, q: ParsedQuery, tier: Tier) =>
  statsErrors(() =>
    flowStatistics(
      me,
      rosterOf(ctx, m),
      {
        metrics: q.metric as string[],
        periods: q.period as number[] | undefined,
        zones: q.zone as Zone[] | undefined,
        team: q.team as "home" | "away" | undefined,
        page: q.page as number,
        limit: q.limit as number,
        orderBy: q.orderBy as "asc" | "desc",
      },
      tier,
    ),
  );

export const ruckBody = (ctx: Ctx, m: DatasetMatch, me: MatchEvents, q: ParsedQuery) =>
  statsErrors(() =>
    ruckContestSummary(me, rosterOf(ctx, m), { stoppageTypes: q.stoppageType as StoppageType[] | undefined }),
  );

export const playerShotsBody = (ctx: Ctx, m: DatasetMatch, me: MatchEvents, q: ParsedQuery) =>
  statsErrors(() =>
    playerShotSummary(me, rosterOf(ctx, m), {
      personId: q.personId as number | undefined,
      type: q.type as SummaryType,
      includeAllShotSummaries: q.includeAllShotSummaries as boolean,
    }),
  );

export const squadShotsBody = (ctx: Ctx, m: DatasetMatch, me: MatchEvents, q: ParsedQuery) =>
  statsErrors(() =>
    squadShotSummary(me, rosterOf(ctx, m), {
      team: q.team as "home" | "away" | undefined,
      type: q.type as SummaryType,
      includeAllShotSummaries: q.includeAllShotSummaries as boolean,
    }),
  );
