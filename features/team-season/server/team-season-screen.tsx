import "server-only";
import { notFound } from "next/navigation";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { parsePositiveInt } from "@/lib/season/search-params";
import { TeamSeasonView } from "../team-season-view";
import { teamSeasonPage } from "./team-season";

/** A team's season: by round, by quarter, inside 50s, scoring sources; a squad id not a number: 404. */
export async function TeamSeasonScreen({ seasonId, squadId: raw }: { seasonId: string; squadId: string }) {
  const ref = await resolveSeason(seasonId);
  const squadId = parsePositiveInt(raw);
  if (typeof squadId !== "number") notFound();
  return <TeamSeasonView page={await teamSeasonPage(ref, squadId)} />;
}
