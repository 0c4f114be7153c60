"use client";

import type { RefObject } from "react";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { MeasuredChart, TooltipBox } from "@/components/charts/recharts/surface";

// A club's ladder finish by year: position 1 at the top, a premiership year marked by a larger dot.

const INK = "var(--chart-ink)";
const FONT = 12;
const HEIGHT = 260;

export interface FinishPoint {
  year: number;
  position: number;
  teams: number;
  name: string;
  premiers: boolean;
}

export default function FinishChart({
  points,
  title,
  svgRef,
}: {
  points: readonly FinishPoint[];
  title: string;
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const most = Math.max(2, ...points.map((p) => p.teams));
  return (
    <MeasuredChart minHeight={HEIGHT} testId="finish-chart" svgRef={svgRef}>
      {(width: number) => (
        <LineChart
          width={width}
          height={HEIGHT}
          data={[...points]}
          margin={{ top: 12, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer
          title={title}
        >
          <CartesianGrid stroke="var(--chart-grid)" vertical={false} />
          <XAxis
            dataKey="year"
            type="number"
            domain={["dataMin", "dataMax"]}
            tick={{ fontSize: FONT, fill: INK }}
            stroke="var(--chart-axis)"
            allowDecimals={false}
          />
          <YAxis
            reversed
            domain={[1, most]}
            allowDecimals={false}
            width={32}
            tick={{ fontSize: FONT, fill: INK }}
            stroke="var(--chart-axis)"
            label={{ value: "Finish", angle: -90, position: "insideLeft", fill: INK, fontSize: FONT }}
          />
          <Tooltip
            content={({ active, payload }) => {
              const p = active ? (payload?.[0]?.payload as FinishPoint | undefined) : undefined;
              return p ? (
                <TooltipBox>
                  {p.year} · {p.name}: {p.position} of {p.teams}
                  {p.premiers ? " · premiers" : ""}
                </TooltipBox>
              ) : null;
            }}
          />
          <Line
            type="linear"
            dataKey="position"
            stroke="#0369a1"
            strokeWidth={1.5}
            isAnimationActive={false}
            dot={(props: { cx?: number; cy?: number; payload?: FinishPoint; index?: number }) => (
              <circle
                key={props.index}
                cx={props.cx}
                cy={props.cy}
                r={props.payload?.premiers ? 4.5 : 2}
                fill={props.payload?.premiers ? "#d97706" : "#0369a1"}
              />
            )}
          />
        </LineChart>
      )}
    </MeasuredChart>
  );
}
