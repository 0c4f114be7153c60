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

/** The shot map (half oval by default, `layout=full` for the whole oval) and shot summaries. */
export async function ShotsScreen(props: PageProps) {
  const { match, hasEvents, matchId, search } = await eventViewOf(props, "shots");
  if (!hasEvents) return <NoEventsScreen match={match} view="shots" />;
  const type = parseSummaryType(search);
  const prefetchAll = (qc: QueryClient) =>
    Promise.all([
      ...matchAndGround(qc, matchId),
      prefetchOptional(qc, shotsQuery(matchId)),
      prefetchOptional(qc, squadShotSummaryQuery(matchId, type)),
      prefetchOptional(qc, playerShotSummaryQuery(matchId, type)),
    ]);
  return hydratedView(prefetchAll, () => <ShotsView matchId={matchId} />);
}

/** Inside-50 entries as arrows. */
export async function EntriesScreen(props: PageProps) {
  const { match, hasEvents, matchId } = await eventViewOf(props, "entries");
  if (!hasEvents) return <NoEventsScreen match={match} view="entries" />;
  const prefetchAll = (qc: QueryClient) =>
    Promise.all([...matchAndGround(qc, matchId), prefetchOptional(qc, entriesQuery(matchId))]);
  return hydratedView(prefetchAll, () => <EntriesView matchId={matchId} />);
}

/**
 * Chains along match time, the path of the selected one, and (`map=all`) every transaction on the
 * ground. The transactions behind a path and the map (~2 MB) are fetched by the browser only once a
 * chain is selected or the map is asked for, never embedded in the page.
 */
export async function ChainsScreen(props: PageProps) {
  const { match, hasEvents, matchId } = await eventViewOf(props, "chains");
  if (!hasEvents) return <NoEventsScreen match={match} view="chains" />;
  const licence = await matchLicence(matchId);
  if (!permits(licence, OP.getPossessionChains))
    return <LicenceLeavesOut view="The possession chains view" tier={licence.tier} />;
  const prefetchAll = (qc: QueryClient) =>
    Promise.all([...matchAndGround(qc, matchId), prefetchOptional(qc, chainsQuery(matchId))]);
  return hydratedView(prefetchAll, () => <ChainsView matchId={matchId} />);
}

/** Interchange stints and time on the ground, player by player. */
export async function RotationsScreen(props: PageProps) {
  const { match, hasEvents, matchId } = await eventViewOf(props, "rotations");
  if (!hasEvents) return <NoEventsScreen match={match} view="rotations" />;
  const prefetchAll = (qc: QueryClient) =>
    Promise.all([
      ...matchAndGround(qc, matchId),
      prefetchOptional(qc, rotationsQuery(matchId)),
      prefetchOptional(qc, rotationTotalsQuery(matchId)),
      ...[1, 2, 3, 4].map((p) => prefetchOptional(qc, quarterTimeOnGroundQuery(matchId, p))),
    ]);
  return hydratedView(prefetchAll, () => <RotationsView matchId={matchId} />);
}

/** Centre bounces, ball-ups and throw-ins, and the ruck contests. */
export async function StoppagesScreen(props: PageProps) {
  const { match, hasEvents, matchId, search } = await eventViewOf(props, "stoppages");
  if (!hasEvents) return <NoEventsScreen match={match} view="stoppages" />;
  const prefetchAll = (qc: QueryClient) =>
    Promise.all([
      ...matchAndGround(qc, matchId),
      prefetchOptional(qc, stoppagesQuery(matchId)),
      prefetchOptional(qc, shotsQuery(matchId)), // the shots tell which way each team kicked
      prefetchOptional(qc, ruckContestsQuery(matchId, parseStoppageType(search))),
    ]);
  return hydratedView(prefetchAll, () => <StoppagesView matchId={matchId} />);
}

/** Leaders, player and team statistics, filtered by the service. */
export async function StatsScreen(props: PageProps) {
  const { match, hasEvents, matchId, search } = await eventViewOf(props, "stats");
  if (!hasEvents) return <NoEventsScreen match={match} view="stats" />;
  return hydratedView(
    (qc) => prefetchStatsView(qc, matchId, search),
    (licence) => <StatsView matchId={matchId} licence={licence} />,
  );
}
