export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of `base` (map units) a zoom transform shows, where the ground is drawn `width` wide (so
 * `base.height · width / base.width` high) at `top` in a drawing (CSS px): the transform is in the
 * drawing's units, as d3-zoom gives it.
 */
export function boxOfTransform(
  base: Box,
  frame: { top: number; width: number },
  t: { k: number; x: number; y: number },
): Box {
  const unit = base.width / frame.width; // map units per drawing unit at zoom 1
  const x0 = (0 - t.x) / t.k;
  const y0 = (frame.top - t.y) / t.k - frame.top;
  return {
    x: base.x + x0 * unit,
    y: base.y + y0 * unit,
    width: base.width / t.k,
    height: base.height / t.k,
  };
}

// Marks are sized in map units for a map drawn about 5 px a metre (a desktop page); a narrower map
// grows them (by the cube root: a phone's marks stay visible without covering each other).
const MARK_PX_PER_UNIT = 5;

/** Sizes marks for a ground drawn `pxPerUnit` CSS px per map unit, zoomed `k` times. */
export function markScale(pxPerUnit: number, k: number): number {
  const fit = Math.min(1.6, Math.max(0.8, Math.cbrt(MARK_PX_PER_UNIT / pxPerUnit)));
  return fit / Math.sqrt(k);
}
