import { toHalfView } from "@/lib/charts/half-pitch-geometry";
import type { Point } from "@/lib/charts/pitch-geometry";
import type { Shot } from "@/lib/contract";

// Where the shot map draws a shot, in its SVG's coordinates (y runs down the screen, so the data's y
// is negated on the whole oval; the half oval's view does its own turning).

/** On the whole oval: at the end it was really taken toward, or as if every side attacked right. */
export const fullOvalPlace =
  (trueEnds: boolean) =>
  (s: Shot): Point => {
    const p = trueEnds ? s.details.location : s.details.locationRotated;
    return { x: p.x, y: -p.y };
  };

/** On the half oval: every shot toward the goal at the top. */
export const halfOvalPlace =
  (length: number) =>
  (s: Shot): Point =>
    toHalfView(s.details.locationRotated, length);
