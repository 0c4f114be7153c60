import "server-only";
import { matchHref } from "@/lib/links";
import { matchQuery } from "@/lib/queries/match";
import { METRIC_SETS } from "@/lib/queries/metric-sets";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { siteOrigin } from "@/lib/app-server/pages/site-origin";
import { sdsGet } from "@/lib/app-server/upstream/sds-client";
import { licensedCodes, matchLicence } from "@/lib/app-server/upstream/licence";
import { OP } from "@/lib/contract/operations";

// Data the report can do without (a match that has not started has no events): missing, not an error.
const optional = <T>(p: Promise<T>) => p.catch(() => null);

/**
 * Everything the printable report shows, fetched at once: the match, its score and ground, the leaders,
 * the teams' key metrics (those the licence allows), the shots and their summary; and the report's own
 * address at the site's public origin, printed on the page.
 */
export async function matchReportData(matchId: number) {
  const id = { matchId };
  const licence = await matchLicence(matchId);
  const keyMetrics = new URLSearchParams(
    licensedCodes(licence, METRIC_SETS[0].codes).map((c) => ["metric", c]),
  ).toString();
  const [match, score, venue, leaders, squads, shots, shotSummary] = await Promise.all([
    fetchOnServer(matchQuery(matchId)),
    sdsGet(OP.getMatchScore, id),
    sdsGet(OP.getMatchVenue, id),
    optional(sdsGet(OP.getPlayerLeaders, id, "topXPlayers=3")),
    optional(sdsGet(OP.getSquadStatistics, id, keyMetrics)),
    optional(sdsGet(OP.getShots, id)),
    optional(sdsGet(OP.getSquadShotSummary, id)),
  ]);
  const url = `${await siteOrigin()}${matchHref(matchId, "report")}`;
  return {
    match,
    score,
    // The history's old grounds have no known size (null): the report says less, and draws no map.
    venue: { name: venue.name, dimensions: venue.dimensions },
    leaders,
    squads,
    shots: shots?.shots ?? null,
    shotSummary,
    url,
  };
}
