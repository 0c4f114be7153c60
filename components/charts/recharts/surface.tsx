"use client";

import { useEffect, type RefObject } from "react";

/**
 * Points a chart figure's ref at the <svg> Recharts draws inside `box`. Recharts makes (and may
 * remake) that element in its own renders, after ours, so the ref reads it when an export asks.
 */
export function useSurfaceRef(svgRef: RefObject<SVGSVGElement | null>, box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    Object.defineProperty(svgRef, "current", {
      configurable: true,
      get: () => box.current?.querySelector<SVGSVGElement>("svg.recharts-surface") ?? null,
      set: () => {},
    });
  }, [svgRef, box]);
}

/** The two sides' names under a two-sided chart, each with its colour and the direction it is drawn. */
export function SideLegend({
  names,
  colours,
  marks,
}: {
  names: readonly [string, string];
  colours: readonly [string, string];
  marks: readonly [string, string];
}) {
  return (
    <p className="flex flex-wrap justify-between gap-2 px-3 pb-2 text-xs text-slate-700 dark:text-slate-300">
      <span>
        <span aria-hidden style={{ color: colours[0] }}>
          ■
        </span>{" "}
        {marks[0]} {names[0]}
      </span>
      <span>
        {names[1]} {marks[1]}{" "}
        <span aria-hidden style={{ color: colours[1] }}>
          ■
        </span>
      </span>
    </p>
  );
}
