"use client";

import type { RefObject } from "react";
import { Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { periodLabel, quarterStarts } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import {
  describeScore,
  wormSteps,
  type WormPoint,
  type WormStep,
  type WormTeams,
} from "@/lib/charts/score-worm";
import { MeasuredChart, SideLegend, TooltipBox } from "@/components/charts/recharts/surface";

// The margin through the match, from the home side's point of view: up is the home side ahead. A step
// line (Recharts, "step after": a margin holds until the next score), goals as discs and behinds as
// rings in the scoring side's colour, dashed lines at the quarter breaks. Laid out at the container's
// width, so its 12 px text is 12 px on a phone.

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
  const { starts, total } = quarterStarts(lengths);
  const peak = Math.max(12, ...points.map((p) => Math.abs(p.margin)));
  const step = Math.ceil(peak / 4 / 6) * 6;
  const bound = Math.ceil(peak / step) * step;
  const yTicks = Array.from({ length: (2 * bound) / step + 1 }, (_, i) => -bound + i * step);
  const mids = lengths.map((len, i) => starts[i] + len / 2);
  return (
    <MeasuredChart
      minHeight={240}
      testId="score-worm"
      svgRef={svgRef}
      footer={
        <>
          <SideLegend
            names={[`${teams.home.name} ahead`, `${teams.away.name} ahead`]}
            colours={[HOME_COLOUR, AWAY_COLOUR]}
            marks={["▲", "▼"]}
          />
          <p className="px-3 pb-2 text-xs text-slate-700 dark:text-slate-300">
            ● goal · ○ behind (or rushed) · colour: the scoring team
          </p>
        </>
      }
    >
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
          <Tooltip
            cursor={{ stroke: "var(--chart-axis)" }}
            content={({ active, payload }) => {
              const s = active ? (payload?.[0]?.payload as WormStep | undefined)?.score : undefined;
              return s ? <TooltipBox>{describeScore(s, teams)}</TooltipBox> : null;
            }}
          />
          <Line
            type="stepAfter"
            dataKey="margin"
            stroke={INK}
            strokeWidth={2}
            isAnimationActive={false}
            activeDot={false}
            dot={(props: { cx?: number; cy?: number; index?: number; payload?: WormStep }) => {
              const s = props.payload?.score;
              if (!s || props.cx === undefined || props.cy === undefined)
                return <g key={`none-${props.index}`} />;
              const colour = s.side === "home" ? HOME_COLOUR : AWAY_COLOUR;
              const goal = s.code === "GOAL";
              return (
                <circle
                  key={s.trxId}
                  data-testid="worm-mark"
                  data-code={s.code}
                  role="img"
                  aria-label={describeScore(s, teams)}
                  cx={props.cx}
                  cy={props.cy}
                  r={goal ? 5 : 3.8}
                  fill={goal ? colour : "var(--chart-panel)"}
                  stroke={colour}
                  strokeWidth={goal ? 1 : 2}
                />
              );
            }}
          />
        </LineChart>
      )}
    </MeasuredChart>
  );
}
