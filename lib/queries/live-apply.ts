// A live match's stream messages (lib/app-server/live, docs/decisions/live-stream.md) applied to the
// answers the pages already hold in TanStack Query's cache: pure, so each rule is tested on its own.
// The browser never imports the server's types: these are the wire's shapes, as the stream sends them.
import type { Fixture, MatchDetails, MatchScores } from "@/lib/contract";
import type { WormPoint, WormTeams } from "@/lib/charts/score-worm";

export interface LiveClockMessage {
  status: string; // the status type: "Upcoming", "Live", "Complete"
  name?: string; // "Quarter Time", "In Progress" (older feeds left them out)
  code?: string;
  period: number;
  periodSecs: number;
  remainingSecs: number;
  display: string;
}
export interface LiveSideScore {
  goals: number;
  behinds: number;
  points: number;
}
/** A snapshot (every field) or a change (only what changed; the worm's new points only). */
export interface LiveMessage {
  matchId?: number;
  teams?: Record<"home" | "away", { id: number; name: string; code: string }>;
  clock?: LiveClockMessage;
  score?: Record<"home" | "away", LiveSideScore>;
  probability?: number | null;
  lengths?: number[];
  worm?: WormPoint[];
}
export type LiveKind = "snapshot" | "change" | "final";

/** The worm as the summary draws it: its scores, the quarters' lengths and the teams. */
export interface LiveWorm {
  points: WormPoint[];
  lengths: number[];
  teams: WormTeams;
}

type Status = MatchDetails["status"];

/** A status with the stream's clock in it (what the stream does not carry is left as it was). */
export function statusWithClock(s: Status, c: LiveClockMessage): Status {
  return {
    ...s,
    typeName: c.status,
    name: c.name ?? s.name,
    code: c.code ?? s.code,
    period: c.period,
    periodSecs: c.periodSecs,
    remainingSecs: c.remainingSecs,
    periodDisplay: c.display,
  };
}

const scoreOf = (s: LiveSideScore) => ({ goals: s.goals, behinds: s.behinds, points: s.points });

/** The match's details with the clock and the score of a message. */
export function applyToMatch(m: MatchDetails, msg: LiveMessage): MatchDetails {
  if (!msg.clock && !msg.score) return m;
  return {
    ...m,
    status: msg.clock ? statusWithClock(m.status, msg.clock) : m.status,
    home: msg.score ? { ...m.home, score: scoreOf(msg.score.home) } : m.home,
    away: msg.score ? { ...m.away, score: scoreOf(msg.score.away) } : m.away,
  };
}

/** A fixture with the match's clock and score; the same object when it does not hold the match. */
export function applyToFixture(f: Fixture, matchId: number, msg: LiveMessage): Fixture {
  if (!msg.clock && !msg.score) return f;
  let found = false;
  const phases = f.phases.map((p) => ({
    ...p,
    rounds: p.rounds.map((r) => ({
      ...r,
      matches: r.matches.map((m) => {
        if (m.id !== matchId) return m;
        found = true;
        return {
          ...m,
          status: msg.clock ? statusWithClock(m.status, msg.clock) : m.status,
          squads: msg.score
            ? {
                home: { ...m.squads.home, score: scoreOf(msg.score.home) },
                away: { ...m.squads.away, score: scoreOf(msg.score.away) },
              }
            : m.squads,
        };
      }),
    })),
  }));
  return found ? { ...f, phases } : f;
}

type Side = MatchScores["home"];

function sideWithTotal(side: Side, other: LiveSideScore, total: LiveSideScore, period: number): Side {
  const before = side.periods.find((p) => p.period === period - 1);
  const otherBefore = before ? before.pointsCumulative - before.marginCumulative : 0;
  const cum = { goals: before?.goalsCumulative ?? 0, behinds: before?.behindsCumulative ?? 0 };
  const quarter = {
    goals: total.goals - cum.goals,
    behinds: total.behinds - cum.behinds,
    points: total.points - (before?.pointsCumulative ?? 0),
  };
  const otherQuarter = other.points - otherBefore;
  const current = side.periods.find((p) => p.period === period);
  const row = {
    result: current?.result ?? "",
    resultCode: current?.resultCode ?? "",
    period,
    ...quarter,
    margin: quarter.points - otherQuarter,
    goalsCumulative: total.goals,
    behindsCumulative: total.behinds,
    pointsCumulative: total.points,
    marginCumulative: total.points - other.points,
  };
  return {
    ...side,
    goals: total.goals,
    behinds: total.behinds,
    points: total.points,
    margin: total.points - other.points,
    periods: [...side.periods.filter((p) => p.period < period), row],
  };
}

/**
 * The score by quarter with a message's score, counted in the quarter being played: the
 * quarters before it must be in the answer, and the quarter unchanged since `periodBefore` (a score
 * that arrives with a new quarter may belong to the last one). Null when it cannot be told so: the
 * caller asks for the answer again.
 */
export function applyToScores(
  s: MatchScores,
  msg: LiveMessage,
  periodBefore: number | undefined,
): MatchScores | null {
  if (!msg.score && !msg.clock) return s;
  const period = msg.clock?.period ?? periodBefore;
  if (period === undefined || period !== periodBefore || period < 1) return null;
  const complete = (side: Side) =>
    Array.from({ length: period - 1 }, (_, i) => i + 1).every((p) =>
      side.periods.some((x) => x.period === p),
    );
  if (!complete(s.home) || !complete(s.away)) return null;
  if (!msg.score) return s;
  return {
    ...s,
    home: sideWithTotal(s.home, msg.score.away, msg.score.home, period),
    away: sideWithTotal(s.away, msg.score.home, msg.score.away, period),
  };
}

/**
 * The worm with a message: a snapshot's (or the final one's) points replace it, a change's new points
 * are added after it (a point already there is not added twice). Null when there is no worm to
 * change: the viewer is not shown one (the public part carries none).
 */
export function applyToWorm(w: LiveWorm | undefined, msg: LiveMessage, kind: LiveKind): LiveWorm | null {
  if (!w || (!msg.worm && !msg.lengths)) return null;
  const lengths = msg.lengths ? padLengths(msg.lengths, w.lengths.length) : w.lengths;
  if (kind !== "change") return { ...w, points: msg.worm ?? w.points, lengths };
  const seen = new Set(w.points.map((p) => p.trxId));
  return { ...w, points: [...w.points, ...(msg.worm ?? []).filter((p) => !seen.has(p.trxId))], lengths };
}

/** The stream's lengths (ended quarters as recorded, the rest nominal), as many as were drawn. */
const padLengths = (l: number[], drawn: number) =>
  l.length >= drawn ? l : [...l, ...Array.from({ length: drawn - l.length }, () => 1800)];
