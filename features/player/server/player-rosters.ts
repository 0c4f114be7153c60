import "server-only";
import type { SquadPlayer } from "@/lib/contract";
import { levelSeasonsQuery } from "@/lib/queries/league";
import { seasonParams, type SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { sdsGetForApp } from "@/lib/app-server/upstream/sds-client";
import { FEATURED } from "@/lib/app-server/pages/featured-season";
import { OP } from "@/lib/contract/operations";

// Who played where: each season's squads and their players (the squads, then each squad's persons), for the player
// pages (which seasons a player has, his bio) and the search by name. A season's lists are read once
// and kept here for a while (the upstream cache keeps the answers too); made-up person ids cost
// nothing, as the lists are per season, not per person.

export interface RosterEntry {
  seasonId: number;
  seasonName: string;
  squad: { id: number; name: string; code: string };
  player: SquadPlayer;
}

const KEEP_MS = 10 * 60_000;
// Squads of a season are read this many at a time: 18 at once is a burst the plan's pages need too.
// The reads are the app's own (sdsGetForApp): not charged to the visitor who happens to ask first,
// kept out of the pages' reserve, and a 429 waits and tries again.
const AT_ONCE = 3;
const kept = new Map<number, { at: number; roster: Promise<Map<number, RosterEntry>> }>();

async function readRoster(ref: SeasonRef, seasonName: string): Promise<Map<number, RosterEntry>> {
  const { squads } = await sdsGetForApp(OP.listSquads, seasonParams(ref));
  const out = new Map<number, RosterEntry>();
  for (let i = 0; i < squads.length; i += AT_ONCE) {
    // A season whose first squads list nobody lists nobody (the history): no need to ask the rest.
    if (i > 0 && out.size === 0) break;
    const lists = await Promise.all(
      squads
        .slice(i, i + AT_ONCE)
        .map((s) => sdsGetForApp(OP.getSquadPersons, { ...seasonParams(ref), squadId: s.id })),
    );
    for (const list of lists)
      for (const player of list.players)
        out.set(player.personId, {
          seasonId: ref.seasonId,
          seasonName,
          squad: { id: list.id, name: list.name, code: list.code },
          player,
        });
  }
  return out;
}

/** A season's players by person id (kept for KEEP_MS; a failed read is not kept). */
export function seasonRoster(ref: SeasonRef, seasonName: string): Promise<Map<number, RosterEntry>> {
  const hit = kept.get(ref.seasonId);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.roster;
  const roster = readRoster(ref, seasonName);
  kept.set(ref.seasonId, { at: Date.now(), roster });
  roster.catch(() => kept.delete(ref.seasonId));
  return roster;
}

/**
 * The featured league's seasons that list players, newest first: the walk stops at the first season
 * whose squads list nobody (the history before 2023 has results only), so it reads the seasons with
 * players and one more.
 */
export async function rosterSeasons(): Promise<{ ref: SeasonRef; roster: Map<number, RosterEntry> }[]> {
  const { seasons } = await fetchOnServer(levelSeasonsQuery(FEATURED.leagueId, FEATURED.levelId));
  const newest = [...seasons].sort((a, b) => b.startYear - a.startYear || b.id - a.id);
  const out: { ref: SeasonRef; roster: Map<number, RosterEntry> }[] = [];
  let empty = 0;
  for (const s of newest) {
    const ref = { ...FEATURED, seasonId: s.id };
    const roster = await seasonRoster(ref, s.competitionName);
    if (roster.size === 0) {
      // A new season may list nobody yet: look past two such, then stop (the history lists nobody).
      if (out.length > 0 || ++empty > 2) break;
      continue;
    }
    out.push({ ref, roster });
  }
  return out;
}

/** Each person of every season's list once, as of the latest season he is listed in (latest first). */
export async function listedPeople(): Promise<ListedPerson[]> {
  const seasons = await rosterSeasons();
  const people = new Map<number, ListedPerson>();
  for (const s of seasons)
    for (const [id, e] of s.roster)
      if (!people.has(id))
        people.set(id, {
          id,
          name: e.player.fullname,
          surname: e.player.surname,
          team: e.squad.name,
          season: e.seasonName,
          seasonId: e.seasonId,
          position: e.player.position.name,
        });
  return [...people.values()];
}

export interface ListedPerson {
  id: number;
  name: string;
  surname: string;
  team: string;
  season: string;
  seasonId: number;
  position: string;
}
