"use client";

import type { RefObject } from "react";
import { Bar, BarChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import type { MomentumBucket } from "@/lib/charts/momentum";
import { MOMENTUM_HEIGHT } from "@/lib/charts/chart-heights";
import { MeasuredChart, SideLegend, TooltipBox } from "@/components/charts/recharts/surface";
import { momentumData, quarterTick, type MomentumDatum } from "./momentum-data";
import type { TipProps } from "./tip-props";

// The match's swing: the home side's count in each bucket above the line, the away side's below, the
// quarters one after another (a dashed line at each break). Recharts at the container's own width.

const FONT = 12;
const INK = "var(--chart-ink)";

/** The hovered bucket: its span of the match and both sides' counts. */
function MomentumTip({ active, payload, names }: TipProps & { names: readonly [string, string] }) {
  const d = active ? (payload?.[0]?.payload as MomentumDatum | undefined) : undefined;
  return d ? (
    <TooltipBox>
      <div className="font-semibold">{d.span}</div>
      <div>
        {names[0]} {d.home} · {names[1]} {-d.away}
      </div>
    </TooltipBox>
  ) : null;
}

export default function MomentumChart({
  buckets,
  names,
  colours,
  what,
  svgRef,
}: {
  buckets: readonly MomentumBucket[];
  names: readonly [string, string];
  colours: readonly [string, string];
  what: string;
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const { data, peak, breaks, firstOf } = momentumData(buckets);
  return (
    <MeasuredChart
      minHeight={MOMENTUM_HEIGHT}
      testId="momentum"
      svgRef={svgRef}
      footer={
        <>
          <SideLegend names={names} colours={colours} marks={["▲", "▼"]} />
        </>
      }
    >
      {(width: number) => (
        <BarChart
          width={width}
          height={MOMENTUM_HEIGHT}
          data={data}
          stackOffset="sign"
          barCategoryGap={1}
          margin={{ top: 10, right: 10, bottom: 4, left: 0 }}
          accessibilityLayer
          title={`${what} through the match: ${names[0]} above the line, ${names[1]} below`}
        >
          <XAxis
            dataKey="key"
            interval={0}
            tickLine={false}
            tick={{ fontSize: FONT, fill: INK }}
            tickFormatter={(k: string) => quarterTick(firstOf, k)}
          />
          <YAxis
            width={34}
            allowDecimals={false}
            domain={[-peak, peak]}
            tick={{ fontSize: FONT, fill: INK }}
            tickFormatter={(v: number) => String(Math.abs(v))}
          />
          <ReferenceLine y={0} stroke="var(--chart-axis)" />
          {breaks.map((d) => (
            <ReferenceLine key={d.key} x={d.key} stroke="var(--chart-axis)" strokeDasharray="4 3" />
          ))}
          <Tooltip
            cursor={{ fill: "var(--chart-band)" }}
            content={({ active, payload }) => <MomentumTip active={active} payload={payload} names={names} />}
          />
          <Bar dataKey="home" stackId="m" fill={colours[0]} name={names[0]} isAnimationActive={false} />
          <Bar dataKey="away" stackId="m" fill={colours[1]} name={names[1]} isAnimationActive={false} />
        </BarChart>
      )}
    </MeasuredChart>
  );
}
