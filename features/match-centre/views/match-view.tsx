"use client";

import { AppLink } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import type { MatchDetails } from "@/lib/sds";
import { describeResult } from "@/lib/format/score";
import { formatInteger } from "@/lib/format/numbers";
import { useMatch, useMatchScore, useMatchVenue } from "@/lib/queries/match";
import { loginHref, matchHref, seasonHref } from "@/lib/links";
import { QuarterScoresTable } from "@/features/match-centre/tables/quarter-scores-table";
import { StatusBadge } from "@/components/tables/match-card";
import { MatchTime } from "@/components/ui/match-time";
import { Loading, QueryError } from "@/components/ui/query-status";
import { ScoreText } from "@/components/ui/score-text";
import { MatchFacts } from "@/features/match-centre/summary/match-facts";
import { ScoreWormSection, type WormData } from "@/features/match-centre/summary/score-worm-section";
import { WinChance, WinProbabilityLine } from "@/features/match-centre/summary/win-probability";
import type { MatchOutlook } from "@/lib/predict/match-outlook";
import { ExportStampProvider } from "@/features/match-centre/frame/export-context";

function roundLabel(m: MatchDetails): string {
  if (m.type.code !== "HA") return m.type.name;
  return m.roundNumber === 0 ? "Opening Round" : `Round ${m.roundNumber}`;
}

/** Who is looking: the worm is drawn from licensed event data, shown to coaches and analysts only. */
export type WormAccess =
  | { kind: "analyst"; worm: WormData | null }
  | { kind: "unlicensed"; tier: string }
  | { kind: "fan" }
  | { kind: "anonymous" };

function WormNotice({ access, matchId }: { access: WormAccess; matchId: number }) {
  if (access.kind === "unlicensed")
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="worm-unlicensed">
        No score worm: it is drawn from event-level data of the data service&apos;s transactional tier, and
        this app is licensed for the {access.tier} tier.
      </p>
    );
  if (access.kind === "analyst")
    return access.worm ? null : (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No score worm: the match has no events yet.
      </p>
    );
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="worm-licensed">
      The score worm and the event-level views are drawn from licensed event data, for coaches and analysts
      {access.kind === "anonymous" ? (
        <>
          {" "}
          (
          <AppLink href={loginHref(matchHref(matchId))} className="underline underline-offset-2">
            sign in
          </AppLink>
          )
        </>
      ) : null}
      .
    </p>
  );
}

export function MatchView({
  matchId,
  access = { kind: "anonymous" },
  outlook = null,
  boxScore,
}: {
  matchId: number;
  access?: WormAccess;
  outlook?: MatchOutlook | null;
  boxScore?: ReactNode; // rendered by the server page (features/match-centre/summary/box-score-section.tsx)
}) {
  const match = useMatch(matchId);
  const live = match.data?.status.typeName === "Live";
  const score = useMatchScore(matchId, live);
  const venue = useMatchVenue(matchId);

  if (match.isPending) return <Loading what="the match" />;
  if (match.isError) return <QueryError error={match.error} what="the match" />;
  const m = match.data;
  const complete = m.status.typeName === "Complete";
  const result = describeResult(
    { name: m.home.name, points: m.home.score?.points ?? null },
    { name: m.away.name, points: m.away.score?.points ?? null },
    complete,
  );
  const side = (s: MatchDetails["home"]) => (
    <div className="flex items-baseline justify-between gap-4 text-xl">
      <span className={m.winningSquadId === s.id ? "font-bold" : undefined}>{s.name}</span>
      <ScoreText score={s.score} winner={m.winningSquadId === s.id} />
    </div>
  );

  return (
    <article className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <AppLink
            href={seasonHref(m.seasonId, "fixture", { round: m.roundNumber })}
            className="underline-offset-4 hover:underline"
          >
            {roundLabel(m)} · {m.competitionName}
          </AppLink>
        </p>
        <h1 className="text-2xl font-bold">
          {m.home.name} v {m.away.name}
        </h1>
        <p className="text-sm">
          <MatchTime utc={m.date.utcMatchStart} timeZone={m.venue.timeZone} withDate />
        </p>
      </header>
      <section
        aria-label="Result"
        className="max-w-md space-y-1 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      >
        <StatusBadge status={m.status} />
        {side(m.home)}
        {side(m.away)}
        <p className="pt-1 font-medium" data-testid="result">
          {result ?? m.status.name}
        </p>
        <WinChance match={m} outlook={outlook} />
      </section>
      <section aria-labelledby="quarters" className="space-y-2">
        <h2 id="quarters" className="text-lg font-semibold">
          Score by quarter
        </h2>
        {score.isPending && <Loading what="the quarter scores" />}
        {score.isError && <QueryError error={score.error} what="the quarter scores" />}
        {score.data && <QuarterScoresTable score={score.data} />}
      </section>
      {boxScore}
      <section aria-labelledby="worm" className="space-y-2">
        <h2 id="worm" className="text-lg font-semibold">
          Margin through the match
        </h2>
        <WormNotice access={access} matchId={matchId} />
        {access.kind === "analyst" && access.worm && (
          <ExportStampProvider
            value={{
              matchId,
              matchName: m.name,
              view: "Match summary",
              filters: [],
              dataTimestamp: m.lastModified.statisticUpdate,
            }}
          >
            <ScoreWormSection worm={access.worm} live={m.status.typeName === "Live"} />
          </ExportStampProvider>
        )}
        <WinProbabilityLine
          match={m}
          score={score.data}
          outlook={outlook}
          worm={access.kind === "analyst" ? access.worm : null}
        />
      </section>
      <MatchFacts
        match={m}
        venue={venue.data}
        venueError={venue.error}
        attendance={m.attendance === null ? null : formatInteger(m.attendance)}
      />
    </article>
  );
}
