import type { Fixture, FixtureMatch } from "@/lib/contract";
import type { CalendarEvent } from "@/lib/format/icalendar";
import { describeResult, formatScore } from "@/lib/format/score";
import { formatVenueTime } from "@/lib/format/match-time";
import { matchHref } from "@/lib/links";

// An AFL match with its breaks runs about two and a half hours; three hours in a calendar covers a
// close finish and leaves the viewer's evening honest.
export const MATCH_MINUTES = 180;

/** The same for every version of the file and every host: a calendar app matches events by it. */
export const matchUid = (matchId: number) => `match-${matchId}@footy-analytics`;

function resultLine(m: FixtureMatch): string | null {
  const { home, away } = m.squads;
  const result = describeResult(
    { name: home.name, points: home.score.points },
    { name: away.name, points: away.score.points },
    m.status.typeName === "Complete",
  );
  if (!result) return null;
  return `Result: ${home.name} ${formatScore(home.score)}, ${away.name} ${formatScore(away.score)}. ${result}.`;
}

function matchEvent(m: FixtureMatch, roundName: string, competition: string, origin: string): CalendarEvent {
  const url = `${origin}${matchHref(m.id)}`;
  const local = formatVenueTime(m.date.utcMatchStart, m.venue.timeZone, true);
  return {
    uid: matchUid(m.id),
    start: new Date(m.date.utcMatchStart),
    durationMinutes: MATCH_MINUTES,
    summary: `${m.squads.home.name} v ${m.squads.away.name}`,
    location: m.venue.name,
    description: [
      `${roundName}, ${competition}`,
      `Starts ${local} at the ground`,
      ...[resultLine(m)].filter((l): l is string => l !== null),
      `Match centre: ${url}`,
    ],
    url,
  };
}

/**
 * The competition and its year, as both the events and the name say it: "2024 Toyota AFL Premiership"
 * as the data names it, or "AFL Premiership 2024" for a name without its year.
 */
export const competitionOf = (f: Pick<Fixture, "competitionName" | "startYear">) =>
  new RegExp(`\\b${f.startYear}\\b`).test(f.competitionName)
    ? f.competitionName
    : `${f.competitionName} ${f.startYear}`;

/**
 * One event a match of the fixture (a club's, when the fixture was asked for one squad), in start
 * order; `origin` makes the match centre's address absolute.
 */
export function fixtureEvents(f: Fixture, origin: string): CalendarEvent[] {
  const competition = competitionOf(f);
  return f.phases
    .flatMap((p) => p.rounds.flatMap((r) => r.matches.map((m) => matchEvent(m, r.name, competition, origin))))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
}

/** The calendar's name: "2024 Toyota AFL Premiership fixture", or "Carlton, 2024 Toyota AFL Premiership". */
export function fixtureCalendarName(f: Fixture, squadName?: string): string {
  const competition = competitionOf(f);
  return squadName ? `${squadName}, ${competition}` : `${competition} fixture`;
}
