import { leadersLine, type Leaders } from "./report-words";

/** Each statistic's top three players, four to a row on paper; a note when there are none. */
export function ReportLeaders({ leaders }: { leaders: Leaders | null }) {
  return (
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
              <strong>{s.namePlural}:</strong> {leadersLine(s)}
            </li>
          ))}
        </ul>
      ) : (
        <p>No leaders.</p>
      )}
    </section>
  );
}
