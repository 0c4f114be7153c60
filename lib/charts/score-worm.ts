import { formatPeriodClock, matchSeconds } from "./match-clock";

// The score worm: the home side's margin after every score. Built from the scoring transactions,
// which carry the score after the event, so a missing or reordered event cannot shift the whole line.

export const SCORE_CODES = ["GOAL", "BEHIND", "RUSHED_BEHIND"] as const;
export type ScoreCode = (typeof SCORE_CODES)[number];

export interface ScoringTransaction {
  id: number;
  code: string;
  period: number;
  periodSecs: number;
  homeScore: number;
  awayScore: number;
  squad: { id: number } | null;
  person: { displayName: string } | null;
}

export interface WormPoint {
  trxId: number;
  code: ScoreCode;
  side: "home" | "away";
  period: number;
  periodSecs: number;
  t: number; // match seconds
  player: string | null; // null: a rushed behind, credited to no player
  homeScore: number;
  awayScore: number;
  margin: number; // home minus away, after this score
}

const isScore = (code: string): code is ScoreCode => (SCORE_CODES as readonly string[]).includes(code);

/** The scores in order, each with the margin after it; the side is the one whose score went up. */
export function scoreWorm(
  transactions: readonly ScoringTransaction[],
  homeSquadId: number,
  lengths: readonly number[],
): WormPoint[] {
  const out: WormPoint[] = [];
  let home = 0;
  let away = 0;
  for (const t of transactions) {
    if (!isScore(t.code)) continue;
    const side =
      t.homeScore > home
        ? "home"
        : t.awayScore > away
          ? "away"
          : t.squad?.id === homeSquadId
            ? "home"
            : "away";
    home = t.homeScore;
    away = t.awayScore;
    out.push({
      trxId: t.id,
      code: t.code,
      side,
      period: t.period,
      periodSecs: t.periodSecs,
      t: matchSeconds(t.period, t.periodSecs, lengths),
      player: t.person?.displayName ?? null,
      homeScore: home,
      awayScore: away,
      margin: home - away,
    });
  }
  return out;
}

export interface WormTeams {
  home: { name: string; code: string };
  away: { name: string; code: string };
}

const WORD: Record<ScoreCode, string> = {
  GOAL: "Goal",
  BEHIND: "Behind",
  RUSHED_BEHIND: "Rushed behind",
};

/** One score in words: when, what, by whom, the score after it and who leads. */
export function describeScore(p: WormPoint, t: WormTeams): string {
  const team = p.side === "home" ? t.home.name : t.away.name;
  const lead =
    p.margin === 0 ? "scores level" : `${p.margin > 0 ? t.home.name : t.away.name} by ${Math.abs(p.margin)}`;
  return `${formatPeriodClock(p.period, p.periodSecs)}: ${WORD[p.code].toLowerCase()}${p.player ? ` by ${p.player}` : ""} (${team}); ${t.home.code} ${p.homeScore}, ${t.away.code} ${p.awayScore}, ${lead}`;
}

/** A point of the drawn line: a score, or the line's start (first bounce) and end (final siren). */
export type WormStep = { t: number; margin: number; score?: WormPoint };

/**
 * The worm as a step line's points (drawn "step after": each margin holds until the next score):
 * level at the first bounce, every score, and the last margin carried to the end of the match.
 */
export function wormSteps(points: readonly WormPoint[], endT: number): WormStep[] {
  const last = points[points.length - 1];
  return [
    { t: 0, margin: 0 },
    ...points.map((p) => ({ t: p.t, margin: p.margin, score: p })),
    { t: Math.max(endT, last?.t ?? 0), margin: last?.margin ?? 0 },
  ];
}
