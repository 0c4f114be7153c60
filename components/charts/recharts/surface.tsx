"use client";

import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useElementWidth } from "../use-element-width";

/**
 * Points a chart figure's ref at the <svg> Recharts draws inside `box`. Recharts makes (and may
 * remake) that element in its own renders, after ours, so the ref reads it when an export asks.
 */
export function useSurfaceRef(
  svgRef: RefObject<SVGSVGElement | null> | undefined,
  box: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!svgRef) return;
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

/**
 * The box every Recharts chart of the app is drawn in: measured, so the chart is laid out at the
 * pixel width it is shown at (its text stays the size it says, on a phone too), its height held while
 * the chart loads, and the figure's export ref pointed at the chart's surface.
 */
export function MeasuredChart({
  minHeight,
  testId,
  svgRef,
  framed = true,
  footer,
  children,
}: {
  minHeight: number;
  testId: string;
  svgRef?: RefObject<SVGSVGElement | null>;
  framed?: boolean; // a bordered panel (a figure of its own), or bare (inside a card)
  footer?: ReactNode; // a legend under the chart
  children: (width: number) => ReactNode;
}) {
  const box = useRef<HTMLDivElement | null>(null);
  const width = useElementWidth(box);
  useSurfaceRef(svgRef, box);
  return (
    <div
      ref={box}
      // overflow-x-clip: a tooltip being placed (measured after its first paint) may stick out past the
      // chart for a frame; it must never widen the page on a phone.
      className={
        framed
          ? "w-full overflow-x-clip rounded-lg border border-slate-200 bg-[var(--chart-panel)] dark:border-slate-800"
          : "overflow-x-clip"
      }
      style={{ minHeight }}
      data-testid={testId}
    >
      {width > 0 && children(width)}
      {footer}
    </div>
  );
}

/** A chart tooltip's panel: light or dark with the page. */
export function TooltipBox({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-64 rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-900 shadow dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
      {children}
    </div>
  );
}
