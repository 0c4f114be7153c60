/**
 * A tooltip's CSS transform from the point it belongs to: `gap` px off, to the left when the point is
 * nearer the right edge and above when nearer the bottom, so the tooltip stays on the map (a phone too).
 */
export function tipShift(right: boolean, low: boolean, gap: number): string {
  const away = (far: boolean) => (far ? `calc(-100% - ${gap}px)` : `${gap}px`);
  return `translate(${away(right)}, ${away(low)})`;
}
