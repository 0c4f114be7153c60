"use client";

import type { RefObject } from "react";
import { Bar, BarChart, LabelList, ReferenceLine, XAxis, YAxis } from "recharts";
import { HOME_COLOUR, INK } from "@/lib/charts/palette";
import { MeasuredChart } from "@/components/charts/recharts/surface";

// One measure's figure a game for every club, best first, with the league's average as a dashed line.
// Laid out at the figure's own width, so the clubs' names stay 12 px on a phone.

const ROW_PX = 24;
const FONT = 12;

export interface RankingBar {
  label: string;
  value: number;
  valueDisplay: string;
}

export default function RankingBarsChart({
  bars,
  average,
  averageDisplay,
  title,
  svgRef,
}: {
  bars: readonly RankingBar[];
  average: number | null;
  averageDisplay: string;
  title: string;
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const height = bars.length * ROW_PX + 32;
  const values = bars.map((b) => b.value);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  return (
    <MeasuredChart minHeight={height} testId="ranking-bars" svgRef={svgRef}>
      {(width: number) => (
        <BarChart
          width={width}
          height={height}
          data={[...bars]}
          layout="vertical"
          margin={{ top: 24, right: 44, bottom: 4, left: 4 }}
          accessibilityLayer
          title={title}
        >
          <XAxis type="number" domain={[low, high === low ? low + 1 : high]} hide />
          <YAxis
            type="category"
            dataKey="label"
            width={Math.min(170, Math.round(width * 0.42))}
            tick={{ fontSize: FONT, fill: INK }}
            tickLine={false}
            axisLine={false}
            interval={0}
          />
          <Bar dataKey="value" fill={HOME_COLOUR} isAnimationActive={false}>
            <LabelList dataKey="valueDisplay" position="right" fontSize={FONT} fill={INK} />
          </Bar>
          {average !== null && (
            <ReferenceLine
              x={average}
              stroke={INK}
              strokeDasharray="4 3"
              label={{
                value: `League average ${averageDisplay}`,
                position: "top",
                fontSize: FONT,
                fill: INK,
              }}
            />
          )}
        </BarChart>
      )}
    </MeasuredChart>
  );
}
