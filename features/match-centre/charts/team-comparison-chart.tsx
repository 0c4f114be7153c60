"use client";

import type { RefObject } from "react";
import { Bar, BarChart, LabelList, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import type { ComparisonRow } from "@/lib/charts/team-comparison";
import { comparisonHeight } from "@/lib/charts/chart-heights";
import { MeasuredChart, SideLegend, TooltipBox } from "@/components/charts/recharts/surface";
import { comparisonData, type ComparisonDatum } from "./team-comparison-data";
import type { TipProps } from "./tip-props";

// Mirrored bars: the first squad's share of each metric to the left of the centre line, the second's
// to the right, each labelled with its count. Shares put disposals and goals on one axis; the counts
// are what a coach reads. Drawn by Recharts at the container's own width (text stays 12 px on a phone).

const AXIS_PX = 116; // metric names
const FONT = 12;
const INK = "var(--chart-ink)";

export interface Side {
  name: string;
  colour: string;
}

/** The hovered metric: both sides' counts. */
function ComparisonTip({ active, payload, sides }: TipProps & { sides: readonly [Side, Side] }) {
  const d = active ? (payload?.[0]?.payload as ComparisonDatum | undefined) : undefined;
  return d ? (
    <TooltipBox>
      <div className="font-semibold">{d.name}</div>
      <div>
        {sides[0].name} {d.leftLabel} · {sides[1].name} {d.rightLabel}
      </div>
    </TooltipBox>
  ) : null;
}

export default function TeamComparisonChart({
  rows,
  sides,
  svgRef,
}: {
  rows: readonly ComparisonRow[];
  sides: readonly [Side, Side];
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const data = comparisonData(rows);
  const height = comparisonHeight(rows.length);
  return (
    <MeasuredChart
      minHeight={height}
      testId="team-comparison"
      svgRef={svgRef}
      footer={
        <>
          <SideLegend
            names={[sides[0].name, sides[1].name]}
            colours={[sides[0].colour, sides[1].colour]}
            marks={["◀", "▶"]}
          />
        </>
      }
    >
      {(width: number) => (
        <BarChart
          width={width}
          height={height}
          data={data}
          layout="vertical"
          stackOffset="sign"
          margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
          accessibilityLayer
          title={`${sides[0].name} and ${sides[1].name}: share of each statistic`}
        >
          {/* Room beyond 100% for the count labels at the bars' outer ends. */}
          <XAxis type="number" domain={[-135, 135]} hide />
          <YAxis
            type="category"
            dataKey="name"
            width={AXIS_PX}
            tick={{ fontSize: FONT, fill: INK }}
            tickLine={false}
            axisLine={false}
            interval={0}
          />
          <ReferenceLine x={0} stroke="var(--chart-axis)" />
          <Tooltip
            cursor={{ fill: "var(--chart-band)" }}
            content={({ active, payload }) => (
              <ComparisonTip active={active} payload={payload} sides={sides} />
            )}
          />
          <Bar
            dataKey="left"
            stackId="share"
            fill={sides[0].colour}
            name={sides[0].name}
            isAnimationActive={false}
          >
            <LabelList dataKey="leftLabel" position="left" fontSize={FONT} fill={INK} />
          </Bar>
          <Bar
            dataKey="right"
            stackId="share"
            fill={sides[1].colour}
            name={sides[1].name}
            isAnimationActive={false}
          >
            <LabelList dataKey="rightLabel" position="right" fontSize={FONT} fill={INK} />
          </Bar>
        </BarChart>
      )}
    </MeasuredChart>
  );
}
