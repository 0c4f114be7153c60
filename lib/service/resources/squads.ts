import { deriveAvailability, type PlayerAvailability } from "@/lib/service/afl/derive-availability";
import type { DatasetSeason } from "@/lib/service/model/dataset";
import { POSITION_TYPES } from "@/lib/service/model/positions";
import { squadKey, type Store } from "@/lib/service/store/store";
import { notFound } from "../errors";
import { squadRef, type Ctx } from "./context";
import { conferenceSquads } from "./ladder";

const POSITIONS = new Map(POSITION_TYPES.flatMap((t) => t.positions).map((p) => [p.id, p]));

export const squadsBody = (ctx: Ctx, s: DatasetSeason) => ({
  seasonId: s.id,
  squads: s.squadIds.map((id) => squadRef(ctx, id, s.id)),
});

export const conferencesBody = (ctx: Ctx, s: DatasetSeason, conference?: string) => ({
  seasonId: s.id,
  squads: conferenceSquads(s, conference).map((id) => squadRef(ctx, id, s.id)),
});

function squadIn(ctx: Ctx, s: DatasetSeason, squadId: number) {
  if (!s.squadIds.includes(squadId)) throw notFound(`No squad ${squadId} in season ${s.id}`);
  return ctx.store.squads.get(squadId)!;
}

export function squadBody(ctx: Ctx, s: DatasetSeason, squadId: number) {
  const q = squadIn(ctx, s, squadId);
  return { ...squadRef(ctx, q.id, s.id), homeState: q.homeState, seasonId: s.id };
}

/** Age in years (two decimals) at a date, from a YYYY-MM-DD birth date. */
export function ageAt(dob: string, atMs: number): number {
  return Math.floor(((atMs - Date.parse(`${dob}T00:00:00Z`)) / (365.2425 * 86_400_000)) * 100) / 100;
}

export function squadPersonsBody(ctx: Ctx, s: DatasetSeason, squadId: number) {
  const q = squadIn(ctx, s, squadId);
  const list = ctx.store.squadPlayers.get(squadKey(s.id, squadId)) ?? [];
  const games = new Map<number, number>();
  for (const m of ctx.store.matchesBySeason.get(s.id) ?? []) {
    for (const pm of ctx.store.playerMatchesByMatch.get(m.id) ?? []) {
      if (pm.squadId === squadId) games.set(pm.personId, (games.get(pm.personId) ?? 0) + 1);
    }
  }
  const seasonStart = Date.parse(`${s.startYear}-01-01T00:00:00Z`);
  return {
    ...squadRef(ctx, q.id, s.id),
    seasonId: s.id,
    players: list.map((sp) => {
      const p = ctx.store.persons.get(sp.personId)!;
      return {
        displayName: p.displayName,
        fullname: p.fullname,
        personId: p.id,
        dateOfBirth: p.dateOfBirth,
        ageToday: ageAt(p.dateOfBirth, ctx.nowMs),
        ageSeason: ageAt(p.dateOfBirth, seasonStart),
        ageYear: s.startYear - Number(p.dateOfBirth.slice(0, 4)),
        height: p.height,
        weight: p.weight,
        position: POSITIONS.get(sp.positionId)!,
        firstname: p.firstname,
        surname: p.surname,
        jumperNumber: sp.jumperNumber,
        matches: { season: games.get(p.id) ?? 0 },
      };
    }),
  };
}

// Availability depends only on recorded selections, so it is derived once a season and kept.
const availabilityCache = new WeakMap<Store, Map<number, PlayerAvailability[]>>();

function availabilityOf(store: Store, s: DatasetSeason): PlayerAvailability[] {
  let bySeason = availabilityCache.get(store);
  if (!bySeason) availabilityCache.set(store, (bySeason = new Map()));
  let list = bySeason.get(s.id);
  if (!list) {
    const matches = store.matchesBySeason.get(s.id) ?? [];
    list = deriveAvailability(
      {
        seasons: [s],
        matches,
        playerMatches: matches.flatMap((m) => store.playerMatchesByMatch.get(m.id) ?? []),
        squadPlayers: s.squadIds.flatMap((q) => store.squadPlayers.get(squadKey(s.id, q)) ?? []),
      },
      s.id,
    );
    list.sort((a, b) => {
      const pa = store.persons.get(a.personId)!;
      const pb = store.persons.get(b.personId)!;
      return (
        pa.surname.localeCompare(pb.surname) ||
        pa.firstname.localeCompare(pb.firstname) ||
        a.personId - b.personId
      );
    });
    bySeason.set(s.id, list);
  }
  return list;
}

/** The availability: paged, players ordered by surname; links carry the same path with other pages. */
export function availabilityBody(
  ctx: Ctx,
  s: DatasetSeason,
  q: { page: number; limit: number },
  selfPath: string,
) {
  const all = availabilityOf(ctx.store, s);
  const totalPages = Math.max(1, Math.ceil(all.length / q.limit));
  const slice = all.slice((q.page - 1) * q.limit, q.page * q.limit);
  const href = (page: number) => `${selfPath}?page=${page}&limit=${q.limit}`;
  const links = [
    { rel: "self", href: href(q.page) },
    { rel: "first", href: href(1) },
    { rel: "last", href: href(totalPages) },
  ];
  if (q.page > 1) links.push({ rel: "prev", href: href(Math.min(q.page - 1, totalPages)) });
  if (q.page < totalPages) links.push({ rel: "next", href: href(q.page + 1) });
  return {
    metaData: { pageNumber: q.page, pageSize: q.limit, totalPages, totalRecords: all.length },
    links,
    seasonId: s.id,
    players: slice.map((pa) => {
      const p = ctx.store.persons.get(pa.personId)!;
      return {
        personId: p.id,
        fullName: p.fullname,
        displayName: p.displayName,
        availability: pa.availability.map((a) => ({
          squad: squadRef(ctx, a.squadId, s.id),
          matchId: a.matchId,
          round: { code: a.roundCode, number: a.roundNumber, availability: a.availability, weeks: a.weeks },
        })),
      };
    }),
  };
}
