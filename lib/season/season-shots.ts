import type { Shot } from "@/lib/contract";
import type { Point } from "@/lib/charts/pitch-geometry";
import { distanceToGoal } from "@/lib/charts/shot-marks";
import type { GameLogRow } from "./game-log";

// A player's shots over a season on one map. Grounds differ in length (the MCG 160 m, Kardinia Park
// 170 m), so each shot is placed by where it was from the goal it attacked, which every ground shares:
// it keeps its distance and angle, and the map draws one standard ground around them.

export const STANDARD_GROUND = { length: 160, width: 141 } as const;

export interface SeasonShot {
  /** Unique across the season: the match and the shot's transaction. */
  key: string;
  matchId: number;
  round: string;
  opponent: string;
  period: number;
  periodSecs: number;
  result: { code: string; name: string; points: number; pointsExpected: number };
  /** Attacking-right coordinates on STANDARD_GROUND (the goal at x = length / 2). */
  at: Point;
  /** Metres from the centre of the goal line, on the ground it was kicked at. */
  distance: number;
  /** Who kicked it (maps of a team's shots name him; a player's own map does not need to). */
  player: { id: number; name: string };
}

/** A point of a `length` ground's attacking-right frame moved onto the standard ground, goal to goal. */
export const onStandardGround = (p: Point, length: number): Point => ({
  x: p.x + (STANDARD_GROUND.length - length) / 2,
  y: p.y,
});

/** One shot of a match (`row`: its round and the opponent of whoever's map it is) on the standard ground. */
export function placeShot(
  s: Shot,
  row: { matchId: number; round: string; opponent: { name: string } },
  length: number,
): SeasonShot {
  return {
    key: `${row.matchId}-${s.matchTrxId}`,
    matchId: row.matchId,
    round: row.round,
    opponent: row.opponent.name,
    period: s.period,
    periodSecs: s.periodSecs,
    result: {
      code: s.result.code,
      name: s.result.name,
      points: s.result.points,
      pointsExpected: s.result.pointsExpected,
    },
    at: onStandardGround(s.details.locationRotated, length),
    distance: distanceToGoal(s.details.locationRotated, length),
    player: { id: s.player.id, name: s.player.displayName },
  };
}

/**
 * His shots in the log's matches, in the log's order then by time: `shots` and `lengths` by match id
 * (a match missing from either is left out, not drawn at a wrong distance).
 */
export function seasonShots(
  personId: number,
  log: readonly GameLogRow[],
  shots: ReadonlyMap<number, readonly Shot[]>,
  lengths: ReadonlyMap<number, number>,
): SeasonShot[] {
  const out: SeasonShot[] = [];
  for (const row of log) {
    const length = lengths.get(row.matchId);
    const all = shots.get(row.matchId);
    if (length === undefined || !all) continue;
    const his = all
      .filter((s) => s.player.id === personId)
      .sort((a, b) => a.period - b.period || a.periodSecs - b.periodSecs);
    for (const s of his) out.push(placeShot(s, row, length));
  }
  return out;
}
