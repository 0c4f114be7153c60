"use client";

import type { RefObject } from "react";
import { Bar, BarChart, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { MeasuredChart, TooltipBox } from "@/components/charts/recharts/surface";

// A player's chosen statistic match by match, a bar a game in the season's order (finals in the second
// colour), with his season average as a dashed line. Laid out at its own width: ticks stay 12 px.

const HEIGHT = 220;
const FONT = 12;
const INK = "var(--chart-ink)";

export interface TrendBar {
  label: string; // "R7"
  detail: string; // "Round 7 v Carlton, W 92–71"
  value: number | null;
  finals: boolean;
}

export default function PlayerTrendChart({
  bars,
  average,
  metricName,
  svgRef,
}: {
  bars: readonly TrendBar[];
  average: number | null;
  metricName: string;
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const data = bars.map((b) => ({ ...b, value: b.value ?? 0 }));
  return (
    <MeasuredChart minHeight={HEIGHT} testId="player-trend" svgRef={svgRef}>
      {(width: number) => (
        <BarChart
          width={width}
          height={HEIGHT}
          data={data}
          margin={{ top: 12, right: 12, bottom: 4, left: 0 }}
          accessibilityLayer
          title={`${metricName} by match`}
        >
          <XAxis
            dataKey="label"
            tick={{ fontSize: FONT, fill: INK }}
            // One label every few bars on a phone: never smaller text, fewer labels.
            interval={width < 520 ? Math.ceil(bars.length / 8) - 1 : 0}
            tickLine={false}
          />
          <YAxis allowDecimals={false} width={32} tick={{ fontSize: FONT, fill: INK }} />
          <Tooltip
            cursor={{ fill: "var(--chart-band)" }}
            content={({ active, payload }) => {
              const d = active ? (payload?.[0]?.payload as TrendBar | undefined) : undefined;
              if (!d) return null;
              return (
                <TooltipBox>
                  <p className="font-semibold">{d.detail}</p>
                  <p>
                    {metricName}: {d.value ?? "not recorded"}
                  </p>
                </TooltipBox>
              );
            }}
          />
          {average !== null && (
            <ReferenceLine
              y={average}
              stroke={INK}
              strokeDasharray="4 3"
              label={{
                value: `avg ${average.toFixed(1)}`,
                position: "insideTopRight",
                fontSize: FONT,
                fill: INK,
              }}
            />
          )}
          <Bar dataKey="value" isAnimationActive={false}>
            {data.map((b, i) => (
              <Cell key={i} fill={b.finals ? AWAY_COLOUR : HOME_COLOUR} />
            ))}
          </Bar>
        </BarChart>
      )}
    </MeasuredChart>
  );
}
