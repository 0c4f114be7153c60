"use client";

import { useRef, type ReactNode, type RefObject } from "react";
import { NearView } from "@/features/match-centre/charts/near-view";
import { ChartExportButtons } from "./export-buttons";

interface Props {
  title: string;
  part: string; // names the export files ("map", "worm")
  description?: ReactNode;
  /** The chart: given the ref its <svg> must carry (the exports draw that element). */
  chart: (svgRef: RefObject<SVGSVGElement | null>) => ReactNode;
  /** The same data as a table, for screen readers and keyboard users (and anyone who prefers numbers). */
  table?: ReactNode;
  controls?: ReactNode;
  testId?: string;
  /** Marks the chart paints on a canvas, as SVG markup for the exports (see MapFrame's overlay). */
  overlayMarks?: (scale: number) => string;
  /**
   * Draw the chart only once it comes near the screen (its library is fetched then: see NearView),
   * holding `minHeight` px meanwhile. For the Recharts charts below the fold.
   */
  whenNear?: { minHeight: number; waiting: string };
}

/** A chart with its title, PNG/SVG exports and a "Show as table" alternative. */
export function ChartFigure({
  title,
  part,
  description,
  chart,
  table,
  controls,
  testId,
  overlayMarks,
  whenNear,
}: Props) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  return (
    <figure className="space-y-2" data-testid={testId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <ChartExportButtons svgRef={svgRef} part={part} name={title} overlayMarks={overlayMarks} />
      </figcaption>
      {description && <div className="text-sm text-slate-600 dark:text-slate-400">{description}</div>}
      {controls}
      <NearView hold={whenNear}>{chart(svgRef)}</NearView>
      {table && (
        <details className="text-sm print:hidden">
          <summary className="cursor-pointer text-sky-800 underline-offset-4 hover:underline dark:text-sky-300">
            Show as table
          </summary>
          <div className="mt-2">{table}</div>
        </details>
      )}
    </figure>
  );
}
