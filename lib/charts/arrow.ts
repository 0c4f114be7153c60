// Arrows drawn as a shaft plus a filled head polygon (SVG markers cannot take each arrow's own colour
// in every browser, and exported files must look the same everywhere). Points are in SVG space.

export interface Arrow {
  x1: number;
  y1: number;
  x2: number; // where the shaft ends: the base of the head
  y2: number;
  head: string; // polygon points
}

export function arrow(
  from: { x: number; y: number },
  to: { x: number; y: number },
  headLength: number,
): Arrow {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const h = Math.min(headLength, len * 0.6);
  const bx = to.x - ux * h;
  const by = to.y - uy * h;
  const w = h * 0.55;
  const r = (n: number) => Math.round(n * 100) / 100;
  const head = [
    [to.x, to.y],
    [bx - uy * w, by + ux * w],
    [bx + uy * w, by - ux * w],
  ]
    .map(([x, y]) => `${r(x)},${r(y)}`)
    .join(" ");
  return { x1: from.x, y1: from.y, x2: r(bx), y2: r(by), head };
}
