"use client";

import type { RefObject } from "react";
import { Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { HOME_COLOUR } from "@/lib/charts/palette";
import { MeasuredChart, TooltipBox } from "@/components/charts/recharts/surface";

// A team's rating through the season (points better than an average team on a neutral ground): the
// predictor's ratings after each round, the league average as the zero line. Text stays 12 px.

const HEIGHT = 220;
const FONT = 12;
const INK = "var(--chart-ink)";

export interface RatingPoint {
  label: string; // "R7", "Start"
  round: string; // "Round 7"
  rating: number;
}

export default function TeamRatingChart({
  points,
  svgRef,
}: {
  points: readonly RatingPoint[];
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  return (
    <MeasuredChart minHeight={HEIGHT} testId="team-rating-chart" svgRef={svgRef}>
      {(width: number) => (
        <LineChart
          width={width}
          height={HEIGHT}
          data={[...points]}
          margin={{ top: 12, right: 12, bottom: 4, left: 0 }}
          accessibilityLayer
          title="Rating after each round"
        >
          <XAxis
            dataKey="label"
            tick={{ fontSize: FONT, fill: INK }}
            interval={width < 520 ? Math.ceil(points.length / 8) - 1 : 0}
            tickLine={false}
          />
          <YAxis width={36} tick={{ fontSize: FONT, fill: INK }} />
          <ReferenceLine
            y={0}
            stroke={INK}
            strokeDasharray="4 3"
            label={{ value: "average", position: "insideBottomRight", fontSize: FONT, fill: INK }}
          />
          <Tooltip
            content={({ active, payload }) => {
              const d = active ? (payload?.[0]?.payload as RatingPoint | undefined) : undefined;
              if (!d) return null;
              return (
                <TooltipBox>
                  <p className="font-semibold">{d.round}</p>
                  <p>
                    Rating {d.rating > 0 ? "+" : ""}
                    {d.rating.toFixed(1)}
                  </p>
                </TooltipBox>
              );
            }}
          />
          <Line
            dataKey="rating"
            stroke={HOME_COLOUR}
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </MeasuredChart>
  );
}
