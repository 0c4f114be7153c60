"use client";

import type { RefObject } from "react";
import { Bar, BarChart, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { MeasuredChart, SideLegend, TooltipBox } from "@/components/charts/recharts/surface";

// Every meeting of two clubs in order, as a bar of the margin: up for the first club's wins, down for
// the second's.

const INK = "var(--chart-ink)";
const FONT = 12;
const HEIGHT = 260;
export const H2H_COLOURS = ["#0369a1", "#b45309"] as const;

export interface MarginPoint {
  n: number; // the meeting's number, 1 = the first
  year: number;
  margin: number; // from the first club's side
  label: string; // "1966 Round 3: Sydney 80 – 90 Collingwood"
}

export default function H2hMarginsChart({
  points,
  names,
  title,
  svgRef,
}: {
  points: readonly MarginPoint[];
  names: readonly [string, string];
  title: string;
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  return (
    <MeasuredChart
      minHeight={HEIGHT}
      testId="h2h-margins-chart"
      svgRef={svgRef}
      footer={<SideLegend names={names} colours={H2H_COLOURS} marks={["▲ wins by", "wins by ▼"]} />}
    >
      {(width: number) => (
        <BarChart
          width={width}
          height={HEIGHT}
          data={[...points]}
          margin={{ top: 12, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer
          title={title}
        >
          <XAxis
            dataKey="year"
            tick={{ fontSize: FONT, fill: INK }}
            stroke="var(--chart-axis)"
            minTickGap={24}
          />
          <YAxis width={40} tick={{ fontSize: FONT, fill: INK }} stroke="var(--chart-axis)" />
          <ReferenceLine y={0} stroke="var(--chart-axis)" />
          <Tooltip
            cursor={{ fill: "var(--chart-band)" }}
            content={({ active, payload }) => {
              const p = active ? (payload?.[0]?.payload as MarginPoint | undefined) : undefined;
              return p ? <TooltipBox>{p.label}</TooltipBox> : null;
            }}
          />
          <Bar dataKey="margin" isAnimationActive={false}>
            {points.map((p) => (
              <Cell key={p.n} fill={p.margin >= 0 ? H2H_COLOURS[0] : H2H_COLOURS[1]} />
            ))}
          </Bar>
        </BarChart>
      )}
    </MeasuredChart>
  );
}
