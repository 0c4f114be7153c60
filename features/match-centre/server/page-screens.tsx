import "server-only";
import type { ReactNode } from "react";
import { MatchVotesSection } from "@/features/brownlow";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { matchQuery } from "@/lib/queries/match";
import type { MatchDetails } from "@/lib/contract";
import { seasonHasPlayers } from "@/lib/app-server/pages/season-detail";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { PrintButton } from "@/components/ui/print-button";
import { MatchCentreNav } from "../frame/match-centre-nav";
import { MatchReport } from "../report/match-report";
import { MatchBoxScore } from "../summary/match-box-score";
import { MatchView } from "../views/match-view";
import { hydratedView } from "@/lib/app-server/pages/hydrated-view";
import { eventViewAccess, matchIdParam, type PageProps } from "./match-centre";
import { matchReportData } from "./report-data";
import { matchSummaryData } from "./summary-page";

// The match centre's frame, its summary and its printable report (the event views: event-view-screens.tsx).

/**
 * Every view's frame: the match looked up before the view (an unknown or malformed id answers a real
 * 404 status; the view's prefetch reuses this request's answer), and the match centre's tabs.
 */
export async function MatchCentreFrame({ matchId, children }: { matchId: string; children: ReactNode }) {
  const match = await fetchOnServer(matchQuery(matchIdParam(matchId)));
  return (
    <>
      <MatchCentreNav
        matchId={match.id}
        matchName={`${match.name} · ${match.competitionName}`}
        eventViews={await hasEventViews(match)}
      />
      {children}
    </>
  );
}

/**
 * Whether the match's event views have anything to show: not for a match of the history (1897–2022,
 * results and quarter scores only, its squads listing no players), whose tabs would lead a visitor to
 * sign in for nothing. One cached call (a squad's list); if it cannot be read the tabs stay.
 */
async function hasEventViews(m: MatchDetails): Promise<boolean> {
  if (m.status.typeName !== "Complete") return true;
  try {
    return await seasonHasPlayers(
      { leagueId: m.leagueId, levelId: m.levelId, seasonId: m.seasonId },
      m.home.id,
    );
  } catch (err) {
    if (isUpstreamError(err)) return true;
    throw err;
  }
}

/**
 * The match summary: teams, result, score by quarter, venue, crowd and time, and for coaches and
 * analysts the score worm. Everyone sees every player's box score (core tier, from the server) and
 * the predicted Brownlow votes made from it.
 */
export async function MatchSummaryScreen({ matchId }: { matchId: number }) {
  return hydratedView(
    (qc) => matchSummaryData(matchId, qc),
    ({ match, access, outlook, boxScore, votes }) => (
      <MatchView
        matchId={matchId}
        access={access}
        outlook={outlook}
        boxScore={
          <>
            <MatchBoxScore match={match} boxScore={boxScore} />
            <MatchVotesSection votes={votes} seasonId={match.seasonId} />
          </>
        }
      />
    ),
  );
}

/** A one-page printable report for the coach's box (print styles in globals.css). */
export async function MatchReportScreen(props: PageProps) {
  const { matchId } = await eventViewAccess(props, "report");
  return (
    <div className="space-y-3">
      <PrintButton />
      <MatchReport {...await matchReportData(matchId)} />
    </div>
  );
}
