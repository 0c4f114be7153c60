"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import type { D3ZoomEvent, ZoomBehavior } from "d3-zoom";
import type { ZoomModule } from "./use-zoom-module";
import { takesZoomEvent } from "./zoom-input";

const MAX_ZOOM = 8;
export type Transform = { k: number; x: number; y: number };

/**
 * The one zoom behaviour on `target`, whose ground is drawn `ground.width` × `ground.height` at
 * `ground.top` (the zoom's extent and translate extent: the view never leaves the ground), and its
 * transform (`t`; `k` the zoom, also as a ref for handlers between renders). A new ground starts whole.
 */
export function useZoomTransform(
  target: RefObject<SVGSVGElement | null>,
  ground: { top: number; width: number; height: number },
  d3: RefObject<ZoomModule | null>,
  ready: boolean,
) {
  const [t, setT] = useState<Transform>({ k: 1, x: 0, y: 0 });
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const k = useRef(1);
  const { top, width, height } = ground;
  useEffect(() => {
    const el = target.current;
    const m = d3.current;
    if (!el || !m || !ready) return;
    const { d3zoom, select, zoomIdentity } = m;
    const extent: [[number, number], [number, number]] = [
      [0, top],
      [width, top + height],
    ];
    const z = d3zoom<SVGSVGElement, unknown>()
      .scaleExtent([1, MAX_ZOOM])
      .extent(extent)
      .translateExtent(extent)
      .filter(takesZoomEvent)
      .on("zoom", (e: D3ZoomEvent<SVGSVGElement, unknown>) => {
        k.current = e.transform.k;
        setT({ k: e.transform.k, x: e.transform.x, y: e.transform.y });
      });
    behaviour.current = z;
    const s = select(el);
    s.call(z);
    // A new ground (another layout, another width) starts whole: the element keeps d3's last
    // transform otherwise, which was in the old drawing's units.
    z.transform(s, zoomIdentity);
    // d3 zooms in on a double-click, and calls the same listener on a double-tap: both reset here.
    s.on("dblclick.zoom", () => z.transform(s, zoomIdentity));
    return () => {
      s.on(".zoom", null);
      behaviour.current = null;
    };
  }, [target, d3, width, height, top, ready]);
  return { t, behaviour, k };
}
