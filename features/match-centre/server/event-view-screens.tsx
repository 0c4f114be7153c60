import "server-only";
import { matchLicence, permits } from "@/lib/app-server/upstream/licence";
import { prefetch, prefetchOptional } from "@/lib/app-server/pages/prefetch";
import { OP } from "@/lib/contract/operations";
import { matchQuery, matchVenueQuery } from "@/lib/queries/match";
import {
  chainsQuery,
  entriesQuery,
  rotationsQuery,
  shotsQuery,
  stoppagesQuery,
} from "@/lib/queries/match-events";
import { parseStoppageType, parseSummaryType } from "@/lib/queries/match-filters";
import {
  playerShotSummaryQuery,
  quarterTimeOnGroundQuery,
  ruckContestsQuery,
  rotationTotalsQuery,
  squadShotSummaryQuery,
} from "@/lib/queries/match-stats";
import type { QueryClient } from "@tanstack/react-query";
import { LicenceLeavesOut } from "../frame/licence-note";
import { ChainsView } from "../views/chains-view";
import { EntriesView } from "../views/entries-view";
import { RotationsView } from "../views/rotations-view";
import { ShotsView } from "../views/shots-view";
import { StatsView } from "../views/stats-view";
import { StoppagesView } from "../views/stoppages-view";
import { hydratedView } from "@/lib/app-server/pages/hydrated-view";
import type { ReactNode } from "react";
import type { EventView } from "../frame/event-view-names";
import { NoEventsScreen } from "../frame/no-events";
import { eventViewOf, type PageProps } from "./match-centre";
import { prefetchStatsView } from "./stats-page";

// The match centre's event-level views, each a page of its own: the role gate, the prefetches of
// what its first screen shows, the view. The routes under app/…/matches/[matchId]/ render these.

/** What every event view's first screen shows: the match and its ground. */
const matchAndGround = (qc: QueryClient, matchId: number) => [
  prefetch(qc, matchQuery(matchId)),
  prefetch(qc, matchVenueQuery(matchId)),
];

/**
 * An event view behind its gate: `body` renders it once the match is known to have events, and a
 * match without any (not started, or of the history) gets NoEventsScreen with nothing more fetched.
 */
async function eventScreen(
  props: PageProps,
  view: EventView,
  body: (at: { matchId: number; search: URLSearchParams }) => Promise<ReactNode>,
): Promise<ReactNode> {
  const { match, hasEvents, matchId, search } = await eventViewOf(props, view);
  return hasEvents ? body({ matchId, search }) : <NoEventsScreen match={match} view={view} />;
}

/** The shot map (half oval by default, `layout=full` for the whole oval) and shot summaries. */
export function ShotsScreen(props: PageProps) {
  return eventScreen(props, "shots", ({ matchId, search }) => {
    const type = parseSummaryType(search);
    const prefetchAll = (qc: QueryClient) =>
      Promise.all([
        ...matchAndGround(qc, matchId),
        prefetchOptional(qc, shotsQuery(matchId)),
        prefetchOptional(qc, squadShotSummaryQuery(matchId, type)),
        prefetchOptional(qc, playerShotSummaryQuery(matchId, type)),
      ]);
    return hydratedView(prefetchAll, () => <ShotsView matchId={matchId} />);
  });
}

/** Inside-50 entries as arrows. */
export function EntriesScreen(props: PageProps) {
  return eventScreen(props, "entries", ({ matchId }) => {
    const prefetchAll = (qc: QueryClient) =>
      Promise.all([...matchAndGround(qc, matchId), prefetchOptional(qc, entriesQuery(matchId))]);
    return hydratedView(prefetchAll, () => <EntriesView matchId={matchId} />);
  });
}

/**
 * Chains along match time, the path of the selected one, and (`map=all`) every transaction on the
 * ground. The transactions behind a path and the map (~2 MB) are fetched by the browser only once a
 * chain is selected or the map is asked for, never embedded in the page.
 */
export function ChainsScreen(props: PageProps) {
  return eventScreen(props, "chains", async ({ matchId }) => {
    const licence = await matchLicence(matchId);
    if (!permits(licence, OP.getPossessionChains))
      return <LicenceLeavesOut view="The possession chains view" tier={licence.tier} />;
    const prefetchAll = (qc: QueryClient) =>
      Promise.all([...matchAndGround(qc, matchId), prefetchOptional(qc, chainsQuery(matchId))]);
    return hydratedView(prefetchAll, () => <ChainsView matchId={matchId} />);
  });
}

/** Interchange stints and time on the ground, player by player. */
export function RotationsScreen(props: PageProps) {
  return eventScreen(props, "rotations", ({ matchId }) => {
    const prefetchAll = (qc: QueryClient) =>
      Promise.all([
        ...matchAndGround(qc, matchId),
        prefetchOptional(qc, rotationsQuery(matchId)),
        prefetchOptional(qc, rotationTotalsQuery(matchId)),
        ...[1, 2, 3, 4].map((p) => prefetchOptional(qc, quarterTimeOnGroundQuery(matchId, p))),
      ]);
    return hydratedView(prefetchAll, () => <RotationsView matchId={matchId} />);
  });
}

/** Centre bounces, ball-ups and throw-ins, and the ruck contests. */
export function StoppagesScreen(props: PageProps) {
  return eventScreen(props, "stoppages", ({ matchId, search }) => {
    const prefetchAll = (qc: QueryClient) =>
      Promise.all([
        ...matchAndGround(qc, matchId),
        prefetchOptional(qc, stoppagesQuery(matchId)),
        prefetchOptional(qc, shotsQuery(matchId)), // the shots tell which way each team kicked
        prefetchOptional(qc, ruckContestsQuery(matchId, parseStoppageType(search))),
      ]);
    return hydratedView(prefetchAll, () => <StoppagesView matchId={matchId} />);
  });
}

/** Leaders, player and team statistics, filtered by the service. */
export function StatsScreen(props: PageProps) {
  return eventScreen(props, "stats", ({ matchId, search }) =>
    hydratedView(
      (qc) => prefetchStatsView(qc, matchId, search),
      (licence) => <StatsView matchId={matchId} licence={licence} />,
    ),
  );
}
