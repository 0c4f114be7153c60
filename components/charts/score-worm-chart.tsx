"use client";

import type { RefObject } from "react";
import { formatPeriodClock, periodLabel, quarterStarts } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, HOME_COLOUR, INK } from "@/lib/charts/palette";
import { linearScale, niceTicks } from "@/lib/charts/scales";
import { wormPath, type WormPoint } from "@/lib/charts/score-worm";
import { useTooltip } from "./use-tooltip";

// The margin through the match, from the home side's point of view: up is the home side ahead. Goals
// are discs and behinds rings, in the scoring side's colour; dashed lines mark the quarter breaks.

const W = 900;
const H = 300;
const M = { left: 58, right: 14, top: 14, bottom: 40 };

export interface WormTeams {
  home: { name: string; code: string };
  away: { name: string; code: string };
}

const WORD: Record<WormPoint["code"], string> = {
  GOAL: "Goal",
  BEHIND: "Behind",
  RUSHED_BEHIND: "Rushed behind",
};

export function describeScore(p: WormPoint, t: WormTeams): string {
  const team = p.side === "home" ? t.home.name : t.away.name;
  const lead =
    p.margin === 0 ? "scores level" : `${p.margin > 0 ? t.home.name : t.away.name} by ${Math.abs(p.margin)}`;
  return `${formatPeriodClock(p.period, p.periodSecs)}: ${WORD[p.code].toLowerCase()}${p.player ? ` by ${p.player}` : ""} (${team}); ${t.home.code} ${p.homeScore}, ${t.away.code} ${p.awayScore}, ${lead}`;
}

export function ScoreWormChart({
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
  const tip = useTooltip();
  const { starts, total } = quarterStarts(lengths);
  const peak = Math.max(12, ...points.map((p) => Math.abs(p.margin)));
  const bound = Math.ceil(peak / 6) * 6;
  const x = linearScale([0, total], [M.left, W - M.right]);
  const y = linearScale([-bound, bound], [H - M.bottom, M.top]);
  return (
    <div {...tip.wrapProps} className="relative">
      <svg
        ref={svgRef}
        viewBox={`0 0 ${W} ${H}`}
        className="block h-auto w-full rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        data-testid="score-worm"
      >
        <title>{`Score worm: margin through the match, ${teams.home.name} ahead above the line`}</title>
        <rect x={0} y={0} width={W} height={H} fill="var(--chart-panel)" />
        {niceTicks(-bound, bound, 8).map((v) => (
          <g key={v}>
            <line
              x1={M.left}
              x2={W - M.right}
              y1={y(v)}
              y2={y(v)}
              stroke={v === 0 ? "var(--chart-axis)" : "var(--chart-grid)"}
              strokeWidth={v === 0 ? 1.2 : 1}
            />
            <text
              x={M.left - 6}
              y={y(v)}
              fontSize={11}
              fill={INK}
              textAnchor="end"
              dominantBaseline="central"
            >
              {Math.abs(v)}
            </text>
          </g>
        ))}
        <text x={M.left + 4} y={M.top + 10} fontSize={11} fontWeight={600} fill={HOME_COLOUR}>
          ▲ {teams.home.name} ahead
        </text>
        <text
          x={M.left + 4}
          y={H - M.bottom - 6}
          fontSize={11}
          fontWeight={600}
          fill="var(--chart-away-text)"
        >
          ▼ {teams.away.name} ahead
        </text>
        {lengths.map((len, i) => (
          <g key={i}>
            {i > 0 && (
              <line
                x1={x(starts[i])}
                x2={x(starts[i])}
                y1={M.top}
                y2={H - M.bottom}
                stroke="var(--chart-axis)"
                strokeDasharray="4 3"
              />
            )}
            <text
              x={x(starts[i] + len / 2)}
              y={H - M.bottom + 16}
              fontSize={12}
              fontWeight={600}
              fill={INK}
              textAnchor="middle"
            >
              {periodLabel(i + 1)}
            </text>
          </g>
        ))}
        <text
          x={12}
          y={(M.top + H - M.bottom) / 2}
          fontSize={11}
          fill={INK}
          textAnchor="middle"
          transform={`rotate(-90 12 ${(M.top + H - M.bottom) / 2})`}
        >
          Margin (points)
        </text>
        <path
          d={wormPath(points, x, y, total)}
          fill="none"
          stroke={INK}
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <g data-testid="worm-marks">
          {points.map((p) => {
            const colour = p.side === "home" ? HOME_COLOUR : AWAY_COLOUR;
            const goal = p.code === "GOAL";
            const label = describeScore(p, teams);
            return (
              <circle
                key={p.trxId}
                data-testid="worm-mark"
                data-code={p.code}
                tabIndex={0}
                role="img"
                aria-label={label}
                cx={x(p.t)}
                cy={y(p.margin)}
                r={goal ? 5 : 3.8}
                fill={goal ? colour : "#ffffff"}
                stroke={colour}
                strokeWidth={goal ? 1 : 2}
                className="cursor-pointer outline-none focus-visible:stroke-sky-500"
                {...tip.markProps([label])}
              />
            );
          })}
        </g>
        <g transform={`translate(${W - M.right - 300} ${H - 10})`} fontSize={11} fill={INK}>
          <circle cx={0} cy={-4} r={5} fill={INK} />
          <text x={9} y={0}>
            goal
          </text>
          <circle cx={52} cy={-4} r={3.8} fill="var(--chart-panel)" stroke={INK} strokeWidth={2} />
          <text x={61} y={0}>
            behind (or rushed)
          </text>
          <text x={170} y={0}>
            colour: scoring team
          </text>
        </g>
      </svg>
      {tip.node}
    </div>
  );
}
