"use client";

import type { RefObject } from "react";
import { Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { MeasuredChart, TooltipBox } from "@/components/charts/recharts/surface";
import { PLAYER_COLOURS, type GamePoint } from "../model/compare-cells";

// One statistic game by game, a line a player in his colour, along his own games (his first, his
// second…), since the players may be of different seasons. Text stays 12 px.

const HEIGHT = 240;
const FONT = 12;
const INK = "var(--chart-ink)";
const MARGIN = { top: 12, right: 12, bottom: 4, left: 0 };

export default function GameLineChart({
  points,
  labels,
  metricName,
  svgRef,
}: {
  points: readonly GamePoint[];
  labels: readonly string[];
  metricName: string;
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const title = `${metricName} game by game`;
  return (
    <MeasuredChart minHeight={HEIGHT} testId="compare-games" svgRef={svgRef}>
      {(width: number) => (
        <LineChart
          accessibilityLayer
          title={title}
          data={[...points]}
          width={width}
          height={HEIGHT}
          margin={MARGIN}
        >
          <XAxis
            dataKey="game"
            tick={{ fontSize: FONT, fill: INK }}
            interval={width < 520 ? Math.ceil(points.length / 8) - 1 : 0}
            tickLine={false}
          />
          <YAxis allowDecimals={false} width={36} tick={{ fontSize: FONT, fill: INK }} />
          <Tooltip
            content={({ active, payload }) => {
              const d = active ? (payload?.[0]?.payload as GamePoint | undefined) : undefined;
              if (!d) return null;
              return (
                <TooltipBox>
                  <p className="font-semibold">Game {d.game}</p>
                  {labels.map((l, i) =>
                    d[`d${i}`] === undefined ? null : (
                      <p key={l}>
                        {l}: {String(d[`p${i}`] ?? "not recorded")} ({String(d[`d${i}`])})
                      </p>
                    ),
                  )}
                </TooltipBox>
              );
            }}
          />
          {labels.map((l, i) => (
            <Line
              key={l}
              dataKey={`p${i}`}
              name={l}
              stroke={PLAYER_COLOURS[i]}
              strokeWidth={2}
              dot={{ r: 2 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </MeasuredChart>
  );
}
