// "Most points in a quarter" over the all-time summary: each match's quarter scores, kept compactly
// (see lib/app-server/builds/history-quarters.ts for how they are fetched, paced and kept), ranked. Pure: tested on
// hand-made matches.
import type { HistMatch, HistSide } from "./all-time";
import { createTopN } from "./top-n";

/**
 * One match's scores by period, as goals and behinds in turn ([g1, b1, g2, b2, ...]), home then away:
 * all the records need of a score by period answer (~40 bytes instead of ~2 KB).
 */
export interface MatchQuarters {
  home: number[];
  away: number[];
}

/** What a score by period answer (the service's "scores and results by match and period") gives the records. */
export interface ScoreByPeriod {
  home: { periods: { goals: number; behinds: number }[] };
  away: { periods: { goals: number; behinds: number }[] };
}

export const compactQuarters = (s: ScoreByPeriod): MatchQuarters => ({
  home: s.home.periods.flatMap((p) => [p.goals, p.behinds]),
  away: s.away.periods.flatMap((p) => [p.goals, p.behinds]),
});

export interface QuarterRecord {
  match: HistMatch;
  side: HistSide;
  opponent: HistSide;
  quarter: number; // 1–4
  goals: number;
  behinds: number;
  points: number;
}

// Extra time (a period 5 and on, in some finals) is not a quarter: only the first four count.
const QUARTERS = 4;

const homeFirst = (r: QuarterRecord) => (r.side === r.match.home ? 0 : 1);
const ranked = (a: QuarterRecord, b: QuarterRecord) =>
  b.points - a.points ||
  (a.match.start < b.match.start ? -1 : a.match.start > b.match.start ? 1 : 0) ||
  a.match.id - b.match.id ||
  a.quarter - b.quarter ||
  homeFirst(a) - homeFirst(b);

/**
 * The highest scores by one side in one quarter among these matches (the matches without quarter
 * scores yet are left out), highest first; ties: the earlier match, then the earlier quarter, then home.
 * The history has ~135,000 quarters: the best are kept without sorting them all (top-n.ts).
 */
export function highestQuarters(
  matches: readonly HistMatch[],
  quarters: ReadonlyMap<number, MatchQuarters>,
  n = 20,
): QuarterRecord[] {
  const top = createTopN(n, (r: QuarterRecord) => r.points, ranked);
  for (const match of matches) {
    const q = quarters.get(match.id);
    if (!q) continue;
    for (const [side, opponent, own] of [
      [match.home, match.away, q.home],
      [match.away, match.home, q.away],
    ] as const)
      for (let i = 0; i < QUARTERS && 2 * i + 1 < own.length; i++) {
        const goals = own[2 * i];
        const behinds = own[2 * i + 1];
        const points = goals * 6 + behinds;
        if (top.admits(points)) top.offer({ match, side, opponent, quarter: i + 1, goals, behinds, points });
      }
  }
  return top.best();
}

/** How many of these matches have their quarter scores (the list is computed from those). */
export const withQuarters = (matches: readonly HistMatch[], quarters: ReadonlyMap<number, MatchQuarters>) =>
  matches.reduce((n, m) => n + (quarters.has(m.id) ? 1 : 0), 0);
