import { SeasonCsvButton } from "@/components/charts/season-exports";
import {
  OutlookTable,
  outlookCells,
  outlookHeader,
  type OutlookColumns,
  type OutlookRow,
} from "./outlook-table";
import { outlookStatus } from "./model/predictor-words";

// The projected ladder, marked busy while the picks' seasons are simulated (the previous figures stay
// on screen meanwhile); its CSV adds each team's chance of every ladder position.
export function OutlookSection({
  rows,
  busy,
  picksKey,
  stamp,
  remaining,
  picked,
  columns,
}: {
  rows: readonly OutlookRow[] | null;
  columns: OutlookColumns;
  busy: boolean;
  picksKey: string;
  stamp: () => string[];
  remaining: number;
  picked: number;
}) {
  return (
    <section
      aria-labelledby="outlook"
      aria-busy={busy}
      className="space-y-2"
      data-testid="outlook"
      data-busy={busy}
      // The picks the section is for: with data-busy, a reader (or a test) knows the figures shown
      // are those picks' once busy is false, not the previous picks' still on screen.
      data-picks={picksKey}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="outlook" className="text-lg font-semibold">
          Projected ladder
        </h2>
        {rows && (
          <SeasonCsvButton
            name="Projected ladder"
            stamp={stamp}
            header={[...outlookHeader(columns), ...rows.map((_, i) => `P(${i + 1})`)]}
            rows={() =>
              rows.map((r) => [...outlookCells(r, columns), ...r.positions.map((p) => p.toFixed(4))])
            }
          />
        )}
      </div>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {outlookStatus(busy, remaining, picked)}
      </p>
      {rows && <OutlookTable rows={rows} columns={columns} />}
    </section>
  );
}
