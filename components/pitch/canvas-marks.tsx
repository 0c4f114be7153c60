"use client";

import { useId, useMemo, useRef } from "react";
import type { PackedMarks } from "@/lib/charts/transaction-marks";
import { KeyedMarkTip, MarkWalkerLayer, NearestMarkTip, type MarkNotes } from "./mark-tooltips";
import { markFinder } from "./nearest-mark";
import { useCanvasPaint } from "./use-canvas-paint";
import { useMarkWalker } from "./use-mark-walker";
import { useNearestHover } from "./use-nearest-hover";
import type { Box } from "./view-box";

interface Props {
  marks: PackedMarks; // in the map's units (metres, SVG space)
  view: Box; // the part of the map in view (the zoom), as the SVG's viewBox
  radius: number; // of a mark, in the map's units
  colours: readonly string[]; // by mark group
  halo: string;
  label: string; // the canvas's summary for assistive technology (the table lists the marks)
  testId?: string;
  /** What the tooltip of the mark nearest the pointer says, and its id (by index into `marks`). */
  nearest?: MarkNotes;
}

/**
 * Marks painted on a <canvas> laid over the SVG ground: one path a colour, so a repaint of a few
 * thousand marks is a few milliseconds and no React element a mark (`useCanvasPaint`). With `nearest`,
 * the mark nearest the pointer has a tooltip, and the keyboard walks the marks: a focusable layer over
 * the canvas whose arrow keys go to the nearest mark that way (the first press: the mark nearest the
 * middle of the view).
 */
export function CanvasMarks({ marks, view, radius, colours, halo, label, testId, nearest }: Props) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  const tipId = useId();
  const find = useMemo(() => markFinder(marks), [marks]);
  const [hover, setHover] = useNearestHover(ref, marks, view, find, nearest);
  useCanvasPaint(ref, marks, view, { radius, colours, halo });
  const { keyed, onKeyDown, leave } = useMarkWalker(marks, view, find, () => setHover(null));

  const shown = hover && nearest && hover.mark < marks.count ? hover : null;
  return (
    <>
      <canvas ref={ref} role="img" aria-label={label} data-testid={testId} className="block h-full w-full" />
      {nearest && (
        <MarkWalkerLayer describedBy={keyed ? tipId : undefined} onKeyDown={onKeyDown} onBlur={leave} />
      )}
      {keyed && nearest && (
        <KeyedMarkTip
          keyed={keyed}
          tipId={tipId}
          at={`${marks.xs[keyed.mark].toFixed(2)},${marks.ys[keyed.mark].toFixed(2)}`}
          notes={nearest}
        />
      )}
      {shown && !keyed && nearest && <NearestMarkTip hover={shown} notes={nearest} />}
    </>
  );
}
