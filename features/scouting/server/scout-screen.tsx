import "server-only";
import { notFound } from "next/navigation";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { parsePositiveInt, type SearchParams } from "@/lib/season/search-params";
import { ScoutView } from "../scout-view";
import { scoutPage } from "./scout";

/** The opposition scouting report (coaches and analysts); a squad id that is not a number: 404. */
export async function ScoutScreen(props: { seasonId: string; squadId: string; search: SearchParams }) {
  const ref = await resolveSeason(props.seasonId);
  const squadId = parsePositiveInt(props.squadId);
  if (typeof squadId !== "number") notFound();
  return <ScoutView page={await scoutPage(ref, squadId, props.search)} />;
}
