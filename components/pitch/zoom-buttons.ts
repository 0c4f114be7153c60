// The map's zoom and pan buttons, as data: the toolbar lays them out.

/** What the buttons act through (the map's zoom, `useMapZoom`). */
export interface ZoomControls {
  k: number; // the zoom, 1 the whole ground
  zoomReady: boolean; // d3-zoom has arrived
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  panBy: (fx: number, fy: number) => void;
}

/** A button: glyph, accessible name, action, disabled. */
export type ZoomButton = [string, string, () => void, boolean];

/** The zoom buttons, then (zoomed in) the pan buttons, a fifth of the view a press. */
export function zoomButtons(zp: ZoomControls): ZoomButton[] {
  const out: ZoomButton[] = [
    ["+", "Zoom in", zp.zoomIn, !zp.zoomReady],
    ["−", "Zoom out", zp.zoomOut, zp.k === 1],
    ["Reset", "Reset zoom", zp.reset, zp.k === 1],
  ];
  if (zp.k === 1) return out;
  const pans = [
    ["←", "Pan left", -0.2, 0],
    ["→", "Pan right", 0.2, 0],
    ["↑", "Pan up", 0, -0.2],
    ["↓", "Pan down", 0, 0.2],
  ] as const;
  return [...out, ...pans.map(([g, name, fx, fy]): ZoomButton => [g, name, () => zp.panBy(fx, fy), false])];
}
