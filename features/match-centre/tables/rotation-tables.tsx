"use client";

import { formatClock, periodLabel } from "@/lib/charts/match-clock";
import { stintSeconds } from "@/lib/charts/stints";
import { describeStints, type RotationRow } from "@/features/match-centre/charts/rotations-timeline";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { numberColumn } from "@/features/match-centre/frame/number-column";

// The rotations as tables: each player's stints, and time on the ground by quarter.

export type Row = RotationRow & { secs: number; changes: number; team: string };

export function StintsTable({ rows }: { rows: readonly Row[] }) {
  const columns: Column<Row>[] = [
    { key: "player", label: "Player", text: (r) => r.name },
    {
      key: "stints",
      label: "Stints on the ground",
      wrap: true,
      text: (r) => describeStints(r).split(". On the ground ")[1] ?? "",
    },
  ];
  return (
    <ExportTable
      label="Stints by player"
      part="stints"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.personId}
    />
  );
}

export function RotationsSummary({ rows }: { rows: readonly Row[] }) {
  const columns: Column<Row>[] = [
    { key: "player", label: "Player", text: (r) => r.name, sortValue: (r) => r.name },
    {
      key: "team",
      label: "Team",
      text: (r) => r.team,
      sortValue: (r) => r.team,
    },
    {
      key: "tog",
      label: "Time on ground",
      numeric: true,
      glossary: "TIME_ON_GROUND",
      text: (r) => r.summary.split(" on ground")[0],
      sortValue: (r) => r.secs,
    },
    numberColumn("stints", "Stints", (r) => r.stints.length),
    numberColumn("changes", "Interchanges", (r) => r.changes, { glossary: "INTERCHANGE" }),
    ...[1, 2, 3, 4].map((p): Column<Row> => ({
      key: `q${p}`,
      label: periodLabel(p),
      numeric: true,
      title: `Time on the ground in ${periodLabel(p)}`,
      text: (r) => formatClock(stintSeconds(r.stints.filter((s) => s.period === p))),
      sortValue: (r) => stintSeconds(r.stints.filter((s) => s.period === p)),
    })),
  ];
  return (
    <section className="space-y-2">
      <h2 id="tog-h" className="text-lg font-semibold">
        Time on the ground by player
      </h2>
      <ExportTable
        label="Time on the ground by player"
        part="time-on-ground"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.personId}
        rowTestId="rotation-summary-row"
        sortParam="sort"
      />
    </section>
  );
}
