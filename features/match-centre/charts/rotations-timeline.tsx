"use client";

import type { RefObject } from "react";
import type { Stint } from "@/lib/charts/stints";
import { formatClock, periodLabel, quarterStarts } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, CHART_FONT, HOME_COLOUR, INK } from "@/lib/charts/palette";
import { scaleLinear } from "d3-scale";
import { WideChart } from "./wide-chart";

// Time on the ground, one row per player: a bar for each stint, the quarters side by side. Each row is
// one keyboard stop whose label reads the player's stints out (a bar each would be 200-odd stops).

export interface RotationRow {
  personId: number;
  name: string;
  side: "home" | "away";
  stints: Stint[];
  summary: string; // "102:14 on ground (80.5%), 6 interchanges"
}

const MIN_WIDTH = 600; // px: the names' column and four quarters of bars (a phone scrolls it)
const LEFT = 150;
const ROW = 17;
const TOP = 20;
const GAP = 6; // between quarters

export function describeStints(r: RotationRow): string {
  const list = r.stints
    .map((s) => `${periodLabel(s.period)} ${formatClock(s.from)}–${formatClock(s.to)}`)
    .join("; ");
  return `${r.name}: ${r.summary}. On the ground ${list || "never"}`;
}

interface Props {
  rows: readonly RotationRow[];
  lengths: readonly number[];
  svgRef: RefObject<SVGSVGElement | null>;
}

export function RotationsTimeline(props: Props) {
  return (
    <WideChart minWidth={MIN_WIDTH} testId="rotations-timeline-panel">
      {(width) => <Timeline {...props} width={width} />}
    </WideChart>
  );
}

/** The timeline laid out `width` CSS px wide. */
function Timeline({ rows, lengths, svgRef, width: W }: Props & { width: number }) {
  const { starts, total } = quarterStarts(lengths);
  const x = scaleLinear([0, total], [LEFT, W - 6 - GAP * (lengths.length - 1)]);
  const at = (period: number, secs: number) => x(starts[period - 1] + secs) + GAP * (period - 1);
  const height = TOP + rows.length * ROW + 6;
  return (
    <svg
      ref={svgRef}
      width={W}
      height={height}
      viewBox={`0 0 ${W} ${height}`}
      className="block"
      fontFamily={CHART_FONT}
      data-testid="rotations-timeline"
    >
      <title>{`Time on the ground by player: ${rows.length} players`}</title>
      <rect x={0} y={0} width={W} height={height} fill="var(--chart-panel)" />
      {lengths.map((len, i) => (
        <g key={i}>
          <rect
            x={at(i + 1, 0)}
            y={TOP - 2}
            width={at(i + 1, len) - at(i + 1, 0)}
            height={height - TOP - 2}
            fill="var(--chart-band)"
          />
          <text
            x={(at(i + 1, 0) + at(i + 1, len)) / 2}
            y={TOP - 7}
            fontSize={11}
            fontWeight={600}
            fill={INK}
            textAnchor="middle"
          >
            {periodLabel(i + 1)}
          </text>
        </g>
      ))}
      {rows.map((r, i) => {
        const y = TOP + i * ROW;
        const colour = r.side === "home" ? HOME_COLOUR : AWAY_COLOUR;
        return (
          <g
            key={r.personId}
            data-testid="rotation-row"
            tabIndex={0}
            role="img"
            aria-label={describeStints(r)}
            className="outline-none focus-visible:[&>text]:underline"
          >
            <text
              x={LEFT - 6}
              y={y + ROW / 2}
              fontSize={11}
              fill={INK}
              textAnchor="end"
              dominantBaseline="central"
            >
              {r.name}
            </text>
            {r.stints.map((s, j) => (
              <rect
                key={j}
                data-testid="stint"
                x={at(s.period, s.from)}
                y={y + 2}
                width={Math.max(0.8, at(s.period, s.to) - at(s.period, s.from))}
                height={ROW - 4}
                fill={colour}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
