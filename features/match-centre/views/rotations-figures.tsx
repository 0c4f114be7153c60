"use client";

import dynamic from "next/dynamic";
import type { MatchDetails } from "@/lib/contract";
import { HOME_COLOUR, AWAY_COLOUR } from "@/lib/charts/palette";
import { timeOnGroundRows } from "@/lib/charts/time-on-ground";
import { timeOnGroundHeight } from "@/lib/charts/chart-heights";
import { RotationsTimeline } from "@/features/match-centre/charts/rotations-timeline";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { FilterBar, FilterSelect } from "@/features/match-centre/frame/filter-select";
import { sideOptions } from "@/features/match-centre/frame/event-filter-options";
import { Loading } from "@/components/ui/query-status";
import { RotationsSummary, StintsTable, type Row } from "@/features/match-centre/tables/rotation-tables";

// Recharts with this chart only, when it comes near the screen (it sits below the whole rotations
// timeline); the summary table below it has the same minutes at once.
const TimeOnGroundChart = dynamic(() => import("@/features/match-centre/charts/time-on-ground-chart"), {
  ssr: false,
});

/** The rotations view under its heading: the team filter, the stints timeline, the minutes by quarter. */
export function RotationsFigures({
  m,
  rows,
  lengths,
  played,
  loadingTog,
}: {
  m: MatchDetails;
  rows: Row[];
  lengths: number[];
  played: number;
  loadingTog: boolean; // a quarter's time on ground still to come: its starters may yet change
}) {
  return (
    <>
      <FilterBar label="Rotation filters">
        <FilterSelect label="Team" name="team" allLabel="Both teams" options={sideOptions(m)} />
      </FilterBar>
      {loadingTog && <Loading what="time on ground by quarter" />}
      <ChartFigure
        title="Time on the ground"
        part="timeline"
        testId="rotations-figure"
        description={<Legend m={m} />}
        chart={(svgRef) => <RotationsTimeline rows={rows} lengths={lengths} svgRef={svgRef} />}
        table={<StintsTable rows={rows} />}
      />
      <ChartFigure
        title="Minutes on the ground by quarter"
        part="time-on-ground-chart"
        testId="time-on-ground-figure"
        whenNear={{
          minHeight: timeOnGroundHeight(rows.length),
          waiting: "Drawing the minutes by quarter…",
        }}
        description="Each player's minutes on the ground, a segment a quarter; the table below has them to the second."
        chart={(svgRef) => <TimeOnGroundChart rows={timeOnGroundRows(rows, played)} svgRef={svgRef} />}
      />
      <RotationsSummary rows={rows} />
    </>
  );
}

function Legend({ m }: { m: MatchDetails }) {
  return (
    <span>
      A bar for each stint on the ground: <span style={{ color: HOME_COLOUR }}>■</span> {m.home.name},{" "}
      <span style={{ color: AWAY_COLOUR }}>■</span> {m.away.name}. Tab to a player to hear his stints.
    </span>
  );
}
