import "server-only";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { hydratedView } from "@/lib/app-server/pages/hydrated-view";
import { fetchOnServer, prefetch } from "@/lib/app-server/pages/prefetch";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { availabilityQuery } from "@/lib/queries/availability";
import { seasonQuery } from "@/lib/queries/season";
import { squadsQuery } from "@/lib/queries/squads";
import { firstParam, parsePositiveInt, type SearchParams } from "@/lib/season/search-params";
import { SeasonNav } from "@/components/ui/season-nav";
import { PremiersLine } from "../premiers-line";
import { AvailabilityView } from "../availability-view";
import { FixtureView } from "../fixture-view";
import { LadderView } from "../ladder-view";
import { SquadView } from "../squad-view";
import { SquadsView } from "../squads-view";
import { fixturePageData } from "./fixture-page";
import { ladderPageData } from "./ladder-page";
import { seasonPremiers } from "./season-premiers";
import { squadPageData } from "./squad-page";

// A season's pages: its frame (name, dates, tabs), ladder, fixture, squads, a squad, availability.

/** Every season page's frame; the season resolved first, so an unknown one answers a real 404 status. */
export async function SeasonFrame({ seasonId, children }: { seasonId: string; children: ReactNode }) {
  const ref = await resolveSeason(seasonId);
  const season = await fetchOnServer(seasonQuery(ref));
  const premiers = await seasonPremiers(ref, season);
  return (
    <div className="space-y-4 print:space-y-2">
      {/* On paper the season's name and dates stay; its navigation is no use there. */}
      <div>
        <p className="text-lg font-semibold" data-testid="season-name">
          {season.competitionName}
        </p>
        <p className="tabular text-sm text-slate-600 dark:text-slate-400">
          {season.startDate} – {season.endDate} · {season.matches.complete} played,{" "}
          {season.matches.incomplete} to come
        </p>
        {premiers && <PremiersLine premiers={premiers} />}
      </div>
      <div className="print:hidden">
        <SeasonNav seasonId={ref.seasonId} />
      </div>
      {children}
    </div>
  );
}

/** The ladder after any round, with movement. */
export function LadderScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  return hydratedView(
    (qc) => ladderPageData(seasonId, search, qc),
    (view) => <LadderView {...view} />,
  );
}

/** A round's matches, the whole season, or a team's season. */
export function FixtureScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  return hydratedView(
    (qc) => fixturePageData(seasonId, search, qc),
    (view) => <FixtureView {...view} />,
  );
}

/** The season's competing squads. */
export async function SquadsScreen({ seasonId }: { seasonId: string }) {
  const ref = await resolveSeason(seasonId);
  return hydratedView(
    (qc) => prefetch(qc, squadsQuery(ref)),
    () => <SquadsView seasonRef={ref} />,
  );
}

/** A squad's players, sortable by any column. */
export function SquadScreen({
  params,
  search,
}: {
  params: Promise<{ seasonId: string; squadId: string }>;
  search: SearchParams;
}) {
  return hydratedView(
    (qc) => squadPageData(params, search, qc),
    (page) => <SquadView seasonRef={page.seasonRef} squadId={page.squadId} sort={page.sort} dir={page.dir} />,
  );
}

/** Who was selected, round by round, fifty players a page (a page that is not a number or is past the end: 404). */
export async function AvailabilityScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  const ref = await resolveSeason(seasonId);
  const asked = parsePositiveInt(firstParam(search, "page"));
  if (asked === null) notFound();
  const page = asked ?? 1;
  return hydratedView(
    async (qc) => {
      const data = await prefetch(qc, availabilityQuery(ref, page));
      // The service answers a page past the end with no players; that page does not exist.
      if (page > Math.max(1, data.metaData.totalPages)) notFound();
    },
    () => <AvailabilityView seasonRef={ref} page={page} />,
  );
}
