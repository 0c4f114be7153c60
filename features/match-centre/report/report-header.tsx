import type { MatchDetails } from "@/lib/contract";
import { reportResult, reportRound, type ReportVenue } from "./report-words";

/** The report's title and its one line of facts: competition, round, ground, date and result. */
export function ReportHeader({ m, venue }: { m: MatchDetails; venue: ReportVenue }) {
  const size = venue.dimensions && ` (${venue.dimensions.length} × ${venue.dimensions.width} m)`;
  return (
    <header>
      <h1 className="text-xl font-bold">Match report: {m.name}</h1>
      <p>
        {m.competitionName}, {reportRound(m)} · {venue.name}
        {size} · {m.date.startDate} · <strong>{reportResult(m)}</strong>
      </p>
    </header>
  );
}
