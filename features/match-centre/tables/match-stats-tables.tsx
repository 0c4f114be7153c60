"use client";

import { glossaryHref } from "@/lib/links";
import type { PlayerStatistics, SquadStatistics, Stat } from "@/lib/contract";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { playerColumn } from "@/features/match-centre/frame/player-column";
import { fantasyColumn } from "./fantasy-column";

// The player and squad statistics as sortable tables. Cells show the service's own display value ("80.5%", "102:14"); sorting
// uses the numeric value.

type PlayerRow = { id: number; name: string; team: string; jumper: number; stats: Map<string, Stat> };

export function PlayerStatsTable({
  data,
  codes,
  seasonId,
}: {
  data: PlayerStatistics;
  codes: readonly string[];
  seasonId: number; // player names link to their pages for the match's season
}) {
  const rows: PlayerRow[] = data.squads.flatMap((s) =>
    s.players.map((p) => ({
      id: p.personId,
      name: p.fullname,
      team: s.name,
      jumper: p.jumperNumber,
      stats: new Map(p.statistics.map((x) => [x.code, x])),
    })),
  );
  // The metrics in the order asked for; with no list (every metric), in the service's order.
  const seen = rows[0] ? [...rows[0].stats.values()] : [];
  const metrics = (codes.length ? codes : seen.map((x) => x.code))
    .map((code) => seen.find((x) => x.code === code) ?? rows.map((r) => r.stats.get(code)).find(Boolean))
    .filter((x): x is Stat => x !== undefined);
  const columns: Column<PlayerRow>[] = [
    playerColumn(seasonId),
    { key: "team", label: "Team", text: (r) => r.team, sortValue: (r) => r.team },
    {
      key: "jumper",
      label: "#",
      title: "Jumper number",
      numeric: true,
      text: (r) => String(r.jumper),
      sortValue: (r) => r.jumper,
    },
    ...metrics.map((m): Column<PlayerRow> => ({
      key: m.code,
      label: m.namePlural,
      numeric: true,
      glossary: m.code,
      text: (r) => r.stats.get(m.code)?.valueDisplay ?? "",
      sortValue: (r) => r.stats.get(m.code)?.value ?? Number.NEGATIVE_INFINITY,
    })),
    ...fantasyColumn(rows),
  ];
  return (
    <ExportTable
      label="Player statistics"
      part="player-stats"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowTestId="player-stat-row"
      testId="player-stats"
      sortParam="sort"
      dirParam="dir"
      defaultSort={metrics[0] ? { key: metrics[0].code, dir: "desc" } : undefined}
    />
  );
}

type SquadRow = { code: string; name: string; values: Stat[] };

export function SquadStatsTable({ data }: { data: SquadStatistics }) {
  const [a, b] = data.squads;
  const rows: SquadRow[] = (a?.statistics ?? []).map((s) => ({
    code: s.code,
    name: s.namePlural,
    values: [s, b?.statistics.find((x) => x.code === s.code)].filter((x): x is Stat => x !== undefined),
  }));
  const columns: Column<SquadRow>[] = [
    {
      key: "metric",
      label: "Metric",
      text: (r) => r.name,
      sortValue: (r) => r.name,
      render: (r) => (
        <a href={glossaryHref(r.code)} className="hover:underline">
          {r.name}
        </a>
      ),
    },
    ...data.squads.map((s, i): Column<SquadRow> => ({
      key: `s${i}`,
      label: s.name,
      numeric: true,
      text: (r) => r.values[i]?.valueDisplay ?? "",
      sortValue: (r) => r.values[i]?.value ?? Number.NEGATIVE_INFINITY,
    })),
  ];
  return (
    <ExportTable
      label="Team statistics"
      part="team-stats"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.code}
      rowTestId="squad-stat-row"
      testId="squad-stats"
      sortParam="ssort"
      dirParam="sdir"
    />
  );
}
