// d3-zoom and d3-selection, loaded by `useZoomModule` (for `useMapZoom`) after the map is drawn: they
// are a sixth of a map view's JavaScript, and nothing needs them before a person reaches for the map.
import { select } from "d3-selection";
import { zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior } from "d3-zoom";

export { select, zoomIdentity };
export type { D3ZoomEvent, ZoomBehavior };
export const d3zoom = zoom;
