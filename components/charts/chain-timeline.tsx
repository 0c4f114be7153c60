"use client";

import { useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { Chain, MatchDetails } from "@/lib/sds";
import { formatClock, formatPeriodClock, periodLabel } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, HALO, HOME_COLOUR, INK } from "@/lib/charts/palette";
import { scaleLinear } from "d3-scale";
import { WideChart } from "./wide-chart";

// Possession chains along match time: one row per quarter, the home side's chains above the line and
// the away side's below, a dot where a chain ended in a score (filled: goal; ring: behind). One tab
// stop per row; the arrow keys move between chains (roving focus), Enter or Space selects.

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
  // Minute ticks: d3 picks round steps (1, 2 or 5 × 10ⁿ) for about eight of them.
  const minutes = scaleLinear([0, maxLen / 60], [0, 1]).ticks(8);
  const rows = periods.map((p) => chains.filter((c) => c.period === p));
  // Each row keeps its own tab stop: the chain last moved to, else the selected one, else the first.
  const [focusIdx, setFocusIdx] = useState<Record<number, number>>({});
  const tabStop = (r: number) => {
    const sel = rows[r].findIndex((c) => c.id === selected);
    return Math.min(rows[r].length - 1, focusIdx[r] ?? (sel >= 0 ? sel : 0));
  };
  const marks = useRef(new Map<string, SVGGElement>());
  const height = TOP + rows.length * ROW + 4;

  const moveTo = (row: number, index: number) => {
    const r = Math.max(0, Math.min(rows.length - 1, row));
    const i = Math.max(0, Math.min(rows[r].length - 1, index));
    setFocusIdx((f) => ({ ...f, [r]: i }));
    marks.current.get(`${r}:${i}`)?.focus();
  };
  const onKey = (row: number, index: number) => (e: KeyboardEvent) => {
    const nearest = (r: number) => {
      const t = rows[row][index].start.periodSecs;
      const list = rows[Math.max(0, Math.min(rows.length - 1, r))];
      let best = 0;
      list.forEach((c, i) => {
        if (Math.abs(c.start.periodSecs - t) < Math.abs(list[best].start.periodSecs - t)) best = i;
      });
      return best;
    };
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(row, index + 1),
      ArrowLeft: () => moveTo(row, index - 1),
      ArrowDown: () => moveTo(row + 1, nearest(row + 1)),
      ArrowUp: () => moveTo(row - 1, nearest(row - 1)),
      Home: () => moveTo(row, 0),
      End: () => moveTo(row, rows[row].length - 1),
      Enter: () => onSelect(rows[row][index].id),
      " ": () => onSelect(rows[row][index].id),
    };
    if (keys[e.key]) {
      e.preventDefault();
      keys[e.key]();
    }
  };

  return (
    <svg
      ref={svgRef}
      width={W}
      height={height}
      viewBox={`0 0 ${W} ${height}`}
      className="block"
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      data-testid="chain-timeline"
    >
      <title>{`Possession chains by quarter: ${chains.length} chains`}</title>
      <rect x={0} y={0} width={W} height={height} fill="var(--chart-panel)" />
      {minutes.map((min) => (
        <g key={min}>
          <line
            x1={x(min * 60)}
            x2={x(min * 60)}
            y1={TOP - 4}
            y2={height - 4}
            stroke="var(--chart-grid)"
            strokeWidth={1}
          />
          <text x={x(min * 60)} y={TOP - 7} fontSize={11} fill={INK} textAnchor="middle">
            {min}′
          </text>
        </g>
      ))}
      {rows.map((row, r) => {
        const y0 = TOP + r * ROW;
        const mid = y0 + ROW / 2;
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
            {row.map((c, i) => {
              const home = c.squad.id === m.home.id;
              const x0 = x(c.start.periodSecs);
              const w = Math.max(2, x(c.end.periodSecs) - x0);
              const y = home ? mid - BAR - 1 : mid + 1;
              const isSel = c.id === selected;
              const score = c.end.score;
              const active = tabStop(r) === i;
              return (
                <g
                  key={c.id}
                  ref={(el) => {
                    if (el) marks.current.set(`${r}:${i}`, el);
                    else marks.current.delete(`${r}:${i}`);
                  }}
                  data-testid="chain-mark"
                  data-chain-id={c.id}
                  tabIndex={active ? 0 : -1}
                  role="button"
                  aria-pressed={isSel}
                  aria-label={describeChain(c)}
                  onClick={() => {
                    setFocusIdx((f) => ({ ...f, [r]: i }));
                    onSelect(c.id);
                  }}
                  onKeyDown={onKey(r, i)}
                  className="cursor-pointer outline-none focus-visible:[&>rect]:stroke-sky-500"
                >
                  <rect
                    x={x0}
                    y={y}
                    width={w}
                    height={BAR}
                    fill={home ? HOME_COLOUR : AWAY_COLOUR}
                    fillOpacity={isSel ? 1 : 0.75}
                    stroke={isSel ? INK : HALO}
                    strokeWidth={isSel ? 2 : 0.5}
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
            })}
          </g>
        );
      })}
    </svg>
  );
}
