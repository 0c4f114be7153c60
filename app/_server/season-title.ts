import "server-only";
import type { Metadata } from "next";
import { seasonQuery } from "@/lib/queries/season";
import { fetchOnServer } from "@/lib/server-prefetch";
import { resolveSeason } from "./resolve-season";

/** "Ladder · 2024 Toyota AFL Premiership": the view and the season, for the document title. */
export async function seasonTitle(seasonId: string, view: string): Promise<Metadata> {
  const season = await fetchOnServer(seasonQuery(await resolveSeason(seasonId)));
  return { title: `${view} · ${season.competitionName}` };
}
