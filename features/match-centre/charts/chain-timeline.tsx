"use client";

import type { RefObject } from "react";
import type { Chain, MatchDetails } from "@/lib/contract";
import { formatClock, formatPeriodClock, periodLabel } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, CHART_FONT, HALO, HOME_COLOUR, INK } from "@/lib/charts/palette";
import { scaleLinear, type ScaleLinear } from "d3-scale";
import { useRovingRows } from "./use-roving-rows";
import { WideChart } from "./wide-chart";

// Possession chains along match time: one row per quarter, the home side's chains above the line and
// the away side's below, a dot where a chain ended in a score (filled: goal; ring: behind). One tab
// stop per row; the arrow keys move between chains (roving focus, use-roving-rows.ts), Enter or Space
// selects.

const MIN_WIDTH = 640; // px: narrower, a quarter's chains run together (a phone scrolls the timeline)
const LEFT = 34;
const ROW = 44;
const TOP = 18;
const BAR = 13;

export function describeChain(c: Chain): string {
  const score = c.end.score;
  const end = score
    ? `${score.result.name.toLowerCase()}${score.player ? ` by ${score.player.displayName}` : ""}`
    : c.end.stateName.toLowerCase();
  return `${c.squad.name}, ${formatPeriodClock(c.period, c.start.periodSecs)} to ${formatClock(c.end.periodSecs)}: from ${c.start.stateName.toLowerCase()} to ${end}, ${c.metrics.chainMetres} m`;
}

interface Props {
  m: MatchDetails;
  chains: readonly Chain[];
  lengths: readonly number[];
  selected?: number;
  onSelect: (id: number) => void;
  svgRef: RefObject<SVGSVGElement | null>;
}

export function ChainTimeline(props: Props) {
  return (
    <WideChart minWidth={MIN_WIDTH} testId="chain-timeline-panel">
      {(width) => <Timeline {...props} width={width} />}
    </WideChart>
  );
}

/** The timeline laid out `width` CSS px wide. */
function Timeline({ m, chains, lengths, selected, onSelect, svgRef, width: W }: Props & { width: number }) {
  const periods = [...new Set(chains.map((c) => c.period))].sort((a, b) => a - b);
  const maxLen = Math.max(1, ...periods.map((p) => lengths[p - 1] ?? 0));
  const x = scaleLinear([0, maxLen], [LEFT, W - 8]);
  const rows = periods.map((p) => chains.filter((c) => c.period === p));
  const itemProps = useRovingRows(
    rows.map((row) => row.map((c) => ({ id: c.id, at: c.start.periodSecs }))),
    selected,
    onSelect,
  );
  const height = TOP + rows.length * ROW + 4;

  return (
    <svg
      ref={svgRef}
      width={W}
      height={height}
      viewBox={`0 0 ${W} ${height}`}
      className="block"
      fontFamily={CHART_FONT}
      data-testid="chain-timeline"
    >
      <title>{`Possession chains by quarter: ${chains.length} chains`}</title>
      <rect x={0} y={0} width={W} height={height} fill="var(--chart-panel)" />
      <MinuteTicks x={x} maxLen={maxLen} bottom={height - 4} />
      {rows.map((row, r) => {
        const mid = TOP + r * ROW + ROW / 2;
        return (
          <g
            key={periods[r]}
            role="group"
            aria-label={`${periodLabel(periods[r])}: ${row.length} chains. Arrow keys move, Enter selects.`}
          >
            <text x={4} y={mid} fontSize={12} fontWeight={600} fill={INK} dominantBaseline="central">
              {periodLabel(periods[r])}
            </text>
            <line x1={LEFT} x2={W - 8} y1={mid} y2={mid} stroke="#94a3b8" strokeWidth={0.5} />
            {row.map((c, i) => (
              <ChainMark
                key={c.id}
                c={c}
                x={x}
                mid={mid}
                home={c.squad.id === m.home.id}
                selected={c.id === selected}
                {...itemProps(r, i)}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}

/** A line and a label a round number of minutes (d3 picks 1, 2 or 5 × 10ⁿ, about eight of them). */
function MinuteTicks({
  x,
  maxLen,
  bottom,
}: {
  x: ScaleLinear<number, number>;
  maxLen: number;
  bottom: number;
}) {
  const minutes = scaleLinear([0, maxLen / 60], [0, 1]).ticks(8);
  return minutes.map((min) => (
    <g key={min}>
      <line
        x1={x(min * 60)}
        x2={x(min * 60)}
        y1={TOP - 4}
        y2={bottom}
        stroke="var(--chart-grid)"
        strokeWidth={1}
      />
      <text x={x(min * 60)} y={TOP - 7} fontSize={11} fill={INK} textAnchor="middle">
        {min}′
      </text>
    </g>
  ));
}

/** One chain: a bar from its start to its end (home above the line), a dot where it ended in a score. */
function ChainMark({
  c,
  x,
  mid,
  home,
  selected,
  ...focus
}: {
  c: Chain;
  x: ScaleLinear<number, number>;
  mid: number;
  home: boolean;
  selected: boolean;
} & ReturnType<ReturnType<typeof useRovingRows>>) {
  const x0 = x(c.start.periodSecs);
  const w = Math.max(2, x(c.end.periodSecs) - x0);
  const y = home ? mid - BAR - 1 : mid + 1;
  const score = c.end.score;
  return (
    <g
      {...focus}
      data-testid="chain-mark"
      data-chain-id={c.id}
      role="button"
      aria-pressed={selected}
      aria-label={describeChain(c)}
      className="cursor-pointer outline-none focus-visible:[&>rect]:stroke-sky-500"
    >
      <rect
        x={x0}
        y={y}
        width={w}
        height={BAR}
        fill={home ? HOME_COLOUR : AWAY_COLOUR}
        fillOpacity={selected ? 1 : 0.75}
        stroke={selected ? INK : HALO}
        strokeWidth={selected ? 2 : 0.5}
      />
      {score && (
        <circle
          cx={x0 + w}
          cy={home ? y - 4 : y + BAR + 4}
          r={3.2}
          fill={score.result.code === "GOAL" ? INK : HALO}
          stroke={INK}
          strokeWidth={1.2}
        />
      )}
    </g>
  );
}
