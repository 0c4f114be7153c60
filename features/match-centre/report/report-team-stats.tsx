import { REPORT_CELL as cell, valueOf, type SquadStats } from "./report-words";

/** The two teams' statistics side by side, in the home team's order; a note when there are none. */
export function ReportTeamStats({ a, b }: { a: SquadStats | undefined; b: SquadStats | undefined }) {
  return (
    <section aria-labelledby="r-team">
      <h2 id="r-team" className="font-semibold">
        Team statistics
      </h2>
      {a && b ? (
        <table className="tabular w-full text-xs" data-testid="report-team-stats">
          <caption className="sr-only">Team statistics</caption>
          <thead>
            <tr>
              <th scope="col" className={`${cell} text-left`}>
                Metric
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {a.code}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {b.code}
              </th>
            </tr>
          </thead>
          <tbody>
            {a.statistics.map((s) => (
              <tr key={s.code}>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  {s.namePlural}
                </th>
                <td className={`${cell} text-right`}>{s.valueDisplay}</td>
                <td className={`${cell} text-right`}>{valueOf(b, s.code)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No team statistics.</p>
      )}
    </section>
  );
}
