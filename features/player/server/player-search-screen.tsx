import "server-only";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import { MIN_QUERY, searchPlayers } from "../model/player-search";
import { PlayerSearchView } from "../player-search-view";
import { listedPeople } from "./player-rosters";

const LIMIT = 50;

/** Finds a player by name among every season's lists (latest season first); `q` at most 60 characters. */
export async function PlayerSearchScreen({ search }: { search: SearchParams }) {
  const q = (firstParam(search, "q") ?? "").slice(0, 60);
  const people = q.trim().length >= MIN_QUERY ? await listedPeople() : [];
  const { found, more } = searchPlayers(people, q, LIMIT);
  return <PlayerSearchView q={q} found={found} more={more} limit={LIMIT} />;
}
