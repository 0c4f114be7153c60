"use client";

import dynamic from "next/dynamic";
import { AppLink } from "@/components/ui/app-link";
import { useRef } from "react";
import type { TeamInside50, TeamSeasonPage, TeamSources } from "@/features/team-season/server/team-season";
import { roundShort } from "@/lib/season/game-log";
import { SOURCE_NAMES, SOURCES } from "@/lib/season/team-season";
import { formatOneDecimal } from "@/lib/format/numbers";
import { periodLabel } from "@/lib/charts/match-clock";
import { BuildProgress } from "@/components/ui/build-progress";
import { SeasonImageButtons } from "@/components/charts/season-exports";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { SignInLink } from "@/components/ui/sign-in-link";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { clubHref, predictionsAboutHref, seasonHref, squadHref } from "@/lib/links";
import { perI50, signed } from "./round-figures";
import { RoundsTable } from "./rounds-table";

// Recharts after the page is interactive; the table by round holds the same numbers.
const TeamSeasonChart = dynamic(() => import("@/features/team-season/charts/team-season-chart"), {
  ssr: false,
});
const TeamRatingChart = dynamic(() => import("@/features/team-season/charts/team-rating-chart"), {
  ssr: false,
});

const pct = (part: number, whole: number) => (whole > 0 ? `${formatOneDecimal((100 * part) / whole)}%` : "");

function Header({ page }: { page: TeamSeasonPage }) {
  const r = page.rounds;
  const [w, l, d] = (["W", "L", "D"] as const).map((x) => r.filter((m) => m.result === x).length);
  const pf = r.reduce((a, m) => a + m.for, 0);
  const pa = r.reduce((a, m) => a + m.against, 0);
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold">{page.squad.name} · season statistics</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="team-season-summary">
        {page.seasonName} · {r.length} completed matches · {w} won, {l} lost, {d} drawn · {pf} points for,{" "}
        {pa} against{pa > 0 ? ` (${formatOneDecimal((100 * pf) / pa)}%)` : ""} ·{" "}
        <AppLink
          href={squadHref(page.seasonId, page.squad.id)}
          className="text-sky-800 underline dark:text-sky-300"
        >
          players
        </AppLink>
        {" · "}
        <AppLink
          href={squadHref(page.seasonId, page.squad.id, "scout")}
          className="text-sky-800 underline dark:text-sky-300"
        >
          scouting report
        </AppLink>
        {page.clubHistory && (
          <>
            {" · "}
            <AppLink href={clubHref(page.squad.id)} className="text-sky-800 underline dark:text-sky-300">
              club history
            </AppLink>
          </>
        )}
      </p>
    </div>
  );
}

