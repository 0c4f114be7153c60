// Match scores for the synthetic league: cumulative quarter-by-quarter goals and behinds drawn around
// real magnitudes (about 12 goals and 10 behinds a side), plus the ladder that seeds the finals.
import { points, type QuarterScore } from "@/lib/service/model/dataset";
import type { Rng } from "./prng";

export interface TeamScore {
  quarters: QuarterScore[]; // cumulative, index 0..3
  goals: number;
  behinds: number;
}

const HOME_ADVANTAGE_GOALS = 0.8;

function splitIntoQuarters(rng: Rng, total: number): number[] {
  const perQuarter = [0, 0, 0, 0];
  for (let i = 0; i < total; i++) perQuarter[rng.int(0, 3)]++;
  return perQuarter;
}

function cumulative(goals: number[], behinds: number[]): QuarterScore[] {
  let g = 0;
  let b = 0;
  return goals.map((goalsInQuarter, q) => {
    g += goalsInQuarter;
    b += behinds[q];
    return { goals: g, behinds: b };
  });
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/**
 * One side's score. `edge` is the strength gap in goals (positive favours this side), so better teams
 * win more often but upsets still happen.
 */
function sideScore(rng: Rng, edge: number): { goals: number; behinds: number } {
  const noise = (rng.float() + rng.float() + rng.float() - 1.5) * 5;
  const goals = clamp(Math.round(12.5 + edge + noise), 6, 20);
  const behinds = clamp(Math.round(10 + edge / 3 + (rng.float() + rng.float() - 1) * 5), 4, 18);
  return { goals, behinds };
}

function toTeamScore(rng: Rng, goals: number, behinds: number): TeamScore {
  return {
    quarters: cumulative(splitIntoQuarters(rng, goals), splitIntoQuarters(rng, behinds)),
    goals,
    behinds,
  };
}

export { points };

/** Home and away scores; `strengths` are in goals. Finals cannot be drawn, so a tie gets a late behind. */
export function playMatch(
  rng: Rng,
  homeStrength: number,
  awayStrength: number,
  isFinal: boolean,
): { home: TeamScore; away: TeamScore } {
  const edge = (homeStrength - awayStrength) / 2 + HOME_ADVANTAGE_GOALS / 2;
  const home = sideScore(rng, edge);
  const away = sideScore(rng, -edge);
  // Extra time in a drawn final is not modelled; the side that "won" it gets one more behind.
  if (isFinal && points(home) === points(away)) (rng.chance(0.5) ? home : away).behinds++;
  return {
    home: toTeamScore(rng, home.goals, home.behinds),
    away: toTeamScore(rng, away.goals, away.behinds),
  };
}

export interface Result {
  homeSquadId: number;
  awaySquadId: number;
  homePoints: number;
  awayPoints: number;
}

/** Squad ids in ladder order: premiership points (4 a win, 2 a draw), then percentage. */
export function ladderOrder(squadIds: readonly number[], results: readonly Result[]): number[] {
  const rows = new Map(squadIds.map((id) => [id, { premPts: 0, pf: 0, pa: 0 }]));
  for (const r of results) {
    const home = rows.get(r.homeSquadId);
    const away = rows.get(r.awaySquadId);
    if (!home || !away) continue;
    home.pf += r.homePoints;
    home.pa += r.awayPoints;
    away.pf += r.awayPoints;
    away.pa += r.homePoints;
    if (r.homePoints > r.awayPoints) home.premPts += 4;
    else if (r.homePoints < r.awayPoints) away.premPts += 4;
    else {
      home.premPts += 2;
      away.premPts += 2;
    }
  }
  const pct = (id: number): number => {
    const row = rows.get(id);
    return row && row.pa > 0 ? row.pf / row.pa : 0;
  };
  const prem = (id: number): number => rows.get(id)?.premPts ?? 0;
  return [...squadIds].sort((a, b) => prem(b) - prem(a) || pct(b) - pct(a) || a - b);
}
