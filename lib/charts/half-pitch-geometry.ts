import { goalArc, pitchGeometry, type Arc, type PitchGeometry, type Point } from "./pitch-geometry";

// The half oval of the shot map: one end of the ground with its goal at the top, to the venue's scale.
// Half-view coordinates are metres in SVG space with the centre of the goal line at (0, 0), the goal
// line along v = 0 and the ground below it (v grows toward the centre of the ground). A shot's
// `locationRotated` (its squad attacking +x, the goal at x = +length/2) maps to u = −y, v = length/2 − x:
// a quarter turn of the whole-oval drawing, so the markings are the whole oval's own (PitchMarkings)
// drawn under `halfViewTransform`, never a second copy of them.

export const RING_STEP = 10;
export const RING_MAX = 50;
const SIDE_MARGIN = 3; // metres of grass shown beyond the widest point of the oval
const TOP_MARGIN = 4; // behind the goal line: the posts are on its edge
const BOTTOM_MARGIN = 3; // beyond the centre line, so the centre circles read as such
const LABEL_ANGLE = (38 * Math.PI) / 180; // ring labels along this ray off straight out (to the right)

export interface Ring extends Arc {
  label: Point; // where the ring's "N m" sits, in half-view coordinates
}
export interface HalfPitchGeometry {
  g: PitchGeometry; // the whole ground, in whole-oval SVG coordinates
  transform: string; // whole-oval SVG coordinates → half-view coordinates
  rings: Ring[]; // paths in whole-oval SVG coordinates (drawn under `transform`)
  goalPosts: Point[]; // the attacked goal's posts, in half-view coordinates
  behindPosts: Point[];
  box: { x: number; y: number; width: number; height: number }; // the area drawn, half-view coordinates
  extended: boolean; // true when a point beyond the half made the drawn area longer
}

/** A point of the attacking-right frame (`locationRotated`) in half-view coordinates. */
export const toHalfView = (p: Point, length: number): Point => ({ x: -p.y, y: length / 2 - p.x });

/** The SVG transform that turns the whole-oval drawing (svgY = −y) into the half view. */
export const halfViewTransform = (length: number) => `translate(0 ${length / 2}) rotate(-90)`;

/**
 * The half oval of a `length` × `width` ground: distance rings every 10 m to 50 m around the centre of
 * the goal, each ending on the boundary, and the area to draw. `points` (attacking-right coordinates)
 * must all be drawn: a shot from beyond the centre line (a rare long bomb) extends the area down to it
 * instead of being clamped to the edge, because a clamped mark would sit at a false distance from the
 * goal, and distance is what this map is read for.
 */
export function halfPitchGeometry(
  length: number,
  width: number,
  points: readonly Point[] = [],
): HalfPitchGeometry {
  const g = pitchGeometry(length, width);
  const { rx, ry } = g.ellipse;
  const rings: Ring[] = [];
  for (let r = RING_STEP; r <= RING_MAX; r += RING_STEP) {
    const arc = goalArc(1, length, rx, ry, r);
    rings.push({ ...arc, label: { x: r * Math.sin(LABEL_ANGLE), y: r * Math.cos(LABEL_ANGLE) } });
  }
  const attacked = (ps: Point[]) => ps.filter((p) => p.x > 0).map((p) => toHalfView(p, length));
  let x0 = -ry - SIDE_MARGIN;
  let x1 = ry + SIDE_MARGIN;
  let y0 = -TOP_MARGIN;
  let y1 = length / 2 + BOTTOM_MARGIN;
  const half = y1;
  for (const p of points) {
    const h = toHalfView(p, length);
    x0 = Math.min(x0, h.x - SIDE_MARGIN);
    x1 = Math.max(x1, h.x + SIDE_MARGIN);
    y0 = Math.min(y0, h.y - SIDE_MARGIN);
    y1 = Math.max(y1, h.y + SIDE_MARGIN);
  }
  return {
    g,
    transform: halfViewTransform(length),
    rings,
    goalPosts: attacked(g.goalPosts),
    behindPosts: attacked(g.behindPosts),
    box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
    extended: y1 > half,
  };
}
