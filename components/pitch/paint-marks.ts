// Painting the canvas map's marks: pure over a 2D context (a recording fake in the tests), so the hook
// that calls it only sizes the canvas and times the paint.
import type { Box } from "./view-box";

/** What `paintMarks` uses of a canvas's 2D context. */
export type MarkPen = Pick<
  CanvasRenderingContext2D,
  | "setTransform"
  | "clearRect"
  | "beginPath"
  | "moveTo"
  | "arc"
  | "stroke"
  | "fill"
  | "lineWidth"
  | "strokeStyle"
  | "fillStyle"
>;

/** Marks in the map's units, each in a group (its colour). */
export interface GroupedMarks {
  count: number;
  xs: ArrayLike<number>;
  ys: ArrayLike<number>;
  group: ArrayLike<number>;
}

export interface MarkStyle {
  radius: number; // of a mark, in the map's units
  colours: readonly string[]; // by mark group
  halo: string;
}

/** The canvas's size in device pixels for its box in CSS px: at least 1 × 1 (a 0 × 0 canvas cannot paint). */
export function devicePixels(cssWidth: number, cssHeight: number, dpr: number): { w: number; h: number } {
  return { w: Math.max(1, Math.round(cssWidth * dpr)), h: Math.max(1, Math.round(cssHeight * dpr)) };
}

/**
 * Clears a `w` × `h` canvas and paints the marks of `view` (the part of the map in view) on it: one path
 * a group, so a few thousand marks are a few calls to stroke and fill, not one a mark.
 */
export function paintMarks(
  ctx: MarkPen,
  size: { w: number; h: number },
  marks: GroupedMarks,
  view: Pick<Box, "x" | "y" | "width">,
  style: MarkStyle,
) {
  const { w, h } = size;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, w, h);
  // The SVG keeps its aspect ratio (w-full h-auto), so one factor maps metres to pixels both ways.
  const k = w / view.width;
  const r = style.radius * k;
  ctx.lineWidth = Math.max(1, r * 0.4);
  ctx.strokeStyle = style.halo;
  const { xs, ys, group, count } = marks;
  for (let g = 0; g < style.colours.length; g++) {
    ctx.beginPath();
    for (let i = 0; i < count; i++) {
      if (group[i] !== g) continue;
      const px = (xs[i] - view.x) * k;
      const py = (ys[i] - view.y) * k;
      ctx.moveTo(px + r, py);
      ctx.arc(px, py, r, 0, 2 * Math.PI);
    }
    ctx.stroke();
    ctx.fillStyle = style.colours[g];
    ctx.fill();
  }
}
