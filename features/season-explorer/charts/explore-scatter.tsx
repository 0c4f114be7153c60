"use client";

import { memo, useMemo, type RefObject } from "react";
import {
  ReferenceDot,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
  usePlotArea,
  useXAxisScale,
  useYAxisScale,
} from "recharts";
import { MeasuredChart, TooltipBox } from "@/components/charts/recharts/surface";
import { HOME_COLOUR } from "@/lib/charts/palette";
import type { ExplorePoint, Trend } from "../model/explore-points";
import { labelWidth, placeLabels } from "../model/label-placement";
import { perGame } from "../model/explore-words";

// Every player of the explorer as a dot (~650 on a phone): drawn once per address and width. The dots
// are Recharts' plain circles with no animation and no state of their own; the one focused point (the
// keyboard's) is a single marker above them, so moving it redraws the marker, not the dots.

const FONT = 12;
const LABEL_FONT = 11;
const INK = "var(--chart-ink)";
/** A dot's area in px² (about 6 px across): small enough that a crowd stays readable. */
const DOT_AREA = 30;

export const exploreChartHeight = (width: number) => (width < 520 ? 360 : 460);

interface Props {
  points: readonly ExplorePoint[];
  trend: Trend | null;
  xName: string;
  yName: string;
  title: string;
  focused: ExplorePoint | null;
  onOpen: (p: ExplorePoint) => void;
  svgRef: RefObject<SVGSVGElement | null>;
}

/** The trend's two ends across the points' x. */
function trendEnds(points: readonly ExplorePoint[], trend: Trend | null) {
  if (!trend || points.length < 2) return null;
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of points) {
    lo = Math.min(lo, p.x);
    hi = Math.max(hi, p.x);
  }
  const at = (x: number) => ({ x, y: trend.intercept + trend.slope * x });
  return [at(lo), at(hi)] as const;
}

/** A hovered point: the player, his club and games, his two figures. */
function PointTip({ point: d, xName, yName }: { point?: ExplorePoint; xName: string; yName: string }) {
  if (!d) return null;
  return (
    <TooltipBox>
      <p className="font-semibold">{d.name}</p>
      <p>
        {d.club} · {d.games} games
      </p>
      <p>
        {xName} {perGame(d.x)} · {yName} {perGame(d.y)} a game
      </p>
    </TooltipBox>
  );
}

/** The point of a label's box (centre `c`, size `size`) nearest `v`: where its leader line ends. */
const clamp = (v: number, c: number, size: number) => Math.min(c + size / 2, Math.max(c - size / 2, v));

/**
 * The named players' names, placed in pixels where they cover neither each other nor the other named
 * dots (label-placement.ts): where the dots cluster, a name stands further out with a line to its dot.
 */
function NamedLabels({ points }: { points: readonly ExplorePoint[] }) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const area = usePlotArea();
  if (!xScale || !yScale || !area) return null;
  const anchors = points.map((p) => ({
    x: Number(xScale(p.x)),
    y: Number(yScale(p.y)),
    width: labelWidth(p.name, LABEL_FONT),
    height: LABEL_FONT + 2,
  }));
  const placed = placeLabels(anchors, area);
  return (
    <g className="explore-names" data-testid="explore-names">
      {placed.map((l, i) => (
        <g key={points[i].personId}>
          {l.leader && (
            <line
              x1={anchors[i].x}
              y1={anchors[i].y}
              x2={clamp(anchors[i].x, l.x, anchors[i].width)}
              y2={clamp(anchors[i].y, l.y, anchors[i].height)}
              stroke={INK}
              strokeOpacity={0.5}
              strokeWidth={1}
            />
          )}
          <text
            x={l.x}
            y={l.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={LABEL_FONT}
            fill={INK}
            paintOrder="stroke"
            stroke="var(--chart-panel)"
            strokeWidth={3}
          >
            {points[i].name}
          </text>
        </g>
      ))}
    </g>
  );
}

const pointOf = (d: unknown) => ((d as { payload?: ExplorePoint }).payload ?? d) as ExplorePoint;

/**
 * The dots, and the ten named, as elements kept across renders: when only the focused marker moves,
 * React passes them by and the ~650 circles are not drawn again.
 */
function useDots(points: readonly ExplorePoint[], onOpen: (p: ExplorePoint) => void) {
  return useMemo(() => {
    const open = (d: unknown) => {
      const p = pointOf(d);
      if (p?.personId) onOpen(p);
    };
    return (
      <>
        <Scatter
          data={[...points]}
          fill={HOME_COLOUR}
          fillOpacity={0.6}
          isAnimationActive={false}
          cursor="pointer"
          onClick={open}
        />
        <Scatter
          data={points.filter((p) => p.labelled)}
          fill={HOME_COLOUR}
          isAnimationActive={false}
          cursor="pointer"
          onClick={open}
        />
        <NamedLabels points={points.filter((p) => p.labelled)} />
      </>
    );
  }, [points, onOpen]);
}

const axisLabel = (value: string, more: object) => ({ value, fontSize: FONT, fill: INK, ...more });

function ExploreScatter({ points, trend, xName, yName, title, focused, onOpen, svgRef }: Props) {
  const ends = useMemo(() => trendEnds(points, trend), [points, trend]);
  const dots = useDots(points, onOpen);
  return (
    <MeasuredChart minHeight={360} testId="explore-scatter" svgRef={svgRef}>
      {(width: number) => (
        <ScatterChart
          width={width}
          height={exploreChartHeight(width)}
          margin={{ top: 16, right: 16, bottom: 28, left: 4 }}
          title={title}
          // The figure's own group takes the keys (one tab stop, every player by the arrows).
          accessibilityLayer={false}
        >
          <XAxis
            type="number"
            dataKey="x"
            name={xName}
            domain={["auto", "auto"]}
            tick={{ fontSize: FONT, fill: INK }}
            label={axisLabel(`${xName} a game`, { position: "insideBottom", offset: -16 })}
          />
          <YAxis
            type="number"
            dataKey="y"
            name={yName}
            // Room for the rotated title beside ticks up to four characters wide ("30.5"), the title
            // kept to the axis's left edge (season-explorer.spec.ts checks that they never meet).
            width={58}
            domain={["auto", "auto"]}
            tick={{ fontSize: FONT, fill: INK }}
            label={axisLabel(`${yName} a game`, { angle: -90, position: "insideLeft", dx: 4 })}
          />
          <ZAxis range={[DOT_AREA, DOT_AREA]} />
          <Tooltip
            cursor={false}
            isAnimationActive={false}
            content={({ active, payload }) => (
              <PointTip
                point={active ? (payload?.[0]?.payload as ExplorePoint | undefined) : undefined}
                xName={xName}
                yName={yName}
              />
            )}
          />
          {ends && (
            <ReferenceLine
              segment={[ends[0], ends[1]]}
              stroke={INK}
              strokeDasharray="4 3"
              ifOverflow="hidden"
            />
          )}
          {dots}
          {focused && (
            <ReferenceDot
              x={focused.x}
              y={focused.y}
              r={7}
              fill="none"
              stroke={INK}
              strokeWidth={2}
              label={{
                value: focused.name,
                position: "top",
                fontSize: FONT,
                fill: INK,
                fontWeight: 600,
                className: "explore-focused-label",
              }}
            />
          )}
        </ScatterChart>
      )}
    </MeasuredChart>
  );
}

export default memo(ExploreScatter);
