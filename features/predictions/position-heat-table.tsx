import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { percent } from "@/lib/format/chances";
import type { OutlookRow } from "./outlook-table";

// Each cell's chance as the strength of its background: one hue at most 45% opaque, so the text keeps
// its contrast in both colour schemes; the percentage is always written in the cell.
const shade = (p: number) => ({
  backgroundColor: `rgba(2, 132, 199, ${Math.min(0.45, p * 0.9).toFixed(3)})`,
});

/** The chance of each ladder position after the home-and-away season, one row a team. */
export function PositionHeatTable({
  rows,
  finalsPlaces,
}: {
  rows: readonly OutlookRow[];
  finalsPlaces: number;
}) {
  const n = rows.length;
  return (
    <DataTable label="Chance of each ladder position, team by team" testId="position-heat-table">
      <thead>
        <tr>
          <Th sticky>Team</Th>
          {Array.from({ length: n }, (_, i) => (
            <Th
              key={i}
              numeric
              className={i === finalsPlaces - 1 ? "border-r-2 border-r-slate-400" : undefined}
            >
              {i + 1}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <RowHeader>{r.code}</RowHeader>
            {r.positions.map((p, i) => (
              <Td
                key={i}
                numeric
                style={shade(p)}
                className={i === finalsPlaces - 1 ? "border-r-2 border-r-slate-400" : undefined}
                aria-label={`${r.name} ${i + 1}: ${percent(p)}`}
              >
                {percent(p)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
