"use client";

import type { PlayerBio, PlayerLog, PlayerShots } from "@/features/player/server/player-page";
import type { LogMetric } from "./model/log-metrics";
import { BuildProgress } from "@/components/ui/build-progress";
import { PlayerBioList } from "./player-bio";
import { PlayerShotsSection } from "./player-shots";
import { PlayerChoices, PlayerHeading } from "./player-heading";
import { SeasonLineSection } from "./season-line-section";
import { PlayerTrendFigure } from "./player-trend-figure";
import { GameLogSection } from "./game-log-section";

// A player's season: who he is, the season and chart chosen in the address, then (once his team's box
// scores are kept) his season line, the trend chart, his shots and the game log. Each part is its own
// file; this only says which shows when.

interface Props {
  bio: PlayerBio;
  seasons: readonly { seasonId: number; name: string; squad: string }[];
  metrics: readonly LogMetric[];
  trend: LogMetric;
  log: PlayerLog;
  shots: PlayerShots;
}

export function PlayerView({ bio, seasons, metrics, trend, log, shots }: Props) {
  const what = `${bio.name} · ${bio.seasonName}`;
  return (
    <div className="space-y-5">
      <PlayerHeading bio={bio} />
      <PlayerBioList bio={bio} games={log.kind === "ready" ? log.line.games : null} />
      <PlayerChoices bio={bio} seasons={seasons} metrics={metrics} trend={trend} />
      {log.kind === "empty" && <p>No match of this season is complete yet.</p>}
      {log.kind === "building" && (
        <BuildProgress
          done={log.status.done}
          total={log.status.total}
          error={log.status.error}
          what="his team's season"
        />
      )}
      {log.kind === "ready" && log.rows.length === 0 && (
        <p data-testid="player-no-games">He has not played a completed match this season.</p>
      )}
      {log.kind === "ready" && log.rows.length > 0 && (
        <>
          <SeasonLineSection bio={bio} what={what} metrics={metrics} line={log.line} />
          <PlayerTrendFigure
            what={what}
            trend={trend}
            trendAt={metrics.indexOf(trend)}
            rows={log.rows}
            line={log.line}
          />
          <PlayerShotsSection shots={shots} who={what} />
          <GameLogSection bio={bio} what={what} metrics={metrics} rows={log.rows} />
        </>
      )}
    </div>
  );
}
