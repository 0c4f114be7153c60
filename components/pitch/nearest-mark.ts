// Which mark the pointer is on, for the canvas map's tooltip: the nearest mark by a Delaunay
// triangulation, if it is within a finger's width of the pointer.
import { Delaunay } from "d3-delaunay";
import type { Points } from "@/lib/charts/mark-in-direction";
import type { Box } from "./view-box";

// How near the pointer a mark must be for its tooltip (CSS px): a finger's width.
export const NEAR_PX = 24;

/** The index of the mark nearest a point in the map's units. */
export type MarkFinder = (x: number, y: number) => number;

/** The marks' Delaunay triangulation: the nearest to any point in about log n, for a few thousand. */
export function markFinder(marks: Points): MarkFinder {
  const xy = new Float64Array(marks.count * 2);
  for (let i = 0; i < marks.count; i++) {
    xy[2 * i] = marks.xs[i];
    xy[2 * i + 1] = marks.ys[i];
  }
  const delaunay = new Delaunay(xy);
  return (x, y) => delaunay.find(x, y);
}

/** The mark under the pointer, where it is drawn (CSS px in the canvas's box), and where the pointer is. */
export interface Hover {
  mark: number;
  px: number;
  py: number;
  right: boolean; // nearer the right edge: the tooltip goes to the left of the mark
  low: boolean; // nearer the bottom: it goes above
  at: string; // the pointer in the map's units, "x,y" to 2 decimals (for tests)
}

/**
 * The mark for a pointer at `pointer` (CSS px from the top left of the canvas's box, `box` big) showing
 * `view` of the map: none when the pointer is outside the box or the nearest mark is over NEAR_PX away.
 */
export function hoverAt(
  pointer: { x: number; y: number },
  box: { width: number; height: number },
  view: Box,
  marks: Points,
  find: MarkFinder,
): Hover | null {
  const fx = pointer.x / box.width;
  const fy = pointer.y / box.height;
  if (fx < 0 || fx > 1 || fy < 0 || fy > 1) return null;
  const mx = view.x + fx * view.width;
  const my = view.y + fy * view.height;
  const i = find(mx, my);
  const k = box.width / view.width; // px a metre
  const px = (marks.xs[i] - view.x) * k;
  const py = (marks.ys[i] - view.y) * k;
  if (Math.hypot(px - fx * box.width, py - fy * box.height) > NEAR_PX) return null;
  return {
    mark: i,
    px,
    py,
    right: px > box.width / 2,
    low: py > box.height / 2,
    at: `${mx.toFixed(2)},${my.toFixed(2)}`,
  };
}
