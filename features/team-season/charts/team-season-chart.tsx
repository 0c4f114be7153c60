"use client";

import type { RefObject } from "react";
import { Bar, Cell, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { MeasuredChart, TooltipBox } from "@/components/charts/recharts/surface";

// A team's season round by round: its score (blue line) and its opponents' (orange, dashed) over the
// margin as bars (green a win, red a loss). Laid out at its own width: text stays 12 px.

const HEIGHT = 260;
const FONT = 12;
const INK = "var(--chart-ink)";
const WIN = "#009E73";
const LOSS = "#D55E00";

export interface TeamRoundPoint {
  label: string; // "R7"
  detail: string; // "Round 7 v Carlton"
  for: number;
  against: number;
  diff: number;
}

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
      footer={
        <p className="flex flex-wrap gap-3 px-3 pb-2 text-xs text-slate-700 dark:text-slate-300">
          <span>
            <span aria-hidden style={{ color: HOME_COLOUR }}>
              ━
            </span>{" "}
            Points for
          </span>
          <span>
            <span aria-hidden style={{ color: AWAY_COLOUR }}>
              ╍
            </span>{" "}
            Points against
          </span>
          <span>
            <span aria-hidden style={{ color: WIN }}>
              ■
            </span>
            <span aria-hidden style={{ color: LOSS }}>
              ■
            </span>{" "}
            Margin
          </span>
        </p>
      }
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
            interval={width < 520 ? Math.ceil(points.length / 8) - 1 : 0}
            tickLine={false}
          />
          <YAxis allowDecimals={false} width={36} tick={{ fontSize: FONT, fill: INK }} />
          <ReferenceLine y={0} stroke={INK} />
          <Tooltip
            cursor={{ fill: "var(--chart-band)" }}
            content={({ active, payload }) => {
              const d = active ? (payload?.[0]?.payload as TeamRoundPoint | undefined) : undefined;
              if (!d) return null;
              return (
                <TooltipBox>
                  <p className="font-semibold">{d.detail}</p>
                  <p>
                    {d.for}–{d.against} ({d.diff > 0 ? "+" : ""}
                    {d.diff})
                  </p>
                </TooltipBox>
              );
            }}
          />
          <Bar dataKey="diff" isAnimationActive={false} name="Margin">
            {points.map((p, i) => (
              <Cell key={i} fill={p.diff >= 0 ? WIN : LOSS} fillOpacity={0.55} />
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
