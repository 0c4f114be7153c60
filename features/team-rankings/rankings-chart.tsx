"use client";

import dynamic from "next/dynamic";
import { useRef } from "react";
import { SeasonImageButtons } from "@/components/charts/season-exports";
import { UrlSelect } from "@/components/ui/url-select";
import { SIDE_NAMES } from "./model/ranking-metrics";
import { leagueAverage } from "./model/rank-teams";
import { sortRankings } from "./model/sort-rankings";
import { formatFigure } from "./model/ranking-words";
import type { TeamRankingsPage } from "./server/team-rankings";

// Recharts after the page is interactive; the table below holds the same figures.
const RankingBars = dynamic(() => import("./charts/ranking-bars-chart"), { ssr: false });

type Ready = Extract<TeamRankingsPage, { kind: "ready" }>;
const ROW_PX = 24;

/** One measure (chosen here, kept in the address) for every club, best first, against the league's average. */
export function RankingsChart({
  seasonName,
  page,
  words,
}: {
  seasonName: string;
  page: Ready;
  words: readonly string[];
}) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const { filters: f, metrics } = page;
  const side = f.side;
  const metric = metrics.find((m) => m.code === f.chart) ?? metrics[0];
  const ranked = sortRankings(page.rows, metric.code, side, "asc").filter((r) => r.figures[metric.code]);
  const bars = ranked.map((r) => {
    const v = r.figures[metric.code]!.value[side];
    return { label: r.club.name, value: v, valueDisplay: formatFigure(v, side) };
  });
  const average = leagueAverage(page.rows, metric.code, side);
  const title = `${metric.name} ${SIDE_NAMES[side].toLowerCase()} a game · ${words.slice(1).join(" · ")}`;
  const name = `${title} · ${seasonName}`;
  return (
    <figure className="space-y-2" aria-labelledby="rankings-chart-title" data-testid="rankings-figure">
      <figcaption className="flex flex-wrap items-end justify-between gap-2">
        <span id="rankings-chart-title" className="font-semibold" data-testid="rankings-chart-title">
          {title}
        </span>
        <SeasonImageButtons name={name} stamp={() => [name]} svgRef={svgRef} />
      </figcaption>
      <UrlSelect
        label="Chart"
        name="chart"
        value={metric.code}
        options={metrics.map((m) => ({ value: m.code, label: m.name }))}
      />
      {/* The chart's height is held while Recharts loads: nothing below it moves. */}
      <div style={{ minHeight: bars.length * ROW_PX + 32 }}>
        <RankingBars
          bars={bars}
          average={average}
          averageDisplay={average === null ? "" : formatFigure(average, side)}
          title={title}
          svgRef={svgRef}
        />
      </div>
    </figure>
  );
}
