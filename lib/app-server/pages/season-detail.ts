import "server-only";
import { squadPersonsQuery } from "@/lib/queries/squads";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";

/**
 * Whether a season has player data (box scores, events): the history before 2023 has results and
 * quarter scores only, and its squads list no players. One cached call (a squad's list), so that pages
 * never build or fetch per-match statistics that do not exist.
 */
export async function seasonHasPlayers(ref: SeasonRef, squadId: number): Promise<boolean> {
  return (await fetchOnServer(squadPersonsQuery(ref, squadId))).players.length > 0;
}
