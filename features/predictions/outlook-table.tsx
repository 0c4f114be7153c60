import type { SeasonInput } from "@/features/predictions/model/season-input";
import type { SeasonOutlook } from "@/features/predictions/model/simulate-season";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { ShortNameOnPhone } from "@/components/ui/short-name-on-phone";
import { oneDecimal, percent } from "@/lib/format/chances";

export interface OutlookRow {
  id: number;
  name: string;
  code: string;
  rating: number;
  expectedWins: number;
  expectedPercentage: number;
  finals: number;
  top4: number;
  minorPremiership: number;
  premiership: number;
  positions: number[];
}

/** The projected ladder: teams by expected wins, then expected percentage. */
export function outlookRows(input: SeasonInput, outlook: SeasonOutlook): OutlookRow[] {
  return input.teams
    .map((t, i) => ({ ...t, ...outlook.teams[i] }))
    .sort((a, b) => b.expectedWins - a.expectedWins || b.expectedPercentage - a.expectedPercentage);
}

/** The table's columns: the finals' places (and the four, where the finals take more), premiers where known. */
export interface OutlookColumns {
  finalsPlaces: number;
  premiers: boolean;
}

const COLUMNS: {
  header: (c: OutlookColumns) => string;
  cell: (r: OutlookRow) => string;
  shown?: (c: OutlookColumns) => boolean;
}[] = [
  { header: () => "Team", cell: (r) => r.name },
  { header: () => "Rating", cell: (r) => oneDecimal(r.rating) },
  { header: () => "Expected wins", cell: (r) => oneDecimal(r.expectedWins) },
  { header: () => "Expected %", cell: (r) => oneDecimal(r.expectedPercentage) },
  { header: (c) => `Top ${c.finalsPlaces}`, cell: (r) => percent(r.finals) },
  { header: () => "Top 4", cell: (r) => percent(r.top4), shown: (c) => c.finalsPlaces > 4 },
  { header: () => "Minor premiers", cell: (r) => percent(r.minorPremiership) },
  { header: () => "Premiers", cell: (r) => percent(r.premiership), shown: (c) => c.premiers },
];
const shownColumns = (c: OutlookColumns) => COLUMNS.filter((col) => col.shown?.(c) ?? true);

export const outlookHeader = (c: OutlookColumns) => shownColumns(c).map((col) => col.header(c));
export const outlookCells = (r: OutlookRow, c: OutlookColumns) => shownColumns(c).map((col) => col.cell(r));

export function OutlookTable({ rows, columns }: { rows: readonly OutlookRow[]; columns: OutlookColumns }) {
  const header = outlookHeader(columns);
  return (
    <DataTable label="Projected ladder and chances" testId="outlook-table">
      <thead>
        <tr>
          <Th numeric>#</Th>
          {header.map((h, i) => (
            // On a phone the two-word headings take two lines: the chances come a column nearer.
            <Th key={h} numeric={i > 0} sticky={i === 0} className="max-sm:whitespace-normal">
              {h}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, pos) => {
          const [name, ...cells] = outlookCells(r, columns);
          return (
            <tr
              key={r.id}
              data-testid="outlook-row"
              data-team={r.name}
              data-expected-wins={r.expectedWins.toFixed(4)}
              data-finals={r.finals.toFixed(4)}
            >
              <Td numeric>{pos + 1}</Td>
              <RowHeader>
                <ShortNameOnPhone name={name} code={r.code} />
              </RowHeader>
              {cells.map((c, i) => (
                <Td key={header[i + 1]} numeric>
                  {c}
                </Td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
