"use client";

import { useRef } from "react";
import { SeasonImageButtons } from "@/components/charts/season-exports";
import { ChancesChart } from "./chances-chart";
import type { OutlookRow } from "./outlook-table";

/** Each team's finals and premiership chances as a chart, with buttons that save it as an image. */
export function ChancesFigure({
  rows,
  finalsPlaces,
  stamp,
}: {
  rows: readonly OutlookRow[];
  finalsPlaces: number;
  stamp: () => string[];
}) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  return (
    <figure className="space-y-2" data-testid="chances-figure">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Finals and premiership chances</span>
        <span className="flex gap-2">
          <SeasonImageButtons name="Finals and premiership chances" stamp={stamp} svgRef={svgRef} />
        </span>
      </figcaption>
      <ChancesChart rows={rows} finalsPlaces={finalsPlaces} svgRef={svgRef} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The same figures are in the projected ladder table above.
      </p>
    </figure>
  );
}
