import "server-only";
import { notFound } from "next/navigation";
import type { QueryClient } from "@tanstack/react-query";
import { squadPersonsQuery } from "@/lib/queries/squads";
import { seasonQuery } from "@/lib/queries/season";
import { fetchOnServer, prefetch } from "@/lib/app-server/pages/prefetch";
import { isSquadColumn } from "@/lib/season/squad-sort";
import { firstParam, parsePositiveInt, type SearchParams } from "@/lib/season/search-params";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";

type Params = Promise<{ seasonId: string; squadId: string }>;

/** The season and squad a squad page's address names; a squad id that is not a number is a 404. */
async function squadOf(params: Params) {
  const { seasonId, squadId: raw } = await params;
  const ref = await resolveSeason(seasonId);
  const squadId = parsePositiveInt(raw);
  if (typeof squadId !== "number") notFound();
  return { ref, squadId };
}

/** The squad page's title: the squad's and the competition's names. */
export async function squadPageTitle(params: Params) {
  const { ref, squadId } = await squadOf(params);
  const [squad, season] = await Promise.all([
    fetchOnServer(squadPersonsQuery(ref, squadId)),
    fetchOnServer(seasonQuery(ref)),
  ]);
  return `${squad.name} · ${season.competitionName}`;
}

/**
 * A squad page's season, squad and sort from its address (an unknown column or direction is a 404),
 * with the squad's players prefetched into `qc`.
 */
export async function squadPageData(params: Params, sp: SearchParams, qc: QueryClient) {
  const { ref, squadId } = await squadOf(params);
  const sort = firstParam(sp, "sort") ?? "jumper";
  const dir = firstParam(sp, "dir") ?? "asc";
  if (!isSquadColumn(sort) || (dir !== "asc" && dir !== "desc")) notFound();
  await prefetch(qc, squadPersonsQuery(ref, squadId));
  return { seasonRef: ref, squadId, sort, dir } as const;
}
