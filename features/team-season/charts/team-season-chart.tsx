"use client";

import type { RefObject } from "react";
import { Bar, Cell, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { MeasuredChart } from "@/components/charts/recharts/surface";
import { roundTooltip } from "./round-tooltip";
import { TeamSeasonLegend } from "./team-season-legend";
import { marginColour, tickInterval, type TeamRoundPoint } from "./team-season-scale";

export type { TeamRoundPoint };

// A team's season round by round: its score (blue line) and its opponents' (orange, dashed) over the
// margin as bars (green a win, red a loss). Laid out at its own width: text stays 12 px.

const HEIGHT = 260;
const FONT = 12;
const INK = "var(--chart-ink)";

export default function TeamSeasonChart({
  points,
  svgRef,
}: {
  points: readonly TeamRoundPoint[];
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  return (
    <MeasuredChart
      minHeight={HEIGHT}
      testId="team-season-chart"
      svgRef={svgRef}
      footer={<TeamSeasonLegend />}
    >
      {(width: number) => (
        <ComposedChart
          width={width}
          height={HEIGHT}
          data={[...points]}
          margin={{ top: 12, right: 12, bottom: 4, left: 0 }}
          accessibilityLayer
          title="Points for, against and the margin, by round"
        >
          <XAxis
            dataKey="label"
            tick={{ fontSize: FONT, fill: INK }}
            interval={tickInterval(width, points.length)}
            tickLine={false}
          />
          <YAxis allowDecimals={false} width={36} tick={{ fontSize: FONT, fill: INK }} />
          <ReferenceLine y={0} stroke={INK} />
          <Tooltip cursor={{ fill: "var(--chart-band)" }} content={roundTooltip} />
          <Bar dataKey="diff" isAnimationActive={false} name="Margin">
            {points.map((p, i) => (
              <Cell key={i} fill={marginColour(p.diff)} fillOpacity={0.55} />
            ))}
          </Bar>
          <Line
            dataKey="for"
            stroke={HOME_COLOUR}
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
            name="For"
          />
          <Line
            dataKey="against"
            stroke={AWAY_COLOUR}
            strokeWidth={2}
            strokeDasharray="5 3"
            dot={{ r: 2 }}
            isAnimationActive={false}
            name="Against"
          />
        </ComposedChart>
      )}
    </MeasuredChart>
  );
}
