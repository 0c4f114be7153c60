import type { MatchDetails, MatchScores, Shot, SquadShotSummary, SquadStatistics } from "@/lib/contract";
import { QuarterScoresTable } from "@/features/match-centre/tables/quarter-scores-table";
import type { Leaders, ReportVenue } from "./report-words";
import { ReportHeader } from "./report-header";
import { ReportShots } from "./report-shots";
import { ReportTeamStats } from "./report-team-stats";
import { ReportLeaders } from "./report-leaders";
import { eventsAboutHref } from "@/lib/links";

export interface ReportData {
  match: MatchDetails;
  score: MatchScores;
  venue: ReportVenue;
  leaders: Leaders | null;
  squads: SquadStatistics | null;
  shots: readonly Shot[] | null;
  shotSummary: SquadShotSummary | null;
  url: string;
}

/** The coach's one-page report: result, quarters, leaders, team statistics and the shot map. Server-rendered. */
export function MatchReport({
  match: m,
  score,
  venue,
  leaders,
  squads,
  shots,
  shotSummary,
  url,
}: ReportData) {
  const [a, b] = squads?.squads ?? [];
  return (
    <article className="report-page space-y-3 text-sm" data-testid="match-report">
      <ReportHeader m={m} venue={venue} />
      <QuarterScoresTable score={score} live={m.status.typeName === "Live"} />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 print:grid-cols-2 [&>section]:min-w-0 [&>section]:overflow-x-auto print:[&>section]:overflow-visible">
        <ReportShots m={m} shots={shots} shotSummary={shotSummary} venue={venue} />
        <ReportTeamStats a={a} b={b} />
      </div>
      <ReportLeaders leaders={leaders} />
      <footer className="text-xs text-slate-600 dark:text-slate-400">
        Data as of {m.lastModified.statisticUpdate}.{" "}
        {shots?.length
          ? `The shots' places and the metres gained come from events synthesised to fit the box score (${new URL(eventsAboutHref(), url).href}). `
          : ""}
        This report: {url}
      </footer>
    </article>
  );
}
