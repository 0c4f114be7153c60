import type { SeasonInput } from "@/features/predictions/model/season-input";
import type { SeasonOutlook } from "@/features/predictions/model/simulate-season";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { oneDecimal, percent } from "@/lib/format/chances";

export interface OutlookRow {
  id: number;
  name: string;
  code: string;
  rating: number;
  expectedWins: number;
  expectedPercentage: number;
  top8: number;
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

export const OUTLOOK_HEADER = [
  "Team",
  "Rating",
  "Expected wins",
  "Expected %",
  "Top 8",
  "Top 4",
  "Minor premiers",
  "Premiers",
];
export const outlookCells = (r: OutlookRow) => [
  r.name,
  oneDecimal(r.rating),
  oneDecimal(r.expectedWins),
  oneDecimal(r.expectedPercentage),
  percent(r.top8),
  percent(r.top4),
  percent(r.minorPremiership),
  percent(r.premiership),
];

export function OutlookTable({ rows }: { rows: readonly OutlookRow[] }) {
  return (
    <DataTable label="Projected ladder and chances" testId="outlook-table">
      <thead>
        <tr>
          <Th numeric>#</Th>
          {OUTLOOK_HEADER.map((h, i) => (
            <Th key={h} numeric={i > 0} sticky={i === 0}>
              {h}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, pos) => {
          const [name, ...cells] = outlookCells(r);
          return (
            <tr
              key={r.id}
              data-testid="outlook-row"
              data-team={r.name}
              data-expected-wins={r.expectedWins.toFixed(4)}
              data-top8={r.top8.toFixed(4)}
            >
              <Td numeric>{pos + 1}</Td>
              <RowHeader>{name}</RowHeader>
              {cells.map((c, i) => (
                <Td key={OUTLOOK_HEADER[i + 1]} numeric>
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
