"use client";

import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { playerColumn } from "@/features/match-centre/frame/player-column";
import { ExportStampProvider } from "@/features/match-centre/frame/export-context";
import { BOX_SCORE_LABELS, type BoxScore, type BoxScorePlayer } from "@/lib/season/box-score-metrics";
import { FANTASY_CODE, FANTASY_LABEL, FANTASY_NOTE } from "@/lib/season/fantasy";
import { useLiveRefresh } from "./use-live-refresh";

/**
 * The match summary's box score: one sortable table a team, each with its CSV. The server reduced the player statistics
 * to these numbers (features/match-centre/server/box-score.ts); while the match is live the page is asked for again
 * (use-live-refresh.ts: every two minutes while its stream delivers, else on the clock's beat).
 */
export function BoxScoreSection({
  data,
  live,
  matchId,
  seasonId,
  matchName,
  dataTimestamp,
}: {
  data: BoxScore;
  live: boolean;
  matchId: number;
  seasonId: number; // the player names link to their pages for the match's season
  matchName: string;
  dataTimestamp: string;
}) {
  useLiveRefresh(live, matchId);
  const columns: Column<BoxScorePlayer>[] = [
    playerColumn(seasonId),
    {
      key: "jumper",
      label: "#",
      title: "Jumper number",
      numeric: true,
      text: (p) => String(p.jumper),
      sortValue: (p) => p.jumper,
    },
    ...data.metrics.map((code, i): Column<BoxScorePlayer> => ({
      key: code,
      label: BOX_SCORE_LABELS[code].short,
      title: BOX_SCORE_LABELS[code].name,
      numeric: true,
      text: (p) => (p.values[i] === null ? "" : String(p.values[i])),
      sortValue: (p) => p.values[i] ?? Number.NEGATIVE_INFINITY,
    })),
    // Only when every player's counts were given: a licence without one of them shows no score at all.
    ...(data.fantasy
      ? [
          {
            key: FANTASY_CODE,
            label: FANTASY_LABEL.short,
            title: FANTASY_LABEL.name,
            numeric: true,
            text: (p: BoxScorePlayer) => (p.fantasy === null ? "" : String(p.fantasy)),
            sortValue: (p: BoxScorePlayer) => p.fantasy ?? Number.NEGATIVE_INFINITY,
          },
        ]
      : []),
  ];
  return (
    <ExportStampProvider value={{ matchId, matchName, view: "Box score", filters: [], dataTimestamp }}>
      <section aria-labelledby="box-score" className="space-y-3" data-testid="box-score">
        <h2 id="box-score" className="text-lg font-semibold">
          Box score
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {data.metrics
            .map((c) => `${BOX_SCORE_LABELS[c].short} ${BOX_SCORE_LABELS[c].name.toLowerCase()}`)
            .join(" · ")}
          {data.fantasy && ` · ${FANTASY_LABEL.short} ${FANTASY_NOTE}`}
        </p>
        {data.squads.map((s, i) => (
          <div key={s.id} className="space-y-1" data-testid="box-score-team" data-team={s.name}>
            <h3 className="font-medium">{s.name}</h3>
            <ExportTable
              label={`${s.name} box score`}
              part={`box-score-${i === 0 ? "home" : "away"}`}
              columns={columns}
              rows={s.players}
              rowKey={(p) => p.id}
              rowTestId="box-score-row"
              sortParam={i === 0 ? "hsort" : "asort"}
              dirParam={i === 0 ? "hdir" : "adir"}
              defaultSort={{ key: "DISPOSAL", dir: "desc" }}
            />
          </div>
        ))}
      </section>
    </ExportStampProvider>
  );
}
