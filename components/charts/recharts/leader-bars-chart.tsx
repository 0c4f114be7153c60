"use client";

import { Bar, BarChart, Cell, LabelList, XAxis, YAxis } from "recharts";
import { MeasuredChart } from "./surface";

// One leaders card's top players as bars, in rank order, each in its team's colour and labelled with
// its value. Laid out at the card's own width, so names stay 12 px on a phone.

const ROW_PX = 24;
const FONT = 12;
const INK = "var(--chart-ink)";

export interface LeaderBar {
  label: string;
  value: number;
  valueDisplay: string;
  colour: string;
}

export default function LeaderBarsChart({ bars, title }: { bars: readonly LeaderBar[]; title: string }) {
  const height = bars.length * ROW_PX + 8;
  const top = Math.max(1, ...bars.map((b) => b.value));
  return (
    <MeasuredChart minHeight={height} testId="leader-bars" framed={false}>
      {(width: number) => (
        <BarChart
          width={width}
          height={height}
          data={[...bars]}
          layout="vertical"
          margin={{ top: 4, right: 36, bottom: 4, left: 0 }}
          accessibilityLayer
          title={title}
        >
          <XAxis type="number" domain={[0, top]} hide />
          <YAxis
            type="category"
            dataKey="label"
            width={Math.min(140, Math.round(width * 0.55))}
            tick={{ fontSize: FONT, fill: INK }}
            tickLine={false}
            axisLine={false}
            interval={0}
          />
          <Bar dataKey="value" isAnimationActive={false}>
            {bars.map((b, i) => (
              <Cell key={i} fill={b.colour} />
            ))}
            <LabelList dataKey="valueDisplay" position="right" fontSize={FONT} fill={INK} />
          </Bar>
        </BarChart>
      )}
    </MeasuredChart>
  );
}
