"use client";

import { useMemo, type ReactNode, type RefObject } from "react";
import { pitchGeometry } from "@/lib/charts/pitch-geometry";
import { MapFrame, toolbarButton } from "./map-frame";
import { directionStrip, type Direction, type LegendItem } from "./pitch-frame";
import { PitchMarkings } from "./pitch-markings";
import type { Box } from "./view-box";

const MARGIN = 3; // metres of margin around the oval

interface Props {
  length: number;
  width: number;
  svgRef: RefObject<SVGSVGElement | null>;
  label: string; // what the map shows, for assistive technology
  directions: readonly Direction[];
  legend: readonly LegendItem[];
  /** Marks in ground coordinates (metres, SVG space: svgY = −y); `scale` shrinks them as the map zooms in. */
  children: (scale: number) => ReactNode;
  orientation?: { trueEnds: boolean; onChange: (trueEnds: boolean) => void };
  overlay?: (view: Box, scale: number) => ReactNode;
  testId?: string;
}

/**
 * The whole ground to scale, horizontally, with the direction of play above it, the legend below, and
 * the orientation toggle (each team attacking right, or the true ends by quarter).
 */
export function Pitch({ length, width, directions, orientation, ...rest }: Props) {
  const g = useMemo(() => pitchGeometry(length, width), [length, width]);
  const base: Box = useMemo(
    () => ({
      x: -g.ellipse.rx - MARGIN,
      y: -g.ellipse.ry - MARGIN,
      width: 2 * (g.ellipse.rx + MARGIN),
      height: 2 * (g.ellipse.ry + MARGIN),
    }),
    [g],
  );
  return (
    <MapFrame
      {...rest}
      base={base}
      header={(w) => directionStrip(w, directions)}
      ground={() => <PitchMarkings g={g} />}
      toolbar={
        orientation && (
          <div role="group" aria-label="Orientation" className="inline-flex gap-1">
            <button
              type="button"
              className={toolbarButton}
              aria-pressed={!orientation.trueEnds}
              onClick={() => orientation.onChange(false)}
            >
              Each team attacks right
            </button>
            <button
              type="button"
              className={toolbarButton}
              aria-pressed={orientation.trueEnds}
              onClick={() => orientation.onChange(true)}
            >
              True ends by quarter
            </button>
          </div>
        )
      }
    />
  );
}
