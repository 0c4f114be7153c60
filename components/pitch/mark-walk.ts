// The keyboard's walk over the canvas map's marks: which key goes which way, which mark an arrow key
// goes to (only marks in view), and where the keyboard's mark is drawn.
import { markInDirection, type Heading, type Points } from "@/lib/charts/mark-in-direction";
import type { MarkFinder } from "./nearest-mark";
import type { Box } from "./view-box";

export const HEADINGS: Record<string, Heading> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
};

/** Whether mark `i` is in `view` (its edges included). */
export function inView(marks: Points, view: Box, i: number): boolean {
  return (
    marks.xs[i] >= view.x &&
    marks.xs[i] <= view.x + view.width &&
    marks.ys[i] >= view.y &&
    marks.ys[i] <= view.y + view.height
  );
}

/**
 * The keyboard's next mark from `cursor` heading `heading`: the nearest in view that way; with no mark
 * yet (or one gone from the marks or out of view), the mark nearest the middle of the view.
 */
export function nextCursor(
  marks: Points,
  view: Box,
  cursor: number | null,
  heading: Heading,
  find: MarkFinder,
): number {
  const seen = (i: number) => inView(marks, view, i);
  return cursor === null || cursor >= marks.count || !seen(cursor)
    ? find(view.x + view.width / 2, view.y + view.height / 2)
    : markInDirection(marks, cursor, heading, seen);
}

/** The keyboard's mark and where it is in the view (shares of the view's width and height), else none. */
export interface Keyed {
  mark: number;
  fx: number;
  fy: number;
}

export function keyedMark(marks: Points, view: Box, cursor: number | null): Keyed | null {
  if (cursor === null || cursor >= marks.count || !inView(marks, view, cursor)) return null;
  return {
    mark: cursor,
    fx: (marks.xs[cursor] - view.x) / view.width,
    fy: (marks.ys[cursor] - view.y) / view.height,
  };
}
