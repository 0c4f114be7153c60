// Where the explorer's named players' labels go on the chart, in pixels: each beside its dot where it
// covers no other label and no other named dot, inside the plot; where the dots cluster, further out
// with a leader line back to its dot. Greedy, in the order given (the furthest from the trend first,
// so the most telling names keep the nearest places); the same input always gives the same places.

export interface LabelAnchor {
  /** The dot's centre. */
  x: number;
  y: number;
  /** The label's box. */
  width: number;
  height: number;
}

export interface PlacedLabel {
  /** The label's centre. */
  x: number;
  y: number;
  /** True when the label stands away from its dot: a line joins them. */
  leader: boolean;
}

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept between a label and its dot, and around each named dot. */
const GAP = 4;
const DOT_R = 4;
// Places around a dot: beside it first (above, below, right, left, then the corners), then on rings
// further out, sixteen places each, with a leader line.
const BESIDE: readonly [number, number][] = [
  [0, -1],
  [0, 1],
  [1, 0],
  [-1, 0],
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
];
const RINGS = [1.8, 2.6, 3.4, 4.2, 5, 6];
const ANGLES = Array.from({ length: 16 }, (_, i) => -Math.PI / 2 + (i * Math.PI) / 8);

const boxAt = (cx: number, cy: number, w: number, h: number): Box => ({
  left: cx - w / 2,
  top: cy - h / 2,
  right: cx + w / 2,
  bottom: cy + h / 2,
});

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** How far a box sticks out of the area (its area outside). */
const outside = (b: Box, area: Area) =>
  (b.right - b.left) * (b.bottom - b.top) -
  overlap(b, { left: area.x, top: area.y, right: area.x + area.width, bottom: area.y + area.height });

/** The places to try for one label, nearest first (ring 0: beside the dot). */
function candidates(a: LabelAnchor): { x: number; y: number; ring: number }[] {
  const rx = a.width / 2 + DOT_R + GAP;
  const ry = a.height / 2 + DOT_R + GAP / 2;
  const out = BESIDE.map(([dx, dy]) => ({
    x: a.x + dx * rx * (dx && dy ? 0.8 : 1),
    y: a.y + dy * ry,
    ring: 0,
  }));
  for (const [i, k] of RINGS.entries())
    for (const t of ANGLES)
      out.push({ x: a.x + Math.cos(t) * rx * k, y: a.y + Math.sin(t) * ry * k, ring: i + 1 });
  return out;
}

/** Each label's place, in the anchors' order. */
export function placeLabels(anchors: readonly LabelAnchor[], area: Area): PlacedLabel[] {
  const dots = anchors.map((a) => boxAt(a.x, a.y, 2 * DOT_R, 2 * DOT_R));
  const taken: Box[] = [];
  return anchors.map((a, i) => {
    let best: { x: number; y: number; ring: number; cost: number } | null = null;
    for (const c of candidates(a)) {
      const box = boxAt(c.x, c.y, a.width, a.height);
      let cost = outside(box, area) * 4;
      for (const t of taken) cost += overlap(box, t);
      for (const [j, d] of dots.entries()) if (j !== i) cost += overlap(box, d);
      if (!best || cost < best.cost) best = { ...c, cost };
      if (cost === 0) break;
    }
    const place = best!;
    taken.push(boxAt(place.x, place.y, a.width, a.height));
    return { x: place.x, y: place.y, leader: place.ring > 0 };
  });
}

/** A label's width in pixels at `fontSize`, from its characters (no DOM to measure in). */
export const labelWidth = (text: string, fontSize: number) => Math.ceil(text.length * fontSize * 0.6);
