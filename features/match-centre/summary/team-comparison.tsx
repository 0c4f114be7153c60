"use client";

import dynamic from "next/dynamic";
import type { MatchDetails, SquadStatistics } from "@/lib/contract";
import { comparisonRows } from "@/lib/charts/team-comparison";
import { comparisonHeight } from "@/lib/charts/chart-heights";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";

// Recharts comes with this chart only, when it comes near the screen (it sits below the player
// statistics); the team statistics table below it shows the same figures at once.
const DRAWING = "Drawing the comparison…";
const Chart = dynamic(() => import("@/features/match-centre/charts/team-comparison-chart"), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600 dark:text-slate-400">{DRAWING}</p>,
});

/** The team statistics as mirrored bars: each side's share of every metric, labelled with its count. */
export function TeamComparison({
  data,
  match,
  context,
}: {
  data: SquadStatistics;
  match: MatchDetails;
  context: "For" | "Against";
}) {
  const rows = comparisonRows(data);
  if (rows.length === 0 || data.squads.length < 2) return null;
  const side = (i: 0 | 1) => ({
    name: data.squads[i].name,
    colour: data.squads[i].id === match.home.id ? HOME_COLOUR : AWAY_COLOUR,
  });
  return (
    <ChartFigure
      title="Team comparison"
      part="team-comparison"
      testId="team-comparison-figure"
      whenNear={{ minHeight: comparisonHeight(rows.length), waiting: DRAWING }}
      description={
        context === "For"
          ? "Each team's share of every statistic, with its count at the end of the bar."
          : "What each team conceded: its share of every statistic, with the count at the end of the bar."
      }
      chart={(svgRef) => <Chart rows={rows} sides={[side(0), side(1)]} svgRef={svgRef} />}
    />
  );
}
