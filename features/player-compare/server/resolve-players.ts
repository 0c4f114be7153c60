import "server-only";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { rosterSeasons, type RosterEntry } from "@/features/player/server";
import type { CompareEntry } from "../model/compare-address";

// The address's players found in the seasons' lists (the player pages' own, read once and kept): each
// to his season (the one named, or his latest), or the reason he cannot be. Made-up ids cost nothing:
// the lists are per season, not per person.

export interface ResolvedPlayer {
  entry: RosterEntry;
  ref: SeasonRef;
  /** His season's list (the positions of the players he is measured against). */
  roster: ReadonlyMap<number, RosterEntry>;
}

export type Resolved =
  | { ok: true; players: ResolvedPlayer[]; seasons: Awaited<ReturnType<typeof rosterSeasons>> }
  | { ok: false; problem: string };

export async function resolvePlayers(
  entries: readonly CompareEntry[],
  season: number | null,
): Promise<Resolved> {
  const seasons = await rosterSeasons();
  const names = seasons.map((s) => `${s.ref.seasonId} (${[...s.roster.values()][0]?.seasonName ?? ""})`);
  if (season !== null && !seasons.some((s) => s.ref.seasonId === season))
    return {
      ok: false,
      problem: `Season ${season} has no players' box scores to compare; try ${names.join(", ")}.`,
    };
  const players: ResolvedPlayer[] = [];
  for (const e of entries) {
    const listed = seasons.filter((s) => s.roster.has(e.personId));
    if (listed.length === 0)
      return { ok: false, problem: `No player has the id ${e.personId} in any season with box scores.` };
    const seasonId = e.seasonId ?? season;
    const wanted = seasonId === null ? listed[0] : seasons.find((s) => s.ref.seasonId === seasonId);
    if (!wanted)
      return {
        ok: false,
        problem: `Season ${seasonId} has no players' box scores to compare; try ${names.join(", ")}.`,
      };
    const entry = wanted.roster.get(e.personId);
    if (!entry)
      return {
        ok: false,
        problem: `${listed[0].roster.get(e.personId)!.player.fullname} is not listed in season ${seasonId}; his seasons are ${listed.map((s) => s.ref.seasonId).join(", ")}.`,
      };
    if (players.some((p) => p.entry.player.personId === e.personId && p.ref.seasonId === wanted.ref.seasonId))
      return { ok: false, problem: `${entry.player.fullname}'s ${entry.seasonName} is named twice.` };
    players.push({ entry, ref: wanted.ref, roster: wanted.roster });
  }
  return { ok: true, players, seasons };
}
