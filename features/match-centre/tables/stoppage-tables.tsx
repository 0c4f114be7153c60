"use client";

import type { RuckContestSummary, RuckLine } from "@/lib/contract";
import { periodLabel } from "@/lib/charts/match-clock";
import { describeCode } from "@/lib/charts/shot-marks";
import { STOPPAGE_TYPES } from "@/lib/queries/match-filters";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import type { Stoppage } from "@/features/match-centre/charts/stoppage-map";

// Stoppages counted by kind and quarter, and the ruck contests by ruck and team.

export function CountsTable({ stoppages }: { stoppages: readonly Stoppage[] }) {
  const periods = [...new Set(stoppages.map((s) => s.period))].sort((a, b) => a - b);
  type Row = { type: string; counts: number[]; total: number };
  const rows: Row[] = STOPPAGE_TYPES.map((t) => {
    const counts = periods.map((p) => stoppages.filter((s) => s.code === t && s.period === p).length);
    return { type: t, counts, total: counts.reduce((a, b) => a + b, 0) };
  }).filter((r) => r.total > 0);
  const columns: Column<Row>[] = [
    { key: "type", label: "Stoppage", text: (r) => describeCode(r.type) },
    ...periods.map((p, i): Column<Row> => ({
      key: `q${p}`,
      label: periodLabel(p),
      numeric: true,
      text: (r) => String(r.counts[i]),
    })),
    { key: "total", label: "Total", numeric: true, text: (r) => String(r.total) },
  ];
  return (
    <ExportTable
      label="Stoppages by kind and quarter"
      part="stoppage-counts"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.type}
      testId="stoppage-counts"
    />
  );
}

export function RuckTable({ data }: { data: RuckContestSummary }) {
  type Row = RuckLine & { key: string; name: string; team: string; total: boolean };
  const rows: Row[] = data.squads.flatMap((s) => [
    ...s.rucks.map((r) => ({
      ...r,
      key: `${s.id}-${r.personId}`,
      name: r.fullname,
      team: s.name,
      total: false,
    })),
    { ...s.totals, key: `${s.id}-total`, name: `${s.name} total`, team: s.name, total: true },
  ]);
  const columns: Column<Row>[] = [
    {
      key: "name",
      label: "Ruck",
      text: (r) => r.name,
      render: (r) => (r.total ? <strong>{r.name}</strong> : r.name),
    },
    { key: "team", label: "Team", text: (r) => r.team },
    {
      key: "contests",
      label: "Contests",
      numeric: true,
      glossary: "RUCK_CONTEST",
      text: (r) => String(r.contests),
    },
    { key: "hitouts", label: "Hitouts", numeric: true, glossary: "HITOUT", text: (r) => String(r.hitouts) },
    {
      key: "hta",
      label: "To advantage",
      numeric: true,
      glossary: "HITOUT_TO_ADVANTAGE",
      text: (r) => String(r.hitoutsToAdvantage),
    },
    {
      key: "win",
      label: "Win %",
      numeric: true,
      glossary: "HITOUT_WIN_PCT",
      text: (r) => r.hitoutWinPct.toFixed(1),
    },
    {
      key: "fp",
      label: "First poss. after",
      title: "First possessions won by his team after his hitout",
      numeric: true,
      text: (r) => String(r.firstPossessionsAfterHitout),
    },
  ];
  return (
    <ExportTable
      label="Ruck contests"
      part="ruck-contests"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      testId="ruck-contests"
    />
  );
}
