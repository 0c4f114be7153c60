import { notFound } from "../errors";
import type { Ctx } from "./context";
import { seasonSummary } from "./season";

export function leagueOf(ctx: Ctx, leagueId: number) {
  const l = ctx.store.leagues.get(leagueId);
  if (!l) throw notFound(`No league ${leagueId}`);
  return l;
}

export const leagueBody = (ctx: Ctx, leagueId: number) => {
  const l = leagueOf(ctx, leagueId);
  return { id: l.id, name: l.name, code: l.code, gender: l.gender };
};

export const leaguesList = (ctx: Ctx) => ({
  leagues: [...ctx.store.leagues.keys()].map((id) => leagueBody(ctx, id)),
});

export function levelOf(ctx: Ctx, leagueId: number, levelId: number) {
  const lv = leagueOf(ctx, leagueId).levels.find((x) => x.id === levelId);
  if (!lv) throw notFound(`No level ${levelId} in league ${leagueId}`);
  return lv;
}

export const levelsList = (ctx: Ctx, leagueId: number) => ({
  league: leagueBody(ctx, leagueId),
  levels: leagueOf(ctx, leagueId).levels,
});

export function levelBody(ctx: Ctx, leagueId: number, levelId: number) {
  const lv = levelOf(ctx, leagueId, levelId);
  const seasons = (ctx.store.seasonsByLeague.get(leagueId) ?? []).filter((s) => s.levelId === levelId);
  const current = seasons[seasons.length - 1];
  return {
    ...lv,
    league: leagueBody(ctx, leagueId),
    currentSeason: current
      ? { competitionId: current.competitionId, championshipId: current.competitionId, seasonId: current.id }
      : null,
  };
}

/** The league with its seasons; with `levelId`, only that level's seasons. */
export function leagueWithSeasons(ctx: Ctx, leagueId: number, levelId?: number) {
  if (levelId !== undefined) levelOf(ctx, leagueId, levelId);
  const seasons = (ctx.store.seasonsByLeague.get(leagueId) ?? []).filter(
    (s) => levelId === undefined || s.levelId === levelId,
  );
  return { ...leagueBody(ctx, leagueId), seasons: seasons.map((s) => seasonSummary(ctx, s)) };
}
