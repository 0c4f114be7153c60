"use client";

import type { RefObject } from "react";
import { Bar, BarChart, Cell, LabelList, ReferenceLine, XAxis, YAxis } from "recharts";
import { leaderBarsHeight } from "../leader-bars-height";
import { MeasuredChart } from "./surface";

// One leaders card's top players as bars, in rank order, each in its team's colour and labelled with
// its value (or every club's figure, with the league's average as a dashed line). Laid out at the
// card's own width, so names stay 12 px on a phone.

const FONT = 12;
const INK = "var(--chart-ink)";

export interface LeaderBar {
  label: string;
  value: number;
  valueDisplay: string;
  colour: string;
}

/** A line across the bars at a value, labelled above them (the league's average). */
export interface BarsReference {
  value: number;
  label: string;
}

export default function LeaderBarsChart({
  bars,
  title,
  reference,
  svgRef,
  testId = "leader-bars",
}: {
  bars: readonly LeaderBar[];
  title: string;
  reference?: BarsReference;
  /** For an export of the chart (a figure of its own); a card's bars have none. */
  svgRef?: RefObject<SVGSVGElement | null>;
  testId?: string;
}) {
  const height = leaderBarsHeight(bars.length, reference !== undefined);
  // Differences may be negative: the axis spans zero and every bar.
  const low = Math.min(0, ...bars.map((b) => b.value));
  const top = Math.max(low + 1, ...bars.map((b) => b.value));
  return (
    <MeasuredChart minHeight={height} testId={testId} framed={svgRef !== undefined} svgRef={svgRef}>
      {(width: number) => (
        <BarChart
          width={width}
          height={height}
          data={[...bars]}
          layout="vertical"
          margin={{ top: reference ? 28 : 4, right: 36, bottom: 4, left: 0 }}
          accessibilityLayer
          title={title}
        >
          <XAxis type="number" domain={[low, top]} hide />
          <YAxis
            type="category"
            dataKey="label"
            width={Math.min(140, Math.round(width * 0.55))}
            tick={{ fontSize: FONT, fill: INK }}
            tickLine={false}
            axisLine={false}
            interval={0}
          />
          <Bar dataKey="value" isAnimationActive={false}>
            {bars.map((b, i) => (
              <Cell key={i} fill={b.colour} />
            ))}
            <LabelList dataKey="valueDisplay" position="right" fontSize={FONT} fill={INK} />
          </Bar>
          {reference && (
            <ReferenceLine
              x={reference.value}
              stroke={INK}
              strokeDasharray="4 3"
              label={{ value: reference.label, position: "top", fontSize: FONT, fill: INK }}
            />
          )}
        </BarChart>
      )}
    </MeasuredChart>
  );
}
