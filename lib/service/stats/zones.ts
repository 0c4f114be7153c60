import type { MatchEvent } from "@/lib/service/engine/types";

// Zones of the ground (football-facts.md "The ground and coordinates"), defending to attacking.
//
// Field zone of a point for a squad, in coordinates rotated so that the squad attacks +x (its own goal
// line at x = -L/2, the one it attacks at x = +L/2, L = venue length):
//   F50  distance to (+L/2, 0) <= 50   (inside the attacking 50 m arc)
//   D50  distance to (-L/2, 0) <= 50   (inside the defensive arc)
//   otherwise the arcs' far points are at x = ±a with a = L/2 - 50, and [-a, a] is split into three
//   equal bands of width 2a/3: DM for x <= -a/3, MID for -a/3 < x < a/3, AM for x >= a/3 (closed outer
//   bands keep the rule symmetric, so the far end's zone is exactly the mirror of the near end's). A point
//   beyond ±a but outside the arc (a corner of the ground next to the arc) takes the nearer band.
// CB is not a place but a phase: see cb-phase.ts. It only ever appears as a logical zone.
export const ZONES = ["D50", "DM", "MID", "CB", "AM", "F50"] as const;
export type Zone = (typeof ZONES)[number];
export type FieldZone = Exclude<Zone, "CB">;

export const ZONE_INDEX: Readonly<Record<Zone, number>> = { D50: 0, DM: 1, MID: 2, CB: 3, AM: 4, F50: 5 };
export const CB_INDEX = ZONE_INDEX.CB;

export function isZone(value: string): value is Zone {
  return (ZONES as readonly string[]).includes(value);
}

/** +1 when `squadId` attacks +x in `period`: home in periods 1 and 3 (odd), away in 2 and 4. */
export function attackSign(period: number, squadId: number, homeSquadId: number): 1 | -1 {
  const homeAttacksPlusX = period % 2 === 1;
  return (squadId === homeSquadId) === homeAttacksPlusX ? 1 : -1;
}

/**
 * The event's coordinates with `squadId` attacking +x. Turning ends is a half-turn of the ground, so
 * both x and y change sign: the squad's left stays its left.
 */
export function rotate(
  event: Pick<MatchEvent, "x" | "y" | "period">,
  squadId: number,
  homeSquadId: number,
): { x: number; y: number } {
  const s = attackSign(event.period, squadId, homeSquadId);
  return { x: s * event.x + 0, y: s * event.y + 0 };
}

/** Field zone of a point given in rotated coordinates (the squad attacks +x). */
export function fieldZone(x: number, y: number, length: number): FieldZone {
  const half = length / 2;
  if (Math.hypot(x - half, y) <= 50) return "F50";
  if (Math.hypot(x + half, y) <= 50) return "D50";
  const third = Math.max(half - 50, 0) / 3;
  if (x <= -third) return "DM";
  if (x >= third) return "AM";
  return "MID";
}

/** The same ground seen from the other end: a half-turn swaps D50/F50 and DM/AM. */
export function mirrorZone<Z extends Zone>(zone: Z): Z {
  const m: Record<Zone, Zone> = { D50: "F50", DM: "AM", MID: "MID", CB: "CB", AM: "DM", F50: "D50" };
  return m[zone] as Z;
}

/** Index form of mirrorZone, for the hot path (ZONE_INDEX order is symmetric about MID/CB). */
export function mirrorIndex(index: number): number {
  return index === CB_INDEX || index === ZONE_INDEX.MID ? index : 5 - index;
}

/** Field zone of an event's location for `squadId`. */
export function zoneFor(
  event: Pick<MatchEvent, "x" | "y" | "period">,
  squadId: number,
  homeSquadId: number,
  length: number,
): FieldZone {
  const p = rotate(event, squadId, homeSquadId);
  return fieldZone(p.x, p.y, length);
}
