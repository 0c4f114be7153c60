"use client";

import dynamic from "next/dynamic";
import { AppLink } from "@/components/ui/app-link";
import { useRef } from "react";
import type { PlayerBio, PlayerLog, PlayerShots } from "@/features/player/server/player-page";
import { roundShort, type GameLogRow } from "@/lib/season/game-log";
import { formatOneDecimal } from "@/lib/format/numbers";
import { FANTASY_CODE, FANTASY_NOTE } from "@/lib/season/fantasy";
import { LOG_LABELS, type LogMetric } from "./model/log-metrics";
import { BuildProgress } from "@/components/ui/build-progress";
import { SeasonImageButtons } from "@/components/charts/season-exports";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { UrlSelect } from "@/components/ui/url-select";
import { SignInLink } from "@/components/ui/sign-in-link";
import { matchHref, squadHref } from "@/lib/links";

// The season's shot map is for coaches and analysts: its code loads only when it is shown.
const SeasonShotMap = dynamic(() =>
  import("@/components/charts/season-shot-map").then((m) => m.SeasonShotMap),
);

// Recharts after the page is interactive; the game log below holds the same numbers.
const PlayerTrendChart = dynamic(() => import("@/features/player/charts/player-trend-chart"), {
  ssr: false,
});

interface Props {
  bio: PlayerBio;
  seasons: readonly { seasonId: number; name: string; squad: string }[];
  metrics: readonly LogMetric[];
  trend: LogMetric;
  log: PlayerLog;
  shots: PlayerShots;
}

const resultText = (r: GameLogRow) => (r.result === null ? "" : `${r.result} ${r.for}–${r.against}`);
const cell = (v: number | null) => (v === null ? "" : String(v));
const avg = (v: number | null) => (v === null ? "" : formatOneDecimal(v));

