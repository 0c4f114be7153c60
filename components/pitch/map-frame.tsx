"use client";

import { useId, type ReactNode, type RefObject } from "react";
import { HEADER_HEIGHT, legendLayout, type LegendItem } from "./pitch-frame";
import { useMapZoom } from "./use-map-zoom";
import type { Box } from "./view-box";

export const toolbarButton =
  "rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800";

type ZoomPan = ReturnType<typeof useMapZoom>;

/** The zoom buttons, then (zoomed in) the pan buttons: glyph, accessible name, action, disabled. */
function zoomButtons(zp: ZoomPan): [string, string, () => void, boolean][] {
  const out: [string, string, () => void, boolean][] = [
    ["+", "Zoom in", zp.zoomIn, false],
    ["−", "Zoom out", zp.zoomOut, zp.k === 1],
    ["Reset", "Reset zoom", zp.reset, zp.k === 1],
  ];
  if (zp.k === 1) return out;
  const pans = [
    ["←", "Pan left", -0.2, 0],
    ["→", "Pan right", 0.2, 0],
    ["↑", "Pan up", 0, -0.2],
    ["↓", "Pan down", 0, 0.2],
  ] as const;
  return [
    ...out,
    ...pans.map(([g, name, fx, fy]): [string, string, () => void, boolean] => [
      g,
      name,
      () => zp.panBy(fx, fy),
      false,
    ]),
  ];
}

interface Props {
  /** The area drawn at zoom 1, in the map's units (metres); memoised by the caller (zoom state keys on it). */
  base: Box;
  svgRef: RefObject<SVGSVGElement | null>;
  label: string; // what the map shows, for assistive technology
  header: ReactNode; // the strip above the ground (direction of play), base.width wide
  legend: readonly LegendItem[];
  ground: ReactNode; // the markings, under the marks
  /** Marks in the map's units; `scale` shrinks them as the map zooms in. */
  children: (scale: number) => ReactNode;
  toolbar?: ReactNode; // controls before the zoom buttons (the orientation toggle)
  /**
   * An HTML layer laid exactly over the ground (a <canvas> of marks), given the part of `base` in view.
   * It lets pointer events through, so dragging and Ctrl + wheel still reach the SVG below it.
   */
  overlay?: (view: Box, scale: number) => ReactNode;
  testId?: string;
}

/**
 * The frame every map shares: toolbar, zoom and pan (buttons, keys, Ctrl + wheel, drag), one SVG in
 * the map's units (so it scales with its container) with the header strip above the ground and the
 * legend below, and an optional overlay layer kept in step with the zoom.
 */
export function MapFrame({
  base,
  svgRef,
  label,
  header,
  legend,
  ground,
  children,
  toolbar,
  overlay,
  testId,
}: Props) {
  const zp = useMapZoom(base, HEADER_HEIGHT, svgRef);
  const legendStrip = legendLayout(base.width, legend);
  const total = HEADER_HEIGHT + base.height + legendStrip.height;
  const titleId = useId();
  const hintId = useId();
  const vb = zp.box;
  const scale = 1 / Math.sqrt(zp.k);
  // The SVG has a 1 px border; the overlay sits inside it, over the ground's rows of the viewBox.
  const share = (v: number) => `calc(1px + (100% - 2px) * ${v / total})`;

  return (
    <div className="space-y-2" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        {toolbar}
        <div role="group" aria-label="Zoom and pan" className="inline-flex flex-wrap gap-1">
          {zoomButtons(zp).map(([glyph, name, act, disabled]) => (
            <button
              key={name}
              type="button"
              className={toolbarButton}
              onClick={act}
              aria-label={name}
              disabled={disabled}
            >
              {glyph}
            </button>
          ))}
        </div>
        <span id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          Keys on the map: + and − zoom, arrows pan, 0 resets; Ctrl + scroll or a pinch zooms, a double-click
          or double-tap resets.
        </span>
      </div>
      {/* The map's keys (zoom, pan) act on a focused group: the pattern of a map widget. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onKeyDown={zp.onKeyDown}
        className="relative rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <svg
          ref={svgRef}
          viewBox={`0 0 ${base.width} ${total}`}
          style={{ cursor: zp.k > 1 ? "grab" : undefined, touchAction: zp.touchAction }}
          className="block h-auto w-full rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        >
          <title id={titleId}>{label}</title>
          <rect x={0} y={0} width={base.width} height={total} fill="var(--chart-panel)" />
          {header}
          <svg
            x={0}
            y={HEADER_HEIGHT}
            width={base.width}
            height={base.height}
            viewBox={`${vb.x} ${vb.y} ${vb.width} ${vb.height}`}
          >
            {ground}
            {children(scale)}
            {/* Where an export puts the overlay's marks as SVG (the overlay itself is HTML). */}
            {overlay && <g data-export-slot="marks" data-scale={scale} />}
          </svg>
          <g transform={`translate(0 ${HEADER_HEIGHT + base.height})`}>{legendStrip.node}</g>
        </svg>
        {overlay && (
          <div
            className="pointer-events-none absolute overflow-hidden"
            style={{
              left: 1,
              right: 1,
              top: share(HEADER_HEIGHT),
              height: `calc((100% - 2px) * ${base.height / total})`,
            }}
          >
            {overlay(vb, scale)}
          </div>
        )}
      </div>
    </div>
  );
}
