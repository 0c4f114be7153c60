// The markings of an Australian football ground, to scale, for any venue size (football-facts.md "The
// ground and coordinates"). Coordinates are metres from the centre of the ground with x along it; the
// SVG paths and rectangles below are in SVG space, where y grows downward (svgY = -y). Every marking is
// symmetric about y = 0, so only the arcs' sweep directions depend on that flip.

export const GOAL_POST_Y = 3.2; // goal posts 6.4 m apart
export const BEHIND_POST_Y = 9.6; // behind posts a further 6.4 m out
export const GOAL_SQUARE_DEPTH = 9;
export const ARC_RADIUS = 50;
export const CENTRE_SQUARE_SIDE = 50;
export const CENTRE_CIRCLE_RADII = [1.5, 5] as const; // 3 m and 10 m diameters

export interface Point {
  x: number;
  y: number;
}
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Arc {
  centre: Point; // the centre of the goal line
  radius: number;
  start: Point; // where the arc meets the boundary (football coordinates)
  end: Point;
  path: string;
}
export interface PitchGeometry {
  length: number;
  width: number;
  ellipse: { rx: number; ry: number }; // semi-axes of the oval the boundary follows
  boundaryPath: string;
  goalPosts: Point[];
  behindPosts: Point[];
  goalSquares: Rect[];
  arcs: Arc[];
  centreSquare: Rect;
  centreCircles: { radius: number }[];
  centreLine: { from: Point; to: Point };
}

const f = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * The ellipse x²/rx² + y²/ry² = 1 that is `width` wide at the centre and passes through the behind
 * posts at x = ±length/2. The goal lines are straight, between the behind posts.
 */
export function boundaryEllipse(length: number, width: number): { rx: number; ry: number } {
  const ry = width / 2;
  if (ry <= BEHIND_POST_Y) throw new RangeError(`a ground ${width} m wide cannot hold the behind posts`);
  return { rx: length / 2 / Math.sqrt(1 - (BEHIND_POST_Y / ry) ** 2), ry };
}

/**
 * Where the 50 m arc around (cx, 0) leaves the oval, on the side facing the centre: the point
 * (cx + r·u, r·√(1−u²)) with u the smallest root in [−1, 1] of the quadratic the ellipse gives.
 */
export function arcBoundaryIntersection(cx: number, r: number, rx: number, ry: number): Point {
  const a2 = (r * r) / (rx * rx) - (r * r) / (ry * ry);
  const a1 = (2 * cx * r) / (rx * rx);
  const a0 = (cx * cx) / (rx * rx) + (r * r) / (ry * ry) - 1;
  let roots: number[];
  if (Math.abs(a2) < 1e-12) roots = [-a0 / a1];
  else {
    const disc = a1 * a1 - 4 * a2 * a0;
    if (disc < 0) throw new RangeError("the arc does not meet the boundary");
    const s = Math.sqrt(disc);
    roots = [(-a1 - s) / (2 * a2), (-a1 + s) / (2 * a2)];
  }
  const inRange = roots.filter((u) => u >= -1 - 1e-12 && u <= 1 + 1e-12).sort((p, q) => p - q);
  if (!inRange.length) throw new RangeError("the arc does not meet the boundary");
  const u = Math.max(-1, Math.min(1, inRange[0]));
  return { x: cx + r * u, y: r * Math.sqrt(1 - u * u) };
}

/**
 * An arc of `radius` around the centre of one goal line (side +1: the goal at +x), on the side facing
 * the centre of the ground, ending where it meets the boundary: the 50 m arc, and the distance rings
 * of the half-oval shot map.
 */
export function goalArc(side: 1 | -1, length: number, rx: number, ry: number, radius = ARC_RADIUS): Arc {
  const cx = (side * length) / 2;
  const hit = arcBoundaryIntersection(Math.abs(cx), radius, rx, ry);
  const x = side * hit.x;
  // Angle the arc spans, on the side facing the centre of the ground.
  const span = 2 * (Math.PI - Math.atan2(hit.y, hit.x - Math.abs(cx)));
  const large = span > Math.PI ? 1 : 0;
  // SVG: from the top of the screen to the bottom, bulging toward the centre of the ground.
  const sweep = side === 1 ? 0 : 1;
  return {
    centre: { x: cx, y: 0 },
    radius,
    start: { x, y: hit.y },
    end: { x, y: -hit.y },
    path: `M${f(x)} ${f(-hit.y)}A${radius} ${radius} 0 ${large} ${sweep} ${f(x)} ${f(hit.y)}`,
  };
}

/** Every marking of a ground `length` × `width` metres (goal line to goal line, widest point). */
export function pitchGeometry(length: number, width: number): PitchGeometry {
  const { rx, ry } = boundaryEllipse(length, width);
  const c = length / 2;
  const b = BEHIND_POST_Y;
  // Right goal line up the screen, the far side of the oval, left goal line, the near side.
  const boundaryPath =
    `M${f(c)} ${f(b)}L${f(c)} ${f(-b)}A${f(rx)} ${f(ry)} 0 0 0 ${f(-c)} ${f(-b)}` +
    `L${f(-c)} ${f(b)}A${f(rx)} ${f(ry)} 0 0 0 ${f(c)} ${f(b)}Z`;
  const ends = [1, -1] as const;
  const posts = (y: number) => ends.flatMap((s) => [-y, y].map((py) => ({ x: s * c, y: py })));
  return {
    length,
    width,
    ellipse: { rx, ry },
    boundaryPath,
    goalPosts: posts(GOAL_POST_Y),
    behindPosts: posts(BEHIND_POST_Y),
    goalSquares: ends.map((s) => ({
      x: s === 1 ? c - GOAL_SQUARE_DEPTH : -c,
      y: -GOAL_POST_Y,
      width: GOAL_SQUARE_DEPTH,
      height: 2 * GOAL_POST_Y,
    })),
    arcs: ends.map((s) => goalArc(s, length, rx, ry)),
    centreSquare: {
      x: -CENTRE_SQUARE_SIDE / 2,
      y: -CENTRE_SQUARE_SIDE / 2,
      width: CENTRE_SQUARE_SIDE,
      height: CENTRE_SQUARE_SIDE,
    },
    centreCircles: CENTRE_CIRCLE_RADII.map((radius) => ({ radius })),
    centreLine: { from: { x: 0, y: -CENTRE_CIRCLE_RADII[1] }, to: { x: 0, y: CENTRE_CIRCLE_RADII[1] } },
  };
}

/** True when a football-coordinate point lies on or inside the boundary (within `tolerance` metres). */
export function insideBoundary(
  g: Pick<PitchGeometry, "length" | "ellipse">,
  p: Point,
  tolerance = 0,
): boolean {
  if (Math.abs(p.x) > g.length / 2 + tolerance) return false;
  const { rx, ry } = g.ellipse;
  return (p.x / (rx + tolerance)) ** 2 + (p.y / (ry + tolerance)) ** 2 <= 1;
}
