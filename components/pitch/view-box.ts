export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of `base` a zoom transform shows, where the ground is drawn at `top` (a strip above it)
 * in a drawing `base.width` wide: the transform is in the drawing's units, as d3-zoom gives it.
 */
export function boxOfTransform(base: Box, top: number, t: { k: number; x: number; y: number }): Box {
  const x0 = (0 - t.x) / t.k;
  const y0 = (top - t.y) / t.k - top;
  return { x: base.x + x0, y: base.y + y0, width: base.width / t.k, height: base.height / t.k };
}
