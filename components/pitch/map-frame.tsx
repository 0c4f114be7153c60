"use client";

import { useId, useRef, type ReactNode, type RefObject } from "react";
import { CHART_FONT } from "@/lib/charts/palette";
import { useElementWidth } from "@/components/charts/use-element-width";
import { drawingWidth, overlayPlacement } from "./map-layout";
import { MapToolbar } from "./map-toolbar";
import { legendLayout, type LegendItem, type Strip } from "./pitch-frame";
import { useMapZoom } from "./use-map-zoom";
import { markScale, type Box } from "./view-box";

export { toolbarButton } from "./map-toolbar";

interface Props {
  /** The area drawn at zoom 1, in the map's units (metres); memoised by the caller (zoom state keys on it). */
  base: Box;
  svgRef: RefObject<SVGSVGElement | null>;
  label: string; // what the map shows, for assistive technology
  /** The strip above the ground (direction of play, a caption), laid out `width` CSS px wide. */
  header: (width: number) => Strip;
  legend: readonly LegendItem[];
  /** The markings, under the marks, in map units; `px` is a CSS pixel in map units (for text). */
  ground: (px: number) => ReactNode;
  /**
   * Marks in the map's units; `scale` sizes them for the width the map is drawn at (bigger, in metres,
   * on a phone, so they stay visible) and shrinks them as the map zooms in.
   */
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
 * The frame every map shares: toolbar, zoom and pan (buttons, keys, Ctrl + wheel, drag), and one SVG
 * laid out in CSS px at the width it is shown (header strip and legend wrap to it, their text stays
 * 12 px on a phone) with the ground in map units inside it, and an optional overlay layer kept in
 * step with the zoom.
 */
export function MapFrame(props: Props) {
  const { base, svgRef, label, header, legend, ground, children, toolbar, overlay, testId } = props;
  const box = useRef<HTMLDivElement | null>(null);
  const width = drawingWidth(useElementWidth(box));
  const pxPerUnit = width / base.width;
  const groundHeight = base.height * pxPerUnit;
  const headerStrip = header(width);
  const top = headerStrip.height;
  const zp = useMapZoom(base, { top, width }, svgRef);
  const legendStrip = legendLayout(width, legend);
  const total = top + groundHeight + legendStrip.height;
  const titleId = useId();
  const hintId = useId();
  const vb = zp.box;
  const scale = markScale(pxPerUnit, zp.k);

  return (
    <div className="space-y-2" data-testid={testId}>
      <MapToolbar toolbar={toolbar} zp={zp} hintId={hintId} />
      {/* The map's keys (zoom, pan) act on a focused group: the pattern of a map widget. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={box}
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
          data-zoom={zp.zoomReady ? "ready" : "loading"}
          viewBox={`0 0 ${width} ${total}`}
          style={{ cursor: zp.k > 1 ? "grab" : undefined, touchAction: zp.touchAction }}
          className="block h-auto w-full rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          fontFamily={CHART_FONT}
        >
          <title id={titleId}>{label}</title>
          <rect x={0} y={0} width={width} height={total} fill="var(--chart-panel)" />
          {headerStrip.node}
          <svg
            x={0}
            y={top}
            width={width}
            height={groundHeight}
            viewBox={`${vb.x} ${vb.y} ${vb.width} ${vb.height}`}
          >
            {ground(1 / (pxPerUnit * zp.k))}
            {children(scale)}
            {/* Where an export puts the overlay's marks as SVG (the overlay itself is HTML). */}
            {overlay && <g data-export-slot="marks" data-scale={scale} />}
          </svg>
          <g transform={`translate(0 ${top + groundHeight})`}>{legendStrip.node}</g>
        </svg>
        {overlay && (
          <div
            className="pointer-events-none absolute overflow-hidden"
            style={overlayPlacement(top, groundHeight, total)}
          >
            {overlay(vb, scale)}
          </div>
        )}
      </div>
    </div>
  );
}
