import { matchSeconds } from "./match-clock";

// The score worm: the home side's margin after every score. Built from the scoring transactions (E8),
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

/** A step line in chart coordinates: flat between scores, a vertical jump at each one. */
export function wormPath(
  points: readonly WormPoint[],
  x: (t: number) => number,
  y: (margin: number) => number,
  endT: number,
): string {
  const r = (n: number) => Math.round(n * 10) / 10;
  let d = `M${r(x(0))} ${r(y(0))}`;
  let margin = 0;
  for (const p of points) {
    d += `H${r(x(p.t))}`;
    if (p.margin !== margin) d += `V${r(y(p.margin))}`;
    margin = p.margin;
  }
  return `${d}H${r(x(endT))}`;
}
