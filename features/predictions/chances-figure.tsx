"use client";

import { useRef } from "react";
import { SeasonImageButtons } from "@/components/charts/season-exports";
import { ChancesChart } from "./chances-chart";
import type { OutlookColumns, OutlookRow } from "./outlook-table";

/** Each team's finals (and premiership) chances as a chart, with buttons that save it as an image. */
export function ChancesFigure({
  rows,
  columns,
  stamp,
}: {
  rows: readonly OutlookRow[];
  columns: OutlookColumns;
  stamp: () => string[];
}) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const name = columns.premiers ? "Finals and premiership chances" : "Finals chances";
  return (
    <figure className="space-y-2" data-testid="chances-figure">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{name}</span>
        <span className="flex gap-2">
          <SeasonImageButtons name={name} stamp={stamp} svgRef={svgRef} />
        </span>
      </figcaption>
      <ChancesChart rows={rows} columns={columns} svgRef={svgRef} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The same figures are in the projected ladder table above.
      </p>
    </figure>
  );
}
