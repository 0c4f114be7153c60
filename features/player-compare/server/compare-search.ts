import "server-only";
import type { ComparedRef } from "@/lib/links";
import { MIN_QUERY, searchPlayers } from "@/features/player";
import { listedPeople, type rosterSeasons } from "@/features/player/server";
import { MAX_PLAYERS, type CompareAddress } from "../model/compare-address";

// The search that adds a player: the player search's own matching over the same lists (/players?q=),
// asked with `q=` in the comparison's address, so it works without script and Back undoes it.

const LIMIT = 10;

export interface CompareSearch {
  q: string;
  /** Fewer than four players: another may be added. */
  open: boolean;
  found: {
    personId: number;
    name: string;
    team: string;
    season: string;
    position: string;
    add: ComparedRef;
  }[];
  more: number;
}

export async function comparisonSearch(
  address: CompareAddress,
  seasons: Awaited<ReturnType<typeof rosterSeasons>>,
): Promise<CompareSearch> {
  const open = address.entries.length < MAX_PLAYERS;
  const q = address.q;
  if (!open || q.trim().length < MIN_QUERY) return { q, open, found: [], more: 0 };
  const { found, more } = searchPlayers(await listedPeople(), q, LIMIT);
  const inDefault = seasons.find((s) => s.ref.seasonId === address.season)?.roster;
  return {
    q,
    open,
    more,
    // Added in the comparison's season where he is listed in it; else in his latest season.
    found: found.map((p) => ({
      personId: p.id,
      name: p.name,
      team: p.team,
      season: p.season,
      position: p.position,
      add: {
        personId: p.id,
        seasonId: address.season === null || inDefault?.has(p.id) ? null : p.seasonId,
      },
    })),
  };
}
