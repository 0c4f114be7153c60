import type { Score } from "@/lib/contract";
import type { DatasetMatch, QuarterScore } from "@/lib/service/model/dataset";
import { clockAt, points, revealedQuarters, statusOf, type ClockState } from "./match-clock";

/** Cumulative quarter scores of a live match from its replayed events, or null when it has none. */
export type LiveScores = (
  m: DatasetMatch,
  nowMs: number,
) => { home: QuarterScore[]; away: QuarterScore[] } | null;

export interface MatchState {
  clock: ClockState;
  status: ReturnType<typeof statusOf>;
  homeQuarters: { goals: number; behinds: number }[];
  awayQuarters: { goals: number; behinds: number }[];
  home: Score | null;
  away: Score | null;
  winningSquadId: number | null; // null until complete, and for a draw
  result: { code: string; name: string };
}

/**
 * A match as it stands at `nowMs`: the one place that decides what is revealed of a live match. With
 * `live` (the replayed events' scores so far), a live match's score is exactly what its events show;
 * without, it is estimated from the time played.
 */
export function matchState(m: DatasetMatch, nowMs: number, live?: LiveScores): MatchState {
  const clock = clockAt(m, nowMs);
  const status = statusOf(m, clock);
  const replay = clock.phase === "live" ? live?.(m, nowMs) : null;
  const hq = replay ? replay.home : revealedQuarters(m.homeQuarters, m, clock);
  const aq = replay ? replay.away : revealedQuarters(m.awayQuarters, m, clock);
  const score = (q: typeof hq): Score | null => {
    if (clock.phase === "scheduled") return null;
    const last = q[q.length - 1] ?? { goals: 0, behinds: 0 };
    return { goals: last.goals, behinds: last.behinds, points: points(last) };
  };
  const home = score(hq);
  const away = score(aq);
  let winningSquadId: number | null = null;
  let result = { code: "NOT_PLAYED", name: "Not yet played" };
  if (clock.phase === "live") result = { code: "IN_PROGRESS", name: "In progress" };
  if (clock.phase === "complete" && home && away) {
    if (home.points > away.points) winningSquadId = m.homeSquadId;
    if (away.points > home.points) winningSquadId = m.awaySquadId;
    result = winningSquadId === null ? { code: "DRAW", name: "Draw" } : { code: "RESULT", name: "Result" };
  }
  return { clock, status, homeQuarters: hq, awayQuarters: aq, home, away, winningSquadId, result };
}
