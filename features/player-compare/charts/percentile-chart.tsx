"use client";

import type { RefObject } from "react";
import { Bar, BarChart, Tooltip, XAxis, YAxis } from "recharts";
import { MeasuredChart, TooltipBox } from "@/components/charts/recharts/surface";
import { PERCENTILE_BAR as BAR, PLAYER_COLOURS, percentileChartHeight } from "../model/compare-cells";

// Each statistic's percentile a game, a bar a player in his colour, 0–100 across. Laid out at its own
// width: the statistics' names stay 12 px on a phone.

const FONT = 12;
const INK = "var(--chart-ink)";
const TICK = { fontSize: FONT, fill: INK };
const MARGIN = { top: 8, right: 16, bottom: 4, left: 0 };

export default function PercentileChart({
  rows,
  labels,
  svgRef,
}: {
  rows: readonly Record<string, string | number | null>[];
  labels: readonly string[];
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const height = percentileChartHeight(rows.length, labels.length);
  return (
    <MeasuredChart minHeight={height} testId="compare-percentiles" svgRef={svgRef}>
      {(width: number) => (
        <BarChart
          layout="vertical"
          accessibilityLayer
          title="Percentile a game among the season's players"
          data={[...rows]}
          barGap={1}
          width={width}
          height={height}
          margin={MARGIN}
        >
          <XAxis
            type="number"
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tick={{ fontSize: FONT, fill: INK }}
          />
          {/* Every statistic named (interval 0), in at most 96 px or a third of a phone's width. */}
          <YAxis
            dataKey="metric"
            type="category"
            interval={0}
            tick={TICK}
            tickLine={false}
            width={Math.min(96, Math.round(width * 0.3))}
          />
          <Tooltip
            cursor={{ fill: "var(--chart-band)" }}
            content={({ active, payload }) => {
              const row = active ? (payload?.[0]?.payload as Record<string, unknown> | undefined) : undefined;
              if (!row) return null;
              return (
                <TooltipBox>
                  <p className="font-semibold">{String(row.metric)} a game</p>
                  {labels.map((l, i) => (
                    <p key={l}>
                      {l}: {row[`p${i}`] === null ? "no figure" : `${String(row[`p${i}`])}th percentile`}
                    </p>
                  ))}
                </TooltipBox>
              );
            }}
          />
          {labels.map((l, i) => (
            <Bar
              key={l}
              dataKey={`p${i}`}
              name={l}
              fill={PLAYER_COLOURS[i]}
              barSize={BAR}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </MeasuredChart>
  );
}
