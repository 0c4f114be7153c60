import { PlayerSearchScreen } from "@/features/player/server";
import type { SearchParams } from "@/lib/season/search-params";

export const metadata = { title: "Players" };

/** /players?q= — find a player by name among every season's lists (latest season first). */
export default async function PlayersRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PlayerSearchScreen search={await searchParams} />;
}
