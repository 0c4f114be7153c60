"use client";

import type { RefObject } from "react";
import { Bar, BarChart, Tooltip, XAxis, YAxis } from "recharts";
import { periodLabel } from "@/lib/charts/match-clock";
import type { TimeOnGroundRow } from "@/lib/charts/time-on-ground";
import { timeOnGroundHeight } from "@/lib/charts/chart-heights";
import { MeasuredChart, TooltipBox } from "@/components/charts/recharts/surface";
import { quarterMinutes, timeOnGroundData, type TimeOnGroundDatum } from "./time-on-ground-data";
import type { TipProps } from "./tip-props";

// Minutes on the ground per player, a stacked bar a player, one segment a quarter (Okabe–Ito colours,
// apart for colour-blind readers). Recharts at the container's width: names and ticks stay 12 px.

const FONT = 12;
const INK = "var(--chart-ink)";
const QUARTER_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7"] as const;

/** The quarters' colours, one key a quarter played. */
function QuarterLegend({ quarters }: { quarters: number }) {
  return (
    <p className="flex flex-wrap gap-3 px-3 pb-2 text-xs text-slate-700 dark:text-slate-300">
      {Array.from({ length: quarters }, (_, i) => (
        <span key={i}>
          <span aria-hidden style={{ color: QUARTER_COLOURS[i] }}>
            ■
          </span>{" "}
          {periodLabel(i + 1)}
        </span>
      ))}
    </p>
  );
}

/** The hovered player: minutes in each quarter. */
function TimeOnGroundTip({ active, payload, quarters }: TipProps & { quarters: number }) {
  const d = active ? (payload?.[0]?.payload as TimeOnGroundDatum | undefined) : undefined;
  return d ? (
    <TooltipBox>
      <div className="font-semibold">{d.name}</div>
      <div>{quarterMinutes(d, quarters)} min</div>
    </TooltipBox>
  ) : null;
}

export default function TimeOnGroundChart({
  rows,
  svgRef,
}: {
  rows: readonly TimeOnGroundRow[];
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const quarters = rows[0]?.quarters.length ?? 0;
  const data = timeOnGroundData(rows);
  const height = timeOnGroundHeight(rows.length);
  return (
    <MeasuredChart
      minHeight={height}
      testId="time-on-ground"
      svgRef={svgRef}
      footer={
        <>
          <QuarterLegend quarters={quarters} />
        </>
      }
    >
      {(width: number) => (
        <BarChart
          width={width}
          height={height}
          data={data}
          layout="vertical"
          barCategoryGap={3}
          margin={{ top: 6, right: 14, bottom: 4, left: 0 }}
          accessibilityLayer
          title="Minutes on the ground per player, by quarter"
        >
          <XAxis
            type="number"
            allowDecimals={false}
            tick={{ fontSize: FONT, fill: INK }}
            label={{ value: "minutes", position: "insideBottomRight", offset: -2, fontSize: FONT, fill: INK }}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={Math.min(150, Math.round(width * 0.4))}
            tick={{ fontSize: FONT, fill: INK }}
            tickLine={false}
            interval={0}
          />
          <Tooltip
            cursor={{ fill: "var(--chart-band)" }}
            content={({ active, payload }) => (
              <TimeOnGroundTip active={active} payload={payload} quarters={quarters} />
            )}
          />
          {Array.from({ length: quarters }, (_, i) => (
            <Bar
              key={i}
              dataKey={`q${i + 1}`}
              stackId="tog"
              name={periodLabel(i + 1)}
              fill={QUARTER_COLOURS[i]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </MeasuredChart>
  );
}
