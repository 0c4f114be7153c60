import type { Fixture, MatchScores, PossessionChains } from "@/lib/contract";
import { completedMatchIds, matchPlaces } from "./game-log";
import type { MetricSlice } from "./leaders";

// A team's season from its completed matches: scores for and against by round and by quarter,
// inside-50s and points per inside-50, and where its scores came from (the chain each score ended).
// Pure: the page fetches the answers and hands them here.

export interface TeamRound {
  matchId: number;
  round: string;
  finals: boolean;
  date: string;
  home: boolean;
  opponent: { id: number; name: string; code: string };
  for: number;
  against: number;
  result: "W" | "L" | "D";
}

/** The squad's completed matches in date order, from its side. */
export function teamRounds(squadId: number, fixture: Fixture): TeamRound[] {
  const done = completedMatchIds(fixture);
  const out: TeamRound[] = [];
  for (const [matchId, p] of matchPlaces(fixture)) {
    if (!done.has(matchId) || (p.home.id !== squadId && p.away.id !== squadId)) continue;
    const home = p.home.id === squadId;
    const [own, opp] = home ? [p.home, p.away] : [p.away, p.home];
    if (own.points === null || opp.points === null) continue;
    out.push({
      matchId,
      round: p.round,
      finals: p.finals,
      date: p.date,
      home,
      opponent: { id: opp.id, name: opp.name, code: opp.code },
      for: own.points,
      against: opp.points,
      result: own.points > opp.points ? "W" : own.points < opp.points ? "L" : "D",
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

export interface ForAgainst {
  for: number;
  against: number;
}

/** Points for and against in each quarter (and extra time, if any), summed over the matches given. */
export function byQuarter(squadId: number, scores: readonly MatchScores[]): ForAgainst[] {
  const out: ForAgainst[] = [];
  for (const s of scores) {
    const [own, opp] = s.home.id === squadId ? [s.home, s.away] : [s.away, s.home];
    for (const side of [own, opp])
      for (const q of side.periods) {
        const cell = (out[q.period - 1] ??= { for: 0, against: 0 });
        if (side === own) cell.for += q.points;
        else cell.against += q.points;
      }
  }
  return Array.from(out, (c) => c ?? { for: 0, against: 0 });
}

/**
 * Inside-50s for and against in each match, the sum of its players' (the stored box scores); null for a
 * match whose box score did not give the metric.
 */
export function inside50s(squadId: number, slices: readonly MetricSlice[]): Map<number, ForAgainst | null> {
  const out = new Map<number, ForAgainst | null>();
  for (const m of slices) {
    if (!m.players.some((p) => p.squadId === squadId)) continue;
    if (!m.total) {
      out.set(m.matchId, null);
      continue;
    }
    const fa = { for: 0, against: 0 };
    m.players.forEach((p, i) => {
      const v = m.total![i] ?? 0;
      if (p.squadId === squadId) fa.for += v;
      else fa.against += v;
    });
    out.set(m.matchId, fa);
  }
  return out;
}

export const SOURCES = ["CENTRE_BOUNCE", "STOPPAGE", "TURNOVER", "KICK_IN"] as const;
export type Source = (typeof SOURCES)[number];
export const SOURCE_NAMES: Record<Source, string> = {
  CENTRE_BOUNCE: "Centre bounce",
  STOPPAGE: "Other stoppages",
  TURNOVER: "Turnover",
  KICK_IN: "Kick-in",
};

/** Where a chain started, as a scoring source (a centre bounce is a stoppage of its own here). */
export function chainSource(start: { stateCode: string; stateTypeCode: string }): Source | null {
  if (start.stateCode === "CENTRE_BOUNCE") return "CENTRE_BOUNCE";
  if (start.stateTypeCode === "STOPPAGE") return "STOPPAGE";
  if (start.stateTypeCode === "TURNOVER") return "TURNOVER";
  if (start.stateTypeCode === "KICK_IN") return "KICK_IN";
  return null;
}

export interface ScoringSources {
  /** Points from chains of each start, for the squad and for its opponents. */
  for: Record<Source, number>;
  against: Record<Source, number>;
  /** Points of chains whose start is none of the four (none are expected: shown if any). */
  otherFor: number;
  otherAgainst: number;
}

/** Points by the start of the chain that scored them, over the matches given. */
export function scoringSources(squadId: number, matches: readonly PossessionChains[]): ScoringSources {
  const zero = () => Object.fromEntries(SOURCES.map((s) => [s, 0])) as Record<Source, number>;
  const out: ScoringSources = { for: zero(), against: zero(), otherFor: 0, otherAgainst: 0 };
  for (const m of matches)
    for (const c of m.chains) {
      const points = c.end.score?.result.points ?? 0;
      if (points === 0) continue;
      const ours = c.squad.id === squadId;
      const source = chainSource(c.start);
      if (source) out[ours ? "for" : "against"][source] += points;
      else if (ours) out.otherFor += points;
      else out.otherAgainst += points;
    }
  return out;
}
