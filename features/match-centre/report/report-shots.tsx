import type { MatchDetails, Shot, SquadShotSummary } from "@/lib/contract";
import { ReportShotMap } from "./report-shot-map";
import { REPORT_CELL as cell, shotTotals, type ReportVenue } from "./report-words";

// The report's shots: the map of both teams' shots on one ground, and each team's totals below it.
export function ReportShots({
  m,
  shots,
  shotSummary,
  venue,
}: {
  m: MatchDetails;
  shots: readonly Shot[] | null;
  shotSummary: SquadShotSummary | null;
  venue: ReportVenue;
}) {
  const size = venue.dimensions;
  return (
    <section aria-labelledby="r-shots">
      <h2 id="r-shots" className="font-semibold">
        Shots at goal
      </h2>
      {shots && size ? (
        <ReportShotMap m={m} shots={shots} length={size.length} width={size.width} />
      ) : (
        <p>{shots ? "The ground's size is not known, so its shots are not drawn." : "No shots recorded."}</p>
      )}
      {shotSummary && <ShotTotalsTable summary={shotSummary} />}
    </section>
  );
}

function ShotTotalsTable({ summary }: { summary: SquadShotSummary }) {
  return (
    <table className="tabular mt-1 w-full text-xs">
      <caption className="sr-only">Shots by team</caption>
      <thead>
        <tr>
          {["Team", "Shots", "Goals", "Behinds", "Expected", "Accuracy %"].map((h) => (
            <th key={h} scope="col" className={`${cell} text-left`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {summary.squads.map((s) => {
          const all = shotTotals(s);
          return (
            <tr key={s.id}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {s.name}
              </th>
              <td className={cell}>{all?.shots}</td>
              <td className={cell}>{all?.goals}</td>
              <td className={cell}>{all?.behinds}</td>
              <td className={cell}>{all?.pointsExpected.toFixed(1)}</td>
              <td className={cell}>{all?.accuracy.toFixed(1)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
