import { clubHref, matchHref } from "@/lib/links";
import type { QuarterData } from "@/features/history/server/history-quarters";
import { HistoryTable } from "./history-table";
import { QuarterProgress } from "./quarter-progress";

const fmt = (n: number) => n.toLocaleString("en-AU");

/**
 * "Most points in a quarter" on the records page: the list from the quarter scores read so far, the
 * build's progress while it is not complete, and from how many of the era's matches the list comes.
 */
export function QuarterRecordsSection({ data, filters }: { data: QuarterData; filters: readonly string[] }) {
  const { status, rows, matches, counted } = data;
  const complete = status.total > 0 && status.done === status.total;
  return (
    <div className="space-y-3" data-testid="records-quarter">
      {!complete && <QuarterProgress {...status} />}
      <HistoryTable
        title="Most points in a quarter"
        testId="records-quarter-list"
        filters={[...filters, `From ${fmt(counted)} of ${fmt(matches)} matches`]}
        columns={[
          { header: "Match" },
          { header: "Club" },
          { header: "Quarter" },
          { header: "Score" },
          { header: "Points", numeric: true },
          { header: "Against" },
        ]}
        rows={rows.map((r) => [
          { text: `${r.match.year} ${r.match.round}`, href: matchHref(r.match.id) },
          { text: r.side.name, href: clubHref(r.side.id) },
          `Q${r.quarter}`,
          `${r.goals}.${r.behinds}`,
          r.points,
          { text: r.opponent.name, href: clubHref(r.opponent.id) },
        ])}
        empty={counted ? "No match in this era." : "No quarter scores read yet for this era."}
      />
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="records-quarter-scope">
        {counted === matches
          ? `From the quarter scores of all ${fmt(matches)} matches. `
          : `Computed from ${fmt(counted)} of the ${fmt(matches)} matches so far (the quarter scores read yet). `}
        Quarters one to four; extra time in finals is not a quarter.
      </p>
    </div>
  );
}
