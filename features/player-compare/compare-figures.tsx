"use client";

import dynamic from "next/dynamic";
import { useRef } from "react";
import { SeasonCsvButton, SeasonImageButtons } from "@/components/charts/season-exports";
import {
  colourKey,
  gameCsv,
  gamePoints,
  percentileChartHeight,
  percentileRows,
  PLAYER_COLOURS,
} from "./model/compare-cells";
import type { ComparedPlayer } from "./server/compare-page";
import type { ComparisonParts } from "./compare-table";

// The comparison's two charts, each with its exports and Share: the percentiles a game (the table
// above holds the same figures) and the chosen statistic game by game (with its CSV).

// Recharts after the page is interactive, as on the player page.
const PercentileChart = dynamic(() => import("./charts/percentile-chart"), { ssr: false });
const GameLineChart = dynamic(() => import("./charts/game-line-chart"), { ssr: false });

/** The percentiles a game; `bare`: without its exports (an embed). */
export function PercentileFigure({
  players,
  labels,
  metricNames,
  what,
  bare = false,
}: ComparisonParts & { bare?: boolean }) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const name = `Percentiles a game · ${what}`;
  return (
    <figure className="space-y-2" data-testid="compare-percentile-figure">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Percentile a game</span>
        {!bare && <SeasonImageButtons name={name} stamp={() => [name, colourKey(labels)]} svgRef={svgRef} />}
      </figcaption>
      <div style={{ minHeight: percentileChartHeight(metricNames.length, players.length) }}>
        <PercentileChart rows={percentileRows(players, metricNames)} labels={labels} svgRef={svgRef} />
      </div>
      <PlayerLegend labels={labels} />
    </figure>
  );
}

export function GameLineFigure({
  players,
  labels,
  metricName,
  what,
}: {
  players: readonly ComparedPlayer[];
  labels: readonly string[];
  metricName: string;
  what: string;
}) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const name = `${metricName} game by game · ${what}`;
  const logs = players.map((p) => p.log);
  return (
    <figure className="space-y-2" data-testid="compare-games-figure">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{metricName} game by game</span>
        <span className="inline-flex flex-wrap items-center gap-1">
          <SeasonCsvButton
            name={name}
            stamp={() => [name]}
            header={gameCsv(logs, labels).header}
            rows={() => gameCsv(logs, labels).rows}
          />
          <SeasonImageButtons name={name} stamp={() => [name, colourKey(labels)]} svgRef={svgRef} />
        </span>
      </figcaption>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Along each player&apos;s own games in his season, first to last.
      </p>
      <div style={{ minHeight: 240 }}>
        <GameLineChart points={gamePoints(logs)} labels={labels} metricName={metricName} svgRef={svgRef} />
      </div>
      <PlayerLegend labels={labels} />
    </figure>
  );
}

/** Whose colour is whose, under each chart. */
function PlayerLegend({ labels }: { labels: readonly string[] }) {
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300"
      aria-label="Legend"
    >
      {labels.map((l, i) => (
        <li key={l}>
          <span aria-hidden style={{ color: PLAYER_COLOURS[i] }}>
            ■
          </span>{" "}
          {l}
        </li>
      ))}
    </ul>
  );
}
