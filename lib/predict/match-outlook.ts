import type { MatchDetails, MatchScores } from "@/lib/contract";
import type { WormPoint } from "@/lib/charts/score-worm";
import {
  liveWinProbability,
  shareOfMatch,
  winProbabilityLine,
  type WinProbabilityPoint,
} from "@/lib/predict/win-probability";

// The live win probability of a match, from what the summary already holds: the match, its
// quarter scores and, for coaches and analysts, the worm's scores (the transactions reduced on the server).

export interface MatchOutlook {
  /** Pre-match expected home margin (points) from the teams' ratings, and the live model's σ. */
  expected: number;
  sigma: number;
}

const NOMINAL_QUARTER = 1800;

/** The home side's chance now: before the bounce, during play, or the result. */
export function currentChance(o: MatchOutlook, m: MatchDetails): number {
  const margin = (m.home.score?.points ?? 0) - (m.away.score?.points ?? 0);
  if (m.status.typeName === "Complete") return liveWinProbability(o, o.expected, margin, 1);
  if (m.status.typeName !== "Live") return liveWinProbability(o, o.expected, 0, 0);
  const length = m.status.periodSecs + m.status.remainingSecs || NOMINAL_QUARTER;
  return liveWinProbability(
    o,
    o.expected,
    margin,
    shareOfMatch(m.status.period, m.status.periodSecs, length),
  );
}

/**
 * The chance through the match: after every score when the worm is at hand, else at each quarter's
 * end. A live match's current quarter is as long as the clock says it will be.
 */
export function chanceLine(
  o: MatchOutlook,
  m: MatchDetails,
  score: MatchScores | undefined,
  worm: { points: readonly WormPoint[]; lengths: readonly number[] } | null,
): WinProbabilityPoint[] {
  const live = m.status.typeName === "Live";
  const complete = m.status.typeName === "Complete";
  const liveLength = m.status.periodSecs + m.status.remainingSecs || NOMINAL_QUARTER;
  const length = (period: number) =>
    live && period === m.status.period ? liveLength : (worm?.lengths[period - 1] ?? NOMINAL_QUARTER);
  const margin = (m.home.score?.points ?? 0) - (m.away.score?.points ?? 0);
  const now = complete
    ? { t: 1, margin }
    : live
      ? { t: shareOfMatch(m.status.period, m.status.periodSecs, liveLength), margin }
      : undefined;
  const steps = worm
    ? worm.points.map((p) => ({
        t: shareOfMatch(p.period, p.periodSecs, length(p.period)),
        margin: p.margin,
      }))
    : (score?.home.periods ?? [])
        .filter((p) => p.period <= 3 && (complete || (live && p.period < m.status.period)))
        .map((p) => ({ t: p.period / 4, margin: p.marginCumulative }));
  return winProbabilityLine(
    o,
    o.expected,
    steps.filter((s) => s.t <= (now?.t ?? 1)),
    now,
  );
}
