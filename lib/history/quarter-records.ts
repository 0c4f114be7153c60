// "Most points in a quarter" over the all-time summary: each match's quarter scores, kept compactly
// (see lib/app-server/builds/history-quarters.ts for how they are fetched, paced and kept), ranked. Pure: tested on
// hand-made matches.
import type { HistMatch, HistSide } from "./all-time";

/**
 * One match's scores by period, as goals and behinds in turn ([g1, b1, g2, b2, ...]), home then away:
 * all the records need of an E11 answer (~40 bytes instead of ~2 KB).
 */
export interface MatchQuarters {
  home: number[];
  away: number[];
}

/** What an E11 answer (the service's "scores and results by match and period") gives the records. */
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
  a.match.start.localeCompare(b.match.start) ||
  a.match.id - b.match.id ||
  a.quarter - b.quarter ||
  homeFirst(a) - homeFirst(b);

/**
 * The highest scores by one side in one quarter among these matches (the matches without quarter
 * scores yet are left out), highest first; ties: the earlier match, then the earlier quarter, then home.
 * The history has ~135,000 quarters: the candidates are cut back to the best `n` whenever they pass
 * 4n, and a quarter below the n-th best so far is not kept at all (sorting them all held the event
 * loop ~100 ms a render of the records page). Ties with the n-th are kept, so the order is the same.
 */
export function highestQuarters(
  matches: readonly HistMatch[],
  quarters: ReadonlyMap<number, MatchQuarters>,
  n = 20,
): QuarterRecord[] {
  let out: QuarterRecord[] = [];
  let cutoff = -Infinity; // the n-th best points so far, once there are n
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
        if (points < cutoff) continue;
        out.push({ match, side, opponent, quarter: i + 1, goals, behinds, points });
        if (out.length > 4 * n) {
          out = out.sort(ranked).slice(0, n);
          cutoff = out[n - 1].points;
        }
      }
  }
  return out.sort(ranked).slice(0, n);
}

/** How many of these matches have their quarter scores (the list is computed from those). */
export const withQuarters = (matches: readonly HistMatch[], quarters: ReadonlyMap<number, MatchQuarters>) =>
  matches.reduce((n, m) => n + (quarters.has(m.id) ? 1 : 0), 0);
