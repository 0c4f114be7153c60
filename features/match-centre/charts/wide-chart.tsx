"use client";

import { useRef, type ReactNode } from "react";
import { useElementWidth } from "@/components/charts/use-element-width";

// Before the box is measured (the server's render) the chart is laid out this wide.
const UNMEASURED_WIDTH = 900;

/**
 * A panel for a chart that needs room along its time axis (the timelines): laid out in CSS px at the
 * panel's width, but never narrower than `minWidth`; on a narrower screen it scrolls sideways in its
 * own box rather than shrinking (its text stays the size it says), and the page never does.
 */
export function WideChart({
  minWidth,
  testId,
  children,
}: {
  minWidth: number;
  testId?: string;
  children: (width: number) => ReactNode;
}) {
  const box = useRef<HTMLDivElement | null>(null);
  const measured = useElementWidth(box);
  const width = Math.max(minWidth, measured > 0 ? measured : UNMEASURED_WIDTH);
  return (
    <div
      ref={box}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-[var(--chart-panel)] dark:border-slate-800"
      data-testid={testId}
    >
      {children(width)}
    </div>
  );
}
