// Playing positions inferred from box-score averages. The source has NO positions, so every player
// gets one position from his per-game averages over ALL his 2023–2025 matches (not per season, so a
// player keeps one position across the three seasons) and his height. The rule is deliberately
// simple, deterministic and readable; it is a statistical profile, not the club's team sheet.
//
// Rules, first match wins (all figures per game; height in cm):
//  1. RUCK             hitouts >= 8.
//  2. KEY_FORWARD      scoring shots (goals + behinds) >= 1.4 and marks inside 50 >= 1.0 and height >= 192.
//  3. KEY_DEFENDER     height >= 192 and one-percenters >= 3.5 and scoring shots < 1.0
//                      (tall spoilers who rarely score).
//  4. MIDFIELDER       clearances >= 2.5 (stoppage ball winners).
//  5. GENERAL_DEFENDER rebound 50s >= 2.2, at least as many rebound 50s as inside 50s and scoring
//                      shots < 1.0 (KEY_DEFENDER instead when tall): rebounding half-backs, even
//                      high-possession ones, stay defenders.
//  5b. MIDFIELDER      disposals >= 22 (wingers and outside ball winners).
//  6. MIDFIELDER_FORWARD inside 50s >= 2.5 and scoring shots >= 0.6 (half-forward / wing types).
//  7. GENERAL_FORWARD  scoring shots >= 1.0 (small and medium forwards, and talls who rarely mark
//                      inside 50; tall marking targets were taken by rule 2).
//  8. Fall-backs for low-possession players: rebound 50s > inside 50s → KEY_DEFENDER if height >= 192
//     else GENERAL_DEFENDER; otherwise KEY_FORWARD if height >= 192 else GENERAL_FORWARD.
// A missing height counts as not tall. Thresholds were tuned on the 2023–2025 data so each squad's
// 2024 list has at least one ruck and several players in each line (see infer-positions.test.ts).

import { POSITION } from "../model/positions";

export interface PositionAverages {
  games: number;
  height: number | null;
  disposals: number;
  marks: number;
  goals: number;
  behinds: number;
  hitouts: number;
  tackles: number;
  rebound50s: number;
  inside50s: number;
  clearances: number;
  marksInside50: number;
  onePercenters: number;
}

export const TALL_CM = 192;

export function inferPosition(a: PositionAverages): number {
  const tall = a.height !== null && a.height >= TALL_CM;
  const shots = a.goals + a.behinds;
  if (a.hitouts >= 8) return POSITION.RUCK;
  if (tall && shots >= 1.4 && a.marksInside50 >= 1.0) return POSITION.KEY_FORWARD;
  if (tall && a.onePercenters >= 3.5 && shots < 1.0) return POSITION.KEY_DEFENDER;
  if (a.clearances >= 2.5) return POSITION.MIDFIELDER;
  if (a.rebound50s >= 2.2 && a.rebound50s >= a.inside50s && shots < 1.0) {
    return tall ? POSITION.KEY_DEFENDER : POSITION.GENERAL_DEFENDER;
  }
  if (a.disposals >= 22) return POSITION.MIDFIELDER;
  if (a.inside50s >= 2.5 && shots >= 0.6) return POSITION.MIDFIELDER_FORWARD;
  if (shots >= 1.0) return POSITION.GENERAL_FORWARD;
  if (a.rebound50s > a.inside50s) return tall ? POSITION.KEY_DEFENDER : POSITION.GENERAL_DEFENDER;
  return tall ? POSITION.KEY_FORWARD : POSITION.GENERAL_FORWARD;
}

/** The stat codes (see load-afl-dataset.ts) the averages are built from. */
const FIELDS: [Exclude<keyof PositionAverages, "games" | "height">, string][] = [
  ["disposals", "DISPOSAL"],
  ["marks", "MARK"],
  ["goals", "GOAL"],
  ["behinds", "BEHIND"],
  ["hitouts", "HITOUT"],
  ["tackles", "TACKLE"],
  ["rebound50s", "REBOUND_50"],
  ["inside50s", "INSIDE_50"],
  ["clearances", "CLEARANCE"],
  ["marksInside50", "MARK_INSIDE_50"],
  ["onePercenters", "ONE_PERCENTER"],
];

/** Per-game averages over a player's stat lines (keyed by metric code). */
export function averagesFromStats(
  lines: readonly Record<string, number>[],
  height: number | null,
): PositionAverages {
  const a: PositionAverages = {
    games: lines.length,
    height,
    disposals: 0,
    marks: 0,
    goals: 0,
    behinds: 0,
    hitouts: 0,
    tackles: 0,
    rebound50s: 0,
    inside50s: 0,
    clearances: 0,
    marksInside50: 0,
    onePercenters: 0,
  };
  if (lines.length === 0) return a;
  for (const [key, code] of FIELDS) {
    let sum = 0;
    for (const line of lines) sum += line[code] ?? 0;
    a[key] = sum / lines.length;
  }
  return a;
}
