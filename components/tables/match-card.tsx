import { AppLink } from "@/components/ui/app-link";
import type { FixtureMatch } from "@/lib/contract";
import { describeResult, formatScore } from "@/lib/format/score";
import { formatVenueDay, formatVenueTime } from "@/lib/format/match-time";
import { ViewerTime } from "@/components/ui/match-time";
import { ScoreText } from "@/components/ui/score-text";
import { matchHref } from "@/lib/links";
import type { MatchTip } from "@/lib/predict/match-tip";
import { MatchTipLine } from "./match-tip-line";
import { LiveBadge } from "@/components/offline/live-badge";
import { MyClubBadge } from "@/components/ui/my-club-badge";

/**
 * "Live · Q2 07:58" for a match in play (reconnecting or offline: when its figures are from, its
 * stream's last message or `asOf`); nothing for the others (their score or time says it).
 */
export function StatusBadge({
  status,
  asOf,
  matchId,
}: {
  status: FixtureMatch["status"];
  asOf?: number;
  matchId: number;
}) {
  if (status.typeName !== "Live") return null;
  return <LiveBadge detail={status.periodDisplay || status.name} asOf={asOf} matchId={matchId} />;
}

/** One match of a fixture: teams and scores (the winner in bold), time at the venue and the viewer's. */
export function MatchCard({
  match,
  tip,
  markedSquadId,
}: {
  match: FixtureMatch;
  tip?: MatchTip;
  /** The club the visitor follows: its side is marked. */
  markedSquadId?: number | null;
}) {
  const { home, away } = match.squads;
  const complete = match.status.typeName === "Complete";
  const result = describeResult(
    { name: home.name, points: home.score.points },
    { name: away.name, points: away.score.points },
    complete,
  );
  const side = (s: typeof home) => {
    const won = match.winningSquadId === s.id;
    return (
      <div className="flex items-baseline justify-between gap-3">
        <span className={won ? "font-bold" : undefined}>
          {s.name}
          {won && <span className="sr-only"> (winner)</span>}
          {s.id === markedSquadId && <MyClubBadge />}
        </span>
        <ScoreText score={match.status.typeName === "Upcoming" ? null : s.score} winner={won} />
      </div>
    );
  };
  return (
    <li
      data-testid="match"
      data-status={match.status.typeName}
      data-my-club={home.id === markedSquadId || away.id === markedSquadId || undefined}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="mb-2 text-xs text-slate-600 dark:text-slate-400">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <StatusBadge status={match.status} matchId={match.id} />
          <span>{formatVenueDay(match.date.utcMatchStart, match.venue.timeZone)}</span>
          <time className="tabular" dateTime={match.date.utcMatchStart} suppressHydrationWarning>
            {formatVenueTime(match.date.utcMatchStart, match.venue.timeZone)}
          </time>
          <span>· {match.venue.name}</span>
        </div>
        {/* Its own full-width line: the viewer's time appears after hydration without re-wrapping the row above. */}
        <ViewerTime utc={match.date.utcMatchStart} timeZone={match.venue.timeZone} />
      </div>
      {side(home)}
      {side(away)}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-600 dark:text-slate-400">{result ?? match.status.name}</span>
        <AppLink
          href={matchHref(match.id)}
          aria-label={`Match summary: ${home.name} v ${away.name}`}
          className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
        >
          Match summary
        </AppLink>
      </div>
      {tip && <MatchTipLine tip={tip} />}
    </li>
  );
}

/** Matches grouped under their round's heading; rounds without matches (byes, unplayed finals) are left out. */
/** The fixture as CSV: a row a match as the cards show it (venue's day and time, teams, scores, result). */
export function fixtureCsv(rounds: readonly { name: string; matches: readonly FixtureMatch[] }[]) {
  return {
    header: ["Round", "Day", "Time (venue)", "Venue", "Home", "Home score", "Away", "Away score", "Result"],
    rows: rounds.flatMap((r) =>
      r.matches.map((m) => {
        const { home, away } = m.squads;
        const upcoming = m.status.typeName === "Upcoming";
        return [
          r.name,
          formatVenueDay(m.date.utcMatchStart, m.venue.timeZone),
          formatVenueTime(m.date.utcMatchStart, m.venue.timeZone),
          m.venue.name,
          home.name,
          upcoming ? "" : (formatScore(home.score) ?? ""),
          away.name,
          upcoming ? "" : (formatScore(away.score) ?? ""),
          describeResult(
            { name: home.name, points: home.score.points },
            { name: away.name, points: away.score.points },
            m.status.typeName === "Complete",
          ) ?? m.status.name,
        ];
      }),
    ),
  };
}

export function FixtureRounds({
  rounds,
  tips,
  markedSquadId,
}: {
  rounds: readonly { number: number; name: string; matches: readonly FixtureMatch[] }[];
  /** The model's tip of each match, by id (the fixture page's). */
  tips?: Readonly<Record<number, MatchTip>>;
  markedSquadId?: number | null;
}) {
  const shown = rounds.filter((r) => r.matches.length > 0);
  if (shown.length === 0) return <p className="text-slate-600 dark:text-slate-400">No matches.</p>;
  return (
    // Columns follow the space the list is given (a container query), not the window.
    <div className="@container space-y-6">
      {shown.map((r, i) => (
        // Rounds below the first two start off screen: they skip style and layout until scrolled near
        // (a whole season is ~3,800 elements), the intrinsic size keeping the scrollbar close meanwhile.
        // Not the first two: a section on screen would be laid out at the estimate first, then at its
        // own size, moving what follows (layout shift).
        <section
          key={r.number}
          aria-labelledby={`round-${r.number}`}
          className={`space-y-2 ${i < 2 ? "" : "[contain-intrinsic-size:auto_40rem] [content-visibility:auto]"}`}
        >
          <h2 id={`round-${r.number}`} className="text-lg font-semibold">
            {r.name}
          </h2>
          <ul className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3">
            {r.matches.map((m) => (
              <MatchCard key={m.id} match={m} tip={tips?.[m.id]} markedSquadId={markedSquadId} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
