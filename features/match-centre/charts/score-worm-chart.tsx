"use client";

import type { RefObject } from "react";
import { Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { periodLabel } from "@/lib/charts/match-clock";
import { wormSteps, type WormPoint, type WormTeams } from "@/lib/charts/score-worm";
import { MeasuredChart } from "@/components/charts/recharts/surface";
import { wormAxes } from "./score-worm-axes";
import { WormLegend, wormDot, wormTooltip } from "./score-worm-marks";

// The margin through the match, from the home side's point of view: up is the home side ahead. A step
// line (Recharts, "step after": a margin holds until the next score), goals as discs and behinds as
// rings in the scoring side's colour, dashed lines at the quarter breaks. Laid out at the container's
// width, so its 12 px text is 12 px on a phone. Its scale is score-worm-axes.ts; its marks, tooltip and
// legend score-worm-marks.tsx.

const FONT = 12;
const INK = "var(--chart-ink)";

export default function ScoreWormChart({
  points,
  lengths,
  teams,
  svgRef,
}: {
  points: readonly WormPoint[];
  lengths: readonly number[];
  teams: WormTeams;
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const { starts, total, bound, yTicks, mids } = wormAxes(points, lengths);
  return (
    <MeasuredChart minHeight={240} testId="score-worm" svgRef={svgRef} footer={<WormLegend teams={teams} />}>
      {(width: number) => (
        <LineChart
          width={width}
          height={width < 500 ? 240 : 300}
          data={wormSteps(points, total)}
          margin={{ top: 12, right: 12, bottom: 4, left: 0 }}
          accessibilityLayer
          title={`Score worm: margin through the match, ${teams.home.name} ahead above the line`}
        >
          <XAxis
            type="number"
            dataKey="t"
            domain={[0, total]}
            ticks={mids}
            tickFormatter={(t: number) => periodLabel(mids.indexOf(t) + 1)}
            tick={{ fontSize: FONT, fill: INK, fontWeight: 600 }}
            tickLine={false}
          />
          <YAxis
            type="number"
            domain={[-bound, bound]}
            ticks={yTicks}
            // Room for the turned "margin" label beside the ticks, not over them (36 px put it on the "24").
            width={48}
            tick={{ fontSize: FONT, fill: INK }}
            tickFormatter={(v: number) => String(Math.abs(v))}
            label={{
              value: "margin",
              angle: -90,
              position: "insideLeft",
              offset: 4,
              fontSize: FONT,
              fill: INK,
            }}
          />
          {yTicks.map((v) => (
            <ReferenceLine key={`y${v}`} y={v} stroke={v === 0 ? "var(--chart-axis)" : "var(--chart-grid)"} />
          ))}
          {starts.slice(1).map((t) => (
            <ReferenceLine key={`q${t}`} x={t} stroke="var(--chart-axis)" strokeDasharray="4 3" />
          ))}
          <Tooltip cursor={{ stroke: "var(--chart-axis)" }} content={wormTooltip(teams)} />
          <Line
            type="stepAfter"
            dataKey="margin"
            stroke={INK}
            strokeWidth={2}
            isAnimationActive={false}
            activeDot={false}
            dot={wormDot(teams)}
          />
        </LineChart>
      )}
    </MeasuredChart>
  );
}
