import { ZONE_NAMES } from "@/lib/season/match-splits";
import { ExploreChart } from "./explore-chart";
import { ExplorePicks } from "./explore-picks";
import { ExploreTable } from "./explore-table";
import { LABELLED } from "./model/explore-points";
import type { ExploreReady } from "./server/explore-page";

/** The selection in words: "Midfielder · Sydney · Quarter 4 · Forward 50 · at least 5 games". */
function selectionWords(page: ExploreReady): string {
  const a = page.address;
  const position = page.positions.find((p) => p.code === a.position)?.name;
  const club = page.clubs.find((c) => c.id === a.squad)?.name;
  return [
    position ?? "Every position",
    club ?? "every club",
    ...(a.quarter !== null ? [`Quarter ${a.quarter}`] : []),
    ...(a.zone !== null ? [ZONE_NAMES[a.zone]] : []),
    `at least ${a.minGames} games`,
  ].join(" · ");
}

// Every player of the season as two counts a game (a server component: the long table is sent as
// HTML only, and only the choices and the chart are hydrated): the pickers change the address, the chart draws
// the points with the season's trend, the table lists the same points.
export function ExploreView({ page }: { page: ExploreReady }) {
  const name = (code: string) => page.metrics.find((m) => m.code === code)?.name ?? code;
  const xName = name(page.address.x);
  const yName = name(page.address.y);
  const title = `${yName} against ${xName.toLowerCase()} a game · ${selectionWords(page)}`;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Season explorer</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="explore-summary">
        {page.points.length} players · {selectionWords(page)} · the dashed line is the least-squares trend;
        the {LABELLED} furthest from it are named
      </p>
      <ExplorePicks
        address={page.address}
        metrics={page.metrics}
        clubs={page.clubs}
        positions={page.positions}
        positionsInferred={page.positionsInferred}
        cuts={page.cuts}
      />
      {page.points.length === 0 ? (
        <p data-testid="explore-empty">No player of this season matches these choices.</p>
      ) : (
        <>
          <ExploreChart page={page} title={title} />
          <ExploreTable page={page} xName={xName} yName={yName} />
        </>
      )}
    </div>
  );
}
