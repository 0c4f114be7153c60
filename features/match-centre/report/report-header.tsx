import type { MatchDetails } from "@/lib/contract";
import { reportResult, reportRound } from "./report-words";

/** The report's title and its one line of facts: competition, round, ground, date and result. */
export function ReportHeader({
  m,
  venue,
}: {
  m: MatchDetails;
  venue: { name: string; length: number; width: number };
}) {
  return (
    <header>
      <h1 className="text-xl font-bold">Match report: {m.name}</h1>
      {/* Kept as written: its text in the same pieces as before, so the markup is the same. */}
      {/* prettier-ignore */}
      <p>
        {m.competitionName}, {reportRound(m)} · {venue.name}{" "}
        ({venue.length} × {venue.width} m) · {m.date.startDate} · <strong>{reportResult(m)}</strong>
      </p>
    </header>
  );
}
