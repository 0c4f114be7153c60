"use client";

import { useMemo, type ReactNode, type RefObject } from "react";
import { halfPitchGeometry } from "@/lib/charts/half-pitch-geometry";
import type { Point } from "@/lib/charts/pitch-geometry";
import { HALO, INK, LINES } from "@/lib/charts/palette";
import { MapFrame } from "./map-frame";
import { captionStrip, FONT_PX, type LegendItem } from "./pitch-frame";
import { PitchMarkings } from "./pitch-markings";

interface Props {
  length: number;
  width: number;
  /** Every point that must be drawn (attacking-right coordinates): one beyond the half extends it. */
  points: readonly Point[];
  svgRef: RefObject<SVGSVGElement | null>;
  label: string;
  caption: string; // the strip above the ground says what the map shows
  legend: readonly LegendItem[];
  /** Marks in half-view coordinates (toHalfView); `scale` shrinks them as the map zooms in. */
  children: (scale: number) => ReactNode;
  testId?: string;
}

/**
 * One end of the ground to scale, its goal at the top, with distance rings every 10 m from the centre
 * of the goal, each labelled. The markings are the whole oval's, turned a quarter; what falls beyond
 * the drawn half is outside the viewBox.
 */
export function HalfPitch({ length, width, points, caption, ...rest }: Props) {
  // The drawn area depends only on the points' extremes: recomputed when they move, not on every filter.
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, minY, maxY] = [Math.min(0, ...xs), Math.min(0, ...ys), Math.max(0, ...ys)];
  const h = useMemo(
    () =>
      halfPitchGeometry(length, width, [
        { x: minX, y: 0 },
        { x: length / 2, y: minY },
        { x: length / 2, y: maxY },
      ]),
    [length, width, minX, minY, maxY],
  );
  const base = h.box;
  return (
    <MapFrame
      {...rest}
      base={base}
      header={(w) =>
        captionStrip(
          w,
          `↑ Goal at the top. ${caption}${h.extended ? " (drawn past the centre line to reach the longest)" : ""}`,
          "half-caption",
        )
      }
      ground={(px) => (
        <g data-testid="half-oval">
          <g transform={h.transform}>
            <PitchMarkings g={h.g} />
            {h.rings.map((r) => (
              <path
                key={r.radius}
                d={r.path}
                fill="none"
                stroke={LINES}
                strokeOpacity={0.75}
                strokeWidth={0.3}
                strokeDasharray="1.5 1.2"
                data-testid="distance-ring"
                data-radius={r.radius}
              />
            ))}
          </g>
          {h.rings.map((r) => (
            <text
              key={r.radius}
              x={r.label.x}
              y={r.label.y}
              fontSize={FONT_PX * px}
              fill={INK}
              stroke={HALO}
              strokeWidth={3 * px}
              paintOrder="stroke"
              textAnchor="middle"
              dominantBaseline="central"
              aria-hidden
            >
              {r.radius} m
            </text>
          ))}
        </g>
      )}
    />
  );
}
