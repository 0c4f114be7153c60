// Keyboard travel over marks that are not elements of their own (a canvas of a few thousand): from one
// mark, an arrow key goes to the nearest mark that way. Positions are in SVG space (y runs down).

export type Heading = "left" | "right" | "up" | "down";
const UNIT: Record<Heading, [number, number]> = { right: [1, 0], left: [-1, 0], up: [0, -1], down: [0, 1] };

export interface Points {
  count: number;
  xs: ArrayLike<number>;
  ys: ArrayLike<number>;
}

/**
 * The mark to move to from mark `from` heading `dir`: among the marks ahead within 45° either side,
 * the one with the least distance along the heading plus twice the distance across it (so a mark
 * straight ahead wins over a slightly nearer one off to the side). Marks at the same spot as `from` are
 * passed over (they would trap the walk), as are those `keep` leaves out (out of view). `from` itself
 * when there is none that way.
 */
export function markInDirection(
  p: Points,
  from: number,
  dir: Heading,
  keep: (i: number) => boolean = () => true,
): number {
  const [ux, uy] = UNIT[dir];
  const x0 = p.xs[from];
  const y0 = p.ys[from];
  let best = from;
  let bestScore = Infinity;
  for (let i = 0; i < p.count; i++) {
    if (i === from || !keep(i)) continue;
    const dx = p.xs[i] - x0;
    const dy = p.ys[i] - y0;
    const along = dx * ux + dy * uy;
    const across = Math.abs(dx * uy - dy * ux);
    if (along <= 0 || across > along) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}
