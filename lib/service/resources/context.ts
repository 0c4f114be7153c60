import type { Store } from "@/lib/service/store/store";
import type { DatasetMatch, DatasetSeason } from "@/lib/service/model/dataset";
import { notFound } from "../errors";

/** What every resource builder reads: the data and the time the answer is for. */
export interface Ctx {
  store: Store;
  nowMs: number;
}

export function seasonOf(
  ctx: Ctx,
  p: { leagueId?: number; levelId?: number; seasonId: number },
): DatasetSeason {
  const s = ctx.store.seasons.get(p.seasonId);
  if (
    !s ||
    (p.leagueId !== undefined && s.leagueId !== p.leagueId) ||
    (p.levelId !== undefined && s.levelId !== p.levelId)
  ) {
    if (p.leagueId !== undefined && !ctx.store.leagues.has(p.leagueId))
      throw notFound(`No league ${p.leagueId}`);
    throw notFound(
      p.leagueId !== undefined
        ? `No season ${p.seasonId} in league ${p.leagueId}, level ${p.levelId}`
        : `No season ${p.seasonId}`,
    );
  }
  return s;
}

/** The main-competition shortcuts resolve only seasons of the main premiership competition. */
export function mainSeasonOf(ctx: Ctx, seasonId: number): DatasetSeason {
  const s = ctx.store.seasons.get(seasonId);
  if (!s || !s.isMainCompetition) throw notFound(`No season ${seasonId} in the main premiership competition`);
  return s;
}

export function matchOf(ctx: Ctx, matchId: number): DatasetMatch {
  const m = ctx.store.matches.get(matchId);
  if (!m) throw notFound(`No match ${matchId}`);
  return m;
}

/** A squad as it was called in a season (South Melbourne in 1966, Sydney today; the id is the club's). */
export function squadRef(ctx: Ctx, id: number, seasonId: number) {
  const s = ctx.store.squads.get(id)!;
  const day = ctx.store.seasons.get(seasonId)?.squadNames?.find((n) => n.squadId === id);
  return { code: day?.code ?? s.code, id: s.id, name: day?.name ?? s.name };
}

export function venueRef(ctx: Ctx, id: number) {
  const v = ctx.store.venues.get(id)!;
  return { id: v.id, code: v.code, name: v.name, timeZone: v.timeZone };
}
