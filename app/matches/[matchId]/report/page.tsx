import { groundSize } from "@/lib/charts/ground-size";
import { headers } from "next/headers";
import { MatchReport } from "@/features/match-centre/report/match-report";
import { PrintButton } from "@/components/ui/print-button";
import { matchQuery } from "@/lib/queries/match";
import { METRIC_SETS } from "@/lib/queries/metric-sets";
import { fetchOnServer } from "@/lib/server-prefetch";
import { sdsGet } from "@/lib/app-server/upstream/sds-client";
import { licensedCodes, matchLicence } from "@/lib/app-server/upstream/licence";
import {
  eventViewAccess,
  matchViewMetadata,
  type PageProps,
} from "@/features/match-centre/server/match-centre";
import { OP } from "@/lib/sds/operations";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Match report");

// Data the report can do without (a match that has not started has no events): missing, not an error.
const optional = <T,>(p: Promise<T>) => p.catch(() => null);

/** /matches/[id]/report — a one-page printable report for the coach's box (print styles in globals.css). */
export default async function ReportPage(props: PageProps) {
  const { matchId } = await eventViewAccess(props, "report");
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
  const h = await headers();
  const url = `${h.get("x-forwarded-proto") ?? "http"}://${h.get("host") ?? "localhost"}/matches/${matchId}/report`;
  return (
    <div className="space-y-3">
      <PrintButton />
      <MatchReport
        match={match}
        score={score}
        venue={{ name: venue.name, ...groundSize(venue) }}
        leaders={leaders}
        squads={squads}
        shots={shots?.shots ?? null}
        shotSummary={shotSummary}
        url={url}
      />
    </div>
  );
}
