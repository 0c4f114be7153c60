import type { Score } from "@/lib/sds";
import type { DatasetMatch } from "@/lib/data/model/dataset";
import { clockAt, points, revealedQuarters, statusOf, type ClockState } from "./match-clock";

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

/** A match as it stands at `nowMs`: the one place that decides what is revealed of a live match. */
export function matchState(m: DatasetMatch, nowMs: number): MatchState {
  const clock = clockAt(m, nowMs);
  const status = statusOf(m, clock);
  const hq = revealedQuarters(m.homeQuarters, m, clock);
  const aq = revealedQuarters(m.awayQuarters, m, clock);
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
