import "server-only";
import type { Metadata } from "next";
import { seasonQuery } from "@/lib/queries/season";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { resolveSeason } from "./resolve-season";

const DESCRIPTIONS: Record<string, string> = {
  Ladder: "the ladder after any round, with percentage, points, form and movement",
  Fixture: "every match by round and team, with scores and kick-off times",
  Squads: "every team's squad",
  "Player availability": "who was selected, named substitute or left out, round by round",
  "Season explorer": "every player as two statistics a game, against the season's trend",
};

/** "Ladder · 2024 Toyota AFL Premiership": the view and the season, for the title and link previews. */
export async function seasonTitle(seasonId: string, view: string): Promise<Metadata> {
  const season = await fetchOnServer(seasonQuery(await resolveSeason(seasonId)));
  const what = DESCRIPTIONS[view] ?? view.toLowerCase();
  return {
    title: `${view} · ${season.competitionName}`,
    description: `${season.competitionName}: ${what}.`,
  };
}
