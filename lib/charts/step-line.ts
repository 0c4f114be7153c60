import { curveStepAfter, line } from "d3-shape";

// A chance through a match drawn as a step line (d3-shape): it holds until the next score moves it.

export interface ChancePoint {
  t: number; // share of the match, 0–1
  probability: number; // 0–1
}

const step = line<ChancePoint>()
  .x((p) => p.t * 100)
  .y((p) => 100 - p.probability * 100)
  .curve(curveStepAfter)
  .digits(2);

/** SVG path data in a 100 × 100 box: time to the right, a chance of 1 at the top. */
export function chanceStepPath(points: readonly ChancePoint[]): string {
  return step(points as ChancePoint[]) ?? "";
}
