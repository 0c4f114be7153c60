"use client";

import dynamic from "next/dynamic";
import { useRef } from "react";
import { leaderBarsHeight } from "@/components/charts/leader-bars-height";
import { SeasonImageButtons } from "@/components/charts/season-exports";
import { UrlSelect } from "@/components/ui/url-select";
import { HOME_COLOUR } from "@/lib/charts/palette";
import { SIDE_NAMES } from "./model/ranking-metrics";
import { leagueAverage } from "./model/rank-teams";
import { sortRankings } from "./model/sort-rankings";
import { formatFigure } from "./model/ranking-words";
import type { RankingsReady } from "./server/team-rankings";

// Recharts after the page is interactive; the table below holds the same figures.
const Bars = dynamic(() => import("@/components/charts/recharts/leader-bars-chart"), { ssr: false });

/**
 * One measure (chosen here, kept in the address) for every club, best first, against the league's
 * average. `bare`: the chart alone, without its picker and exports (an embed).
 */
export function RankingsChart({
  page,
  words,
  bare = false,
}: {
  page: RankingsReady;
  words: readonly string[];
  bare?: boolean;
}) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const { filters: f, metrics } = page;
  const side = f.side;
  const metric = metrics.find((m) => m.code === f.chart) ?? metrics[0];
  const bars = sortRankings(page.rows, metric.code, side, "asc").flatMap((r) => {
    const fig = r.figures[metric.code];
    if (!fig) return [];
    const v = fig.value[side];
    return [{ label: r.club.name, value: v, valueDisplay: formatFigure(v, side), colour: HOME_COLOUR }];
  });
  const average = leagueAverage(page.rows, metric.code, side);
  const title = `${metric.name} ${SIDE_NAMES[side].toLowerCase()} a game · ${words.slice(1).join(" · ")}`;
  const name = `${title} · ${page.season.name}`;
  return (
    <figure className="space-y-2" aria-labelledby="rankings-chart-title" data-testid="rankings-figure">
      <figcaption className="flex flex-wrap items-end justify-between gap-2">
        <span id="rankings-chart-title" className="font-semibold" data-testid="rankings-chart-title">
          {title}
        </span>
        {!bare && <SeasonImageButtons name={name} stamp={() => [name]} svgRef={svgRef} />}
      </figcaption>
      {!bare && (
        <UrlSelect
          label="Chart"
          name="chart"
          value={metric.code}
          options={metrics.map((m) => ({ value: m.code, label: m.name }))}
        />
      )}
      {/* The chart's height is held while Recharts loads: nothing below it moves. */}
      <div style={{ minHeight: leaderBarsHeight(bars.length, true) }}>
        <Bars
          bars={bars}
          title={title}
          svgRef={svgRef}
          testId="ranking-bars"
          reference={
            average === null
              ? undefined
              : { value: average, label: `League average ${formatFigure(average, side)}` }
          }
        />
      </div>
    </figure>
  );
}
