"use client";

import dynamic from "next/dynamic";
import { AppLink } from "@/components/ui/app-link";
import { formatLeaderValue, type LeaderFilters, type LeaderRow } from "@/lib/season/leaders";
import { SPLIT_ZONES } from "@/lib/season/match-splits";
import { playerHref } from "@/lib/links";
import { HOME_COLOUR } from "@/lib/charts/palette";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { UrlSelect } from "@/components/ui/url-select";
import { SignInLink } from "@/components/ui/sign-in-link";

// Recharts after the page is interactive, as on the statistics view; the table shows the same leaders.
const LeaderBars = dynamic(() => import("@/components/charts/recharts/leader-bars-chart"), { ssr: false });

const CHART_ROWS = 10;
const TABLE_ROWS = 50;
const ZONE_NAMES: Record<string, string> = {
  D50: "Defensive 50",
  DM: "Defensive midfield",
  MID: "Midfield",
  CB: "Centre bounces",
  AM: "Attacking midfield",
  F50: "Forward 50",
};
const PHASE_NAMES = { all: "Whole season", "home-and-away": "Home and away", finals: "Finals" } as const;

interface Props {
  seasonId: number;
  seasonName: string;
  filters: LeaderFilters;
  metrics: readonly { code: string; name: string; format: string }[];
  squads: readonly { id: number; name: string; code: string }[];
  full: boolean;
  rows: readonly LeaderRow[] | null;
  matches: number;
}

/** The filters as words, for the heading, the CSV stamp and the chart's title. */
function describe(f: LeaderFilters, metricName: string, squadName: string | undefined): string[] {
  return [
    metricName,
    f.per === "game" ? "per game" : "total",
    PHASE_NAMES[f.phase],
    ...(f.period !== null ? [`Quarter ${f.period}`] : []),
    ...(f.zone !== null ? [ZONE_NAMES[f.zone]] : []),
    ...(squadName ? [squadName] : []),
  ];
}

export function SeasonLeadersView({
  seasonId,
  seasonName,
  filters: f,
  metrics,
  squads,
  full,
  rows,
  matches,
}: Props) {
  const metric = metrics.find((m) => m.code === f.metric) ?? {
    code: f.metric,
    name: f.metric,
    format: "Integer",
  };
  const squadOf = new Map(squads.map((s) => [s.id, s]));
  const words = describe(f, metric.name, f.squad === null ? undefined : squadOf.get(f.squad)?.name);
  const show = (v: number) => formatLeaderValue(v, metric.format, f.per);
  const csv = () =>
    (rows ?? []).map((r, i) => [i + 1, r.name, squadOf.get(r.squadId)?.name ?? "", r.games, show(r.value)]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Season leaders · {words[0]}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="leaders-summary">
        {words.slice(1).join(" · ")} · summed over {matches} completed matches
      </p>
      <div className="flex flex-wrap gap-4">
        <UrlSelect
          label="Statistic"
          name="metric"
          value={f.metric}
          options={metrics.map((m) => ({ value: m.code, label: m.name }))}
        />
        <UrlSelect
          label="Per"
          name="per"
          value={f.per}
          options={[
            { value: "total", label: "Season total" },
            { value: "game", label: "Per game" },
          ]}
        />
        <UrlSelect
          label="Phase"
          name="phase"
          value={f.phase}
          options={Object.entries(PHASE_NAMES).map(([value, label]) => ({ value, label }))}
        />
        <UrlSelect
          label="Team"
          name="squad"
          value={f.squad === null ? "" : String(f.squad)}
          emptyLabel="All teams"
          options={squads.map((s) => ({ value: String(s.id), label: s.name }))}
        />
        {full && (
          <>
            <UrlSelect
              label="Quarter"
              name="period"
              value={f.period === null ? "" : String(f.period)}
              emptyLabel="All quarters"
              options={[1, 2, 3, 4].map((p) => ({ value: String(p), label: `Quarter ${p}` }))}
            />
            <UrlSelect
              label="Zone"
              name="zone"
              value={f.zone ?? ""}
              emptyLabel="All zones"
              options={SPLIT_ZONES.map((z) => ({ value: z, label: ZONE_NAMES[z] }))}
            />
          </>
        )}
      </div>
      {!full && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Quarter and zone splits and the other statistics are drawn from match event data, for coaches and
          analysts: <SignInLink className="text-sky-800 underline dark:text-sky-300">sign in</SignInLink>.
        </p>
      )}
      {rows === null ? (
        <p
          className="rounded border border-amber-300 p-3 text-sm dark:border-amber-700"
          data-testid="leaders-unsplit"
        >
          {metric.name} is a whole-match figure: it has no quarter or zone split. Choose all quarters and all
          zones.
        </p>
      ) : (
        <>
          <figure className="space-y-1" aria-labelledby="leaders-chart-title">
            <figcaption id="leaders-chart-title" className="text-sm font-semibold">
              Top {Math.min(CHART_ROWS, rows.length)}: {words.join(" · ")}
            </figcaption>
            {/* The chart's height is held while Recharts loads: nothing below it moves. */}
            <div style={{ minHeight: Math.min(CHART_ROWS, rows.length) * 24 + 8 }}>
              <LeaderBars
                title={`${words.join(", ")}: the leaders`}
                bars={rows.slice(0, CHART_ROWS).map((r, i) => ({
                  label: `${i + 1}. ${r.name}`,
                  value: r.value,
                  valueDisplay: show(r.value),
                  colour: HOME_COLOUR,
                }))}
              />
            </div>
          </figure>
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="leaders-count">
              {rows.length > TABLE_ROWS
                ? `The top ${TABLE_ROWS} of ${rows.length} players; the CSV lists all of them.`
                : `${rows.length} players.`}
            </p>
            <TableCsvButton
              name={`Season leaders · ${words.join(" · ")} · ${seasonName}`}
              fileName={`leaders-${seasonId}-${f.metric}-${f.per}`}
              header={["Rank", "Player", "Team", "Games", words.slice(0, 2).join(" ")]}
              rows={csv}
              filters={words.slice(1)}
            />
          </div>
          <div className="max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5">
            <DataTable label={`Season leaders: ${words.join(", ")}`} testId="leaders-table">
              <thead>
                <tr>
                  <Th numeric>#</Th>
                  <Th sticky>Player</Th>
                  <Th>Team</Th>
                  <Th numeric>Games</Th>
                  <Th numeric>{f.per === "game" ? "Per game" : "Total"}</Th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, TABLE_ROWS).map((r, i) => (
                  <tr key={r.personId} data-testid="leader-row">
                    <Td numeric>{i + 1}</Td>
                    <RowHeader>
                      <AppLink
                        href={playerHref(r.personId, seasonId)}
                        className="underline-offset-4 hover:underline"
                      >
                        {r.name}
                      </AppLink>
                    </RowHeader>
                    <Td>{squadOf.get(r.squadId)?.code ?? ""}</Td>
                    <Td numeric>{r.games}</Td>
                    <Td numeric className="font-medium">
                      {show(r.value)}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        </>
      )}
    </div>
  );
}
