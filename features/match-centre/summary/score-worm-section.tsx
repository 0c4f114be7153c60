"use client";

import dynamic from "next/dynamic";
import { describeScore, type WormPoint, type WormTeams } from "@/lib/charts/score-worm";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { useLiveRefresh } from "./use-live-refresh";

// Recharts comes with the worm only (coaches and analysts: the worm is event-level), and only once the
// worm, below both box scores, comes near the screen (NearView); "Show as table" has every score at once.
const DRAWING = "Drawing the score worm…";
const ScoreWormChart = dynamic(() => import("@/features/match-centre/charts/score-worm-chart"), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600 dark:text-slate-400">{DRAWING}</p>,
});

export interface WormData {
  points: WormPoint[];
  lengths: number[];
  teams: WormTeams;
}

/**
 * The score worm of the match summary. The server reduces the match's transactions (~2 MB) to its
 * few dozen scores, so the page never ships the event stream; while the match is live its stream adds
 * the new scores (use-live-worm.ts), or, where the stream cannot serve, the page asks the server again
 * on every 10 s beat of the clock (use-live-refresh.ts).
 */
export function ScoreWormSection({
  worm,
  live,
  matchId,
}: {
  worm: WormData;
  live: boolean;
  matchId: number;
}) {
  useLiveRefresh(live, matchId);
  const columns: Column<WormPoint>[] = [
    { key: "time", label: "Time", text: (p) => describeScore(p, worm.teams).split(": ")[0] },
    {
      key: "score",
      label: "Score",
      text: (p) =>
        p.code.replace("RUSHED_BEHIND", "Rushed behind").replace("GOAL", "Goal").replace("BEHIND", "Behind"),
    },
    {
      key: "team",
      label: "Team",
      text: (p) => (p.side === "home" ? worm.teams.home.name : worm.teams.away.name),
    },
    { key: "player", label: "Player", text: (p) => p.player ?? "" },
    { key: "home", label: worm.teams.home.code, numeric: true, text: (p) => String(p.homeScore) },
    { key: "away", label: worm.teams.away.code, numeric: true, text: (p) => String(p.awayScore) },
    { key: "margin", label: "Margin", numeric: true, text: (p) => String(p.margin) },
  ];
  return (
    <ChartFigure
      title="Score worm"
      part="worm"
      testId="score-worm-figure"
      whenNear={{ minHeight: 300, waiting: DRAWING }}
      description={`The margin after every score, ${worm.teams.home.name} ahead above the line. Hover a score, or use the arrow keys on the chart, for who kicked it.`}
      chart={(svgRef) => (
        <ScoreWormChart points={worm.points} lengths={worm.lengths} teams={worm.teams} svgRef={svgRef} />
      )}
      table={
        <ExportTable
          label="Scores in order"
          part="scores"
          columns={columns}
          rows={worm.points}
          rowKey={(p) => p.trxId}
          rowTestId="worm-row"
        />
      }
    />
  );
}
