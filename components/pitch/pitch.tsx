"use client";

import { useId, useMemo, useRef, type ReactNode, type RefObject } from "react";
import { pitchGeometry } from "@/lib/charts/pitch-geometry";
import { DirectionStrip, HEADER_HEIGHT, legendLayout, type Direction, type LegendItem } from "./pitch-frame";
import { PitchMarkings } from "./pitch-markings";
import { useZoomPan, type Box } from "./use-zoom-pan";

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
  testId?: string;
}

const button =
  "rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800";

/**
 * A ground to scale, in an SVG whose units are metres (so it scales with its container), with the
 * direction of play above it and the legend below, zoom and pan, and the orientation toggle.
 */
export function Pitch({
  length,
  width,
  svgRef,
  label,
  directions,
  legend,
  children,
  orientation,
  testId,
}: Props) {
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
  const inner = useRef<SVGSVGElement | null>(null);
  const zp = useZoomPan(base, inner);
  const legendStrip = legendLayout(base.width, legend);
  const total = HEADER_HEIGHT + base.height + legendStrip.height;
  const titleId = useId();
  const hintId = useId();
  const vb = zp.box;

  return (
    <div className="space-y-2" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        {orientation && (
          <div role="group" aria-label="Orientation" className="inline-flex gap-1">
            <button
              type="button"
              className={button}
              aria-pressed={!orientation.trueEnds}
              onClick={() => orientation.onChange(false)}
            >
              Each team attacks right
            </button>
            <button
              type="button"
              className={button}
              aria-pressed={orientation.trueEnds}
              onClick={() => orientation.onChange(true)}
            >
              True ends by quarter
            </button>
          </div>
        )}
        <div role="group" aria-label="Zoom and pan" className="inline-flex flex-wrap gap-1">
          <button type="button" className={button} onClick={zp.zoomIn} aria-label="Zoom in">
            +
          </button>
          <button
            type="button"
            className={button}
            onClick={zp.zoomOut}
            aria-label="Zoom out"
            disabled={zp.k === 1}
          >
            −
          </button>
          <button
            type="button"
            className={button}
            onClick={zp.reset}
            aria-label="Reset zoom"
            disabled={zp.k === 1}
          >
            Reset
          </button>
          {zp.k > 1 &&
            (
              [
                ["←", "Pan left", -0.2, 0],
                ["→", "Pan right", 0.2, 0],
                ["↑", "Pan up", 0, -0.2],
                ["↓", "Pan down", 0, 0.2],
              ] as const
            ).map(([glyph, name, fx, fy]) => (
              <button
                key={name}
                type="button"
                className={button}
                onClick={() => zp.panBy(fx, fy)}
                aria-label={name}
              >
                {glyph}
              </button>
            ))}
        </div>
        <span id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          Keys on the map: + and − zoom, arrows pan, 0 resets; Ctrl + scroll zooms.
        </span>
      </div>
      <div
        tabIndex={0}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onKeyDown={zp.onKeyDown}
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <svg
          ref={svgRef}
          viewBox={`0 0 ${base.width} ${total}`}
          className="block h-auto w-full rounded-lg border border-slate-200 bg-white dark:border-slate-800"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        >
          <title id={titleId}>{label}</title>
          <rect x={0} y={0} width={base.width} height={total} fill="#ffffff" />
          <DirectionStrip width={base.width} directions={directions} />
          <svg
            ref={inner}
            x={0}
            y={HEADER_HEIGHT}
            width={base.width}
            height={base.height}
            viewBox={`${vb.x} ${vb.y} ${vb.width} ${vb.height}`}
            style={{ cursor: zp.k > 1 ? "grab" : undefined, touchAction: zp.k > 1 ? "none" : undefined }}
            {...zp.pointer}
          >
            <PitchMarkings g={g} />
            {children(1 / Math.sqrt(zp.k))}
          </svg>
          <g transform={`translate(0 ${HEADER_HEIGHT + base.height})`}>{legendStrip.node}</g>
        </svg>
      </div>
    </div>
  );
}
