"use client";

import type { Chain } from "@/lib/contract";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { numberColumn } from "@/features/match-centre/frame/number-column";

// Every chain as a row; its id is a button that selects it (the table alternative to the timeline).

export function ChainsTable({
  chains,
  selected,
  onSelect,
}: {
  chains: readonly Chain[];
  selected?: number;
  onSelect: (id: number) => void;
}) {
  const columns: Column<Chain>[] = [
    {
      key: "id",
      label: "Chain",
      text: (c) => String(c.id),
      sortValue: (c) => c.id,
      render: (c) => (
        <button
          type="button"
          className="underline underline-offset-2"
          aria-pressed={c.id === selected}
          onClick={() => onSelect(c.id)}
        >
          {c.id}
        </button>
      ),
    },
    {
      key: "time",
      label: "Start",
      text: (c) => formatPeriodClock(c.period, c.start.periodSecs),
      sortValue: (c) => c.period * 1e5 + c.start.periodSecs,
    },
    { key: "team", label: "Team", text: (c) => c.squad.name, sortValue: (c) => c.squad.name },
    { key: "from", label: "From", text: (c) => c.start.stateName, sortValue: (c) => c.start.stateName },
    { key: "to", label: "Ended", text: (c) => c.end.stateName, sortValue: (c) => c.end.stateName },
    numberColumn("secs", "Seconds", (c) => c.end.periodSecs - c.start.periodSecs),
    numberColumn("metres", "Chain metres", (c) => c.metrics.chainMetres, { glossary: "CHAIN_METRES" }),
  ];
  return (
    <ExportTable
      label="Possession chains"
      part="chains"
      columns={columns}
      rows={chains}
      rowKey={(c) => c.id}
      rowTestId="chain-row"
      sortParam="sort"
      defaultSort={{ key: "time", dir: "asc" }}
    />
  );
}
