import type { z } from "zod";
import type {
  MatchDetails,
  MatchScores,
  PlayerLeadersSchema,
  Shot,
  SquadShotSummary,
  SquadStatistics,
} from "@/lib/sds";
import { describeResult } from "@/lib/format/score";
import { QuarterScoresTable } from "@/features/match-centre/tables/quarter-scores-table";
import { ReportShotMap } from "./report-shot-map";

type Leaders = z.infer<typeof PlayerLeadersSchema>;

export interface ReportData {
  match: MatchDetails;
  score: MatchScores;
  venue: { name: string; length: number; width: number };
  leaders: Leaders | null;
  squads: SquadStatistics | null;
  shots: readonly Shot[] | null;
  shotSummary: SquadShotSummary | null;
  url: string;
}

const cell = "border-b border-slate-200 px-1.5 py-0.5";

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
  const result = describeResult(
    { name: m.home.name, points: m.home.score?.points ?? null },
    { name: m.away.name, points: m.away.score?.points ?? null },
    m.status.typeName === "Complete",
  );
  const [a, b] = squads?.squads ?? [];
  return (
    <article className="report-page space-y-3 text-sm" data-testid="match-report">
      <header>
        <h1 className="text-xl font-bold">Match report: {m.name}</h1>
        <p>
          {m.competitionName}, {m.type.code === "HA" ? `round ${m.roundNumber}` : m.type.name} · {venue.name}{" "}
          ({venue.length} × {venue.width} m) · {m.date.startDate} · <strong>{result ?? m.status.name}</strong>
        </p>
      </header>
      <QuarterScoresTable score={score} />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 print:grid-cols-2 [&>section]:min-w-0 [&>section]:overflow-x-auto print:[&>section]:overflow-visible">
        <section aria-labelledby="r-shots">
          <h2 id="r-shots" className="font-semibold">
            Shots at goal
          </h2>
          {shots ? (
            <ReportShotMap m={m} shots={shots} length={venue.length} width={venue.width} />
          ) : (
            <p>No shots recorded.</p>
          )}
          {shotSummary && (
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
                {shotSummary.squads.map((s) => {
                  const all = s.summaries.find((x) => x.type === "All");
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
          )}
        </section>
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
                    <td className={`${cell} text-right`}>
                      {b.statistics.find((x) => x.code === s.code)?.valueDisplay}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No team statistics.</p>
          )}
        </section>
      </div>
      <section aria-labelledby="r-leaders">
        <h2 id="r-leaders" className="font-semibold">
          Leaders
        </h2>
        {leaders ? (
          <ul
            className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs md:grid-cols-4 print:grid-cols-4"
            data-testid="report-leaders"
          >
            {leaders.statistics.map((s) => (
              <li key={s.code}>
                <strong>{s.namePlural}:</strong>{" "}
                {s.persons
                  .slice(0, 3)
                  .map((p) => `${p.displayName} (${p.squadCode}) ${p.valueDisplay}`)
                  .join(", ")}
              </li>
            ))}
          </ul>
        ) : (
          <p>No leaders.</p>
        )}
      </section>
      <footer className="text-xs text-slate-600">
        Data as of {m.lastModified.statisticUpdate}. This report: {url}
      </footer>
    </article>
  );
}