function Bio({ bio, games }: { bio: PlayerBio; games: number | null }) {
  const items: [string, string][] = [
    ["Team", bio.squad.name],
    ["Position", bio.position],
    ["Jumper", `#${bio.jumper}`],
    ["Born", `${bio.dateOfBirth} (${Math.floor(bio.ageSeason)} this season)`],
    ...(bio.height ? ([["Height", `${bio.height} cm`]] as [string, string][]) : []),
    ...(bio.weight ? ([["Weight", `${bio.weight} kg`]] as [string, string][]) : []),
    ...(games !== null ? ([["Games this season", String(games)]] as [string, string][]) : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" data-testid="player-bio">
      {items.map(([k, v]) => (
        <div key={k}>
          <dt className="text-slate-600 dark:text-slate-400">{k}</dt>
          <dd className="font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Shots({ shots, who }: { shots: PlayerShots; who: string }) {
  switch (shots.kind) {
    case "waiting":
      return null;
    case "refused":
      return (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="player-shots-refused">
          His shots at goal over the season come from match event data, for coaches and analysts
          {shots.signedIn ? (
            "."
          ) : (
            <>
              : <SignInLink className="text-sky-800 underline dark:text-sky-300">sign in</SignInLink>.
            </>
          )}
        </p>
      );
    case "unavailable":
      return <p className="text-sm">{shots.problem}</p>;
    case "ready":
      return shots.shots.length === 0 ? (
        <p className="text-sm" data-testid="player-shots-none">
          No shots at goal in his completed matches this season.
        </p>
      ) : (
        <SeasonShotMap shots={shots.shots} who={who} />
      );
  }
}

/** "Last 5 per game" (or as many as he played, when fewer). */
const recentLabel = (line: { recentGames: number }) => `Last ${line.recentGames} per game`;

export function PlayerView({ bio, seasons, metrics, trend, log, shots }: Props) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const short = (c: LogMetric) => LOG_LABELS[c].short;
  const trendAt = metrics.indexOf(trend);
  const what = `${bio.name} · ${bio.seasonName}`;
  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold" data-testid="player-name">
          {bio.name}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <AppLink
            href={squadHref(bio.seasonId, bio.squad.id)}
            className="text-sky-800 underline dark:text-sky-300"
          >
            {bio.squad.name}
          </AppLink>{" "}
          · {bio.seasonName}
        </p>
      </div>
      <Bio bio={bio} games={log.kind === "ready" ? log.line.games : null} />
      <div className="flex flex-wrap gap-4">
        <UrlSelect
          label="Season"
          name="season"
          value={String(bio.seasonId)}
          options={seasons.map((s) => ({ value: String(s.seasonId), label: `${s.name} (${s.squad})` }))}
        />
        <UrlSelect
          label="Chart"
          name="metric"
          value={trend}
          options={metrics.map((m) => ({ value: m, label: LOG_LABELS[m].name }))}
        />
      </div>
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
          <section aria-labelledby="season-line" className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <h2 id="season-line" className="text-lg font-semibold">
                Season totals and averages
              </h2>
              <TableCsvButton
                name={`Season totals · ${what}`}
                fileName={`player-${bio.personId}-${bio.seasonId}-totals`}
                header={["", "Games", ...metrics.map((m) => LOG_LABELS[m].name)]}
                rows={() => [
                  ["Total", log.line.games, ...log.line.totals.map(cell)],
                  ["Per game", log.line.games, ...log.line.averages.map(avg)],
                  [recentLabel(log.line), log.line.recentGames, ...log.line.recent.map(avg)],
                ]}
              />
            </div>
            <DataTable label={`Season totals and averages: ${what}`} testId="player-season-line">
              <thead>
                <tr>
                  <Th sticky> </Th>
                  <Th numeric>Games</Th>
                  {metrics.map((m) => (
                    <Th key={m} numeric title={LOG_LABELS[m].name}>
                      {short(m)}
                    </Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    ["Total", log.line.games, log.line.totals.map(cell)],
                    ["Per game", log.line.games, log.line.averages.map(avg)],
                    [recentLabel(log.line), log.line.recentGames, log.line.recent.map(avg)],
                  ] as const
                ).map(([label, games, values]) => (
                  <tr key={label} data-testid="player-line-row">
                    <RowHeader>{label}</RowHeader>
                    <Td numeric>{games}</Td>
                    {values.map((v, k) => (
                      <Td key={metrics[k]} numeric>
                        {v}
                      </Td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {LOG_LABELS[FANTASY_CODE].short} {FANTASY_NOTE}.
            </p>
          </section>

          <figure className="space-y-2" data-testid="player-trend-figure">
            <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{LOG_LABELS[trend].name} by match</span>
              <SeasonImageButtons
                name={`${LOG_LABELS[trend].name} by match · ${what}`}
                stamp={() => [`${LOG_LABELS[trend].name} by match · ${what}`]}
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
                metricName={LOG_LABELS[trend].name}
                average={log.line.averages[trendAt]}
                bars={log.rows.map((r) => ({
                  label: roundShort(r.round),
                  detail: `${r.round} ${r.home ? "v" : "at"} ${r.opponent.name}${r.result ? `, ${resultText(r)}` : ""}`,
                  value: r.values[trendAt],
                  finals: r.finals,
                }))}
              />
            </div>
          </figure>

          <Shots shots={shots} who={what} />

          <section aria-labelledby="game-log" className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <h2 id="game-log" className="text-lg font-semibold">
                Game log
              </h2>
              <TableCsvButton
                name={`Game log · ${what}`}
                fileName={`player-${bio.personId}-${bio.seasonId}-games`}
                header={["Round", "Opponent", "Venue", "Result", ...metrics.map((m) => LOG_LABELS[m].name)]}
                rows={() =>
                  log.rows.map((r) => [
                    r.round,
                    r.opponent.name,
                    r.home ? "Home" : "Away",
                    resultText(r),
                    ...r.values.map(cell),
                  ])
                }
              />
            </div>
            <DataTable label={`Game log: ${what}`} testId="player-game-log">
              <thead>
                <tr>
                  <Th sticky>Round</Th>
                  <Th>Opponent</Th>
                  <Th>Result</Th>
                  {metrics.map((m) => (
                    <Th key={m} numeric title={LOG_LABELS[m].name}>
                      {short(m)}
                    </Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {log.rows.map((r) => (
                  <tr key={r.matchId} data-testid="game-log-row" data-match={r.matchId}>
                    <RowHeader>
                      <AppLink
                        href={matchHref(r.matchId)}
                        className="text-sky-800 underline dark:text-sky-300"
                      >
                        {r.round}
                      </AppLink>
                    </RowHeader>
                    <Td>
                      {r.home ? "v" : "at"} {r.opponent.code}
                    </Td>
                    <Td>{resultText(r)}</Td>
                    {r.values.map((v, k) => (
                      <Td key={metrics[k]} numeric>
                        {cell(v)}
                      </Td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </section>
        </>
      )}
    </div>
  );
}
