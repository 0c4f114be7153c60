import type { Shot } from "@/lib/contract";

/**
 * Where a shot sits on the report's one ground. Each shot's rotated coordinates attack right; the away
 * side attacks left, so its shots turn half a circle (both axes flipped); y is then negated for the
 * SVG, whose y grows downward.
 */
export function reportShotPlace(s: Shot, homeId: number): { home: boolean; x: number; y: number } {
  const home = s.squad.id === homeId;
  const p = s.details.locationRotated;
  const sign = home ? 1 : -1;
  return { home, x: sign * p.x, y: -sign * p.y };
}
