"use client";

import dynamic from "next/dynamic";
import { useRef } from "react";
import type { GameLogRow, SeasonLine } from "@/lib/season/game-log";
import { SeasonImageButtons } from "@/components/charts/season-exports";
import { LOG_LABELS, type LogMetric } from "./model/log-metrics";
import { trendBars } from "./model/game-log-cells";

// Recharts after the page is interactive; the game log below holds the same numbers.
const PlayerTrendChart = dynamic(() => import("@/features/player/charts/player-trend-chart"), {
  ssr: false,
});

/** The chosen metric match by match, with his average; the image buttons save the chart's SVG. */
export function PlayerTrendFigure({
  what,
  trend,
  trendAt,
  rows,
  line,
}: {
  what: string;
  trend: LogMetric;
  /** Where the trend's metric stands in the log's metrics (its column in rows and line). */
  trendAt: number;
  rows: readonly GameLogRow[];
  line: SeasonLine;
}) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const name = LOG_LABELS[trend].name;
  return (
    <figure className="space-y-2" data-testid="player-trend-figure">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{name} by match</span>
        <SeasonImageButtons
          name={`${name} by match · ${what}`}
          stamp={() => [`${name} by match · ${what}`]}
          svgRef={svgRef}
        />
      </figcaption>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        A bar a game in the season&apos;s order (finals in orange); the dashed line is his average.
      </p>
      {/* The chart's height is held while Recharts loads: nothing below it moves. */}
      <div style={{ minHeight: 220 }}>
        <PlayerTrendChart
          svgRef={svgRef}
          metricName={name}
          average={line.averages[trendAt]}
          bars={trendBars(rows, trendAt)}
        />
      </div>
    </figure>
  );
}
