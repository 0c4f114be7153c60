"use client";

import { useEffect, useRef, useState } from "react";

export type ZoomModule = typeof import("./zoom-behaviour");
let zoomModule: Promise<ZoomModule> | undefined;
/** d3-zoom, fetched once for every map of the page, after the first map is drawn. */
const loadZoom = () => (zoomModule ??= import("./zoom-behaviour"));

/** d3-zoom's module once it has arrived (`ready`): until then the map is drawn but cannot zoom. */
export function useZoomModule() {
  const [ready, setReady] = useState(false);
  const d3 = useRef<ZoomModule | null>(null);
  useEffect(() => {
    let live = true;
    void loadZoom().then((m) => {
      d3.current = m;
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return { ready, d3 };
}