function Quarters({ page }: { page: TeamSeasonPage }) {
  if (page.quartersProblem) return <p className="text-sm">{page.quartersProblem}</p>;
  const q = page.quarters ?? [];
  const games = page.rounds.length;
  const name = `${page.squad.name} by quarter · ${page.seasonName}`;
  return (
    <section aria-labelledby="by-quarter" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="by-quarter" className="text-lg font-semibold">
          By quarter
        </h2>
        <TableCsvButton
          name={name}
          fileName={`team-${page.squad.id}-${page.seasonId}-quarters`}
          header={["Quarter", "For", "Against", "Diff", "For per game", "Against per game"]}
          rows={() =>
            q.map((c, i) => [
              periodLabel(i + 1),
              c.for,
              c.against,
              signed(c.for - c.against),
              formatOneDecimal(c.for / games),
              formatOneDecimal(c.against / games),
            ])
          }
        />
      </div>
      <DataTable label={name} testId="team-quarters">
        <thead>
          <tr>
            <Th sticky>Quarter</Th>
            <Th numeric>For</Th>
            <Th numeric>Against</Th>
            <Th numeric>Diff</Th>
            <Th numeric>For a game</Th>
            <Th numeric>Against a game</Th>
          </tr>
        </thead>
        <tbody>
          {q.map((c, i) => (
            <tr key={i} data-testid="team-quarter-row">
              <RowHeader>{periodLabel(i + 1)}</RowHeader>
              <Td numeric>{c.for}</Td>
              <Td numeric>{c.against}</Td>
              <Td numeric>{signed(c.for - c.against)}</Td>
              <Td numeric>{formatOneDecimal(c.for / games)}</Td>
              <Td numeric>{formatOneDecimal(c.against / games)}</Td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

function Inside50Line({ page, i50 }: { page: TeamSeasonPage; i50: TeamInside50 }) {
  if (i50.kind === "none")
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="team-no-detail">
        No detailed statistics for this season: the source records results and quarter scores only.
      </p>
    );
  if (i50.kind === "building")
    return <BuildProgress done={i50.status.done} total={i50.status.total} error={i50.status.error} />;
  const known = page.rounds.filter((m) => i50.byMatch[m.matchId]);
  const f = known.reduce((a, m) => a + i50.byMatch[m.matchId]!.for, 0);
  const a = known.reduce((a2, m) => a2 + i50.byMatch[m.matchId]!.against, 0);
  const pf = known.reduce((s, m) => s + m.for, 0);
  const pa = known.reduce((s, m) => s + m.against, 0);
  const line = (
    <p className="text-sm" data-testid="team-inside50">
      Inside 50s: <strong>{f}</strong> for, <strong>{a}</strong> against · points per inside 50:{" "}
      <strong>{perI50(pf, f)}</strong> for, <strong>{perI50(pa, a)}</strong> against.
    </p>
  );
  if (!i50.partial) return line;
  return (
    <>
      <BuildProgress
        done={i50.partial.done}
        total={i50.partial.total}
        error={i50.partial.error}
        what={`${page.squad.name}'s season`}
        partialBelow
      />
      {line}
    </>
  );
}

function Sources({ page, sources }: { page: TeamSeasonPage; sources: TeamSources }) {
  if (sources.kind === "none") return null;
  if (sources.kind === "refused")
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="team-sources-refused">
        Where the scores came from (centre bounces, stoppages, turnovers, kick-ins) is drawn from match event
        data, for coaches and analysts
        {sources.signedIn ? (
          "."
        ) : (
          <>
            : <SignInLink className="text-sky-800 underline dark:text-sky-300">sign in</SignInLink>.
          </>
        )}
      </p>
    );
  if (sources.kind === "unavailable") return <p className="text-sm">{sources.problem}</p>;
  const s = sources.sources;
  const totalFor = SOURCES.reduce((a, k) => a + s.for[k], 0) + s.otherFor;
  const totalAgainst = SOURCES.reduce((a, k) => a + s.against[k], 0) + s.otherAgainst;
  const rows: [string, number, number][] = [
    ...SOURCES.map((k): [string, number, number] => [SOURCE_NAMES[k], s.for[k], s.against[k]]),
    ...(s.otherFor || s.otherAgainst
      ? [["Other", s.otherFor, s.otherAgainst] as [string, number, number]]
      : []),
  ];
  const name = `${page.squad.name} scoring sources · ${page.seasonName}`;
  return (
    <section aria-labelledby="sources" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="sources" className="text-lg font-semibold">
          Where the scores came from
        </h2>
        <TableCsvButton
          name={name}
          fileName={`team-${page.squad.id}-${page.seasonId}-sources`}
          header={["Chain started from", "Points for", "Share for", "Points against", "Share against"]}
          rows={() => rows.map(([n, f, a]) => [n, f, pct(f, totalFor), a, pct(a, totalAgainst)])}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Each score counted by how the possession chain that ended in it began.
      </p>
      <DataTable label={name} testId="team-sources">
        <thead>
          <tr>
            <Th sticky>Chain started from</Th>
            <Th numeric>Points for</Th>
            <Th numeric>Share</Th>
            <Th numeric>Points against</Th>
            <Th numeric>Share</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([n, f, a]) => (
            <tr key={n} data-testid="team-source-row">
              <RowHeader>{n}</RowHeader>
              <Td numeric>{f}</Td>
              <Td numeric>{pct(f, totalFor)}</Td>
              <Td numeric>{a}</Td>
              <Td numeric>{pct(a, totalAgainst)}</Td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

function Ratings({ page }: { page: TeamSeasonPage }) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  if (!page.ratings) return null;
  const name = `${page.squad.name} rating · ${page.seasonName}`;
  return (
    <figure className="space-y-2" data-testid="team-rating-figure">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Rating after each round</span>
        <span className="flex flex-wrap gap-1">
          <SeasonImageButtons name={name} stamp={() => [name]} svgRef={svgRef} />
          <TableCsvButton
            name={name}
            fileName={`team-${page.squad.id}-${page.seasonId}-rating`}
            header={["After", "Rating"]}
            rows={() => page.ratings!.map((r) => [r.round, r.rating.toFixed(1)])}
          />
        </span>
      </figcaption>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Points better than an average team on a neutral ground, as the{" "}
        <AppLink
          href={seasonHref(page.seasonId, "predictor")}
          className="text-sky-800 underline dark:text-sky-300"
        >
          predictor
        </AppLink>{" "}
        rates it from results (see{" "}
        <AppLink href={predictionsAboutHref()} className="text-sky-800 underline dark:text-sky-300">
          how
        </AppLink>
        ).
      </p>
      <div style={{ minHeight: 220 }}>
        <TeamRatingChart
          svgRef={svgRef}
          points={page.ratings.map((r) => ({
            label: r.round === "Start" ? "Start" : roundShort(r.round),
            round: r.round === "Start" ? "Start of the season" : `After ${r.round}`,
            rating: r.rating,
          }))}
        />
      </div>
    </figure>
  );
}

export function TeamSeasonView({ page }: { page: TeamSeasonPage }) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const chartName = `${page.squad.name} by round · ${page.seasonName}`;
  if (page.rounds.length === 0)
    return (
      <div className="space-y-4">
        <Header page={page} />
        <p>No completed match of {page.squad.name} this season yet.</p>
      </div>
    );
  return (
    <div className="space-y-5">
      <Header page={page} />
      <figure className="space-y-2" data-testid="team-season-figure">
        <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-semibold">Scores by round</span>
          <SeasonImageButtons name={chartName} stamp={() => [chartName]} svgRef={svgRef} />
        </figcaption>
        <div style={{ minHeight: 260 }}>
          <TeamSeasonChart
            svgRef={svgRef}
            points={page.rounds.map((m) => ({
              label: roundShort(m.round),
              detail: `${m.round} ${m.home ? "v" : "at"} ${m.opponent.name}`,
              for: m.for,
              against: m.against,
              diff: m.for - m.against,
            }))}
          />
        </div>
      </figure>
      <Ratings page={page} />
      <Inside50Line page={page} i50={page.inside50} />
      <Quarters page={page} />
      <Sources page={page} sources={page.sources} />
      <RoundsTable page={page} i50={page.inside50.kind === "ready" ? page.inside50.byMatch : null} />
    </div>
  );
}
