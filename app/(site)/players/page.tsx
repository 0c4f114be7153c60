import { listedPeople } from "@/features/player/server/player-rosters";
import { MIN_QUERY, searchPlayers } from "@/features/player/model/player-search";
import { PlayerSearchView } from "@/features/player/player-search-view";
import { firstParam, type SearchParams } from "@/lib/season/search-params";

export const metadata = { title: "Players" };

const LIMIT = 50;

/** /players?q= — find a player by name among every season's lists (latest season first). */
export default async function PlayersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const q = (firstParam(await searchParams, "q") ?? "").slice(0, 60);
  const people = q.trim().length >= MIN_QUERY ? await listedPeople() : [];
  const { found, more } = searchPlayers(people, q, LIMIT);
  return <PlayerSearchView q={q} found={found} more={more} limit={LIMIT} />;
}
