"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { Selection as Selection_ } from "d3-selection";
import type { D3ZoomEvent, ZoomBehavior } from "d3-zoom";
import { boxOfTransform, type Box } from "./view-box";

type ZoomModule = typeof import("./zoom-behaviour");
let zoomModule: Promise<ZoomModule> | undefined;
/** d3-zoom, fetched once for every map of the page, after the first map is drawn. */
const loadZoom = () => (zoomModule ??= import("./zoom-behaviour"));

const MAX_ZOOM = 8;
const STEP = 1.5;
type Transform = { k: number; x: number; y: number };

/**
 * Zoom and pan of a map (d3-zoom) whose ground (`base`, in map units) is drawn `frame.width` wide at
 * `frame.top` in `target`, an SVG laid out in CSS px: pinch and two-finger pan on touch (one finger keeps scrolling the page until
 * the map is zoomed: see `touchAction`), Ctrl/⌘ + wheel (a plain wheel keeps scrolling), drag once zoomed in, double-click
 * or double-tap to reset, buttons, and the keys + − 0 and the arrows on the focused map. Every change
 * goes through the one zoom behaviour, so gestures, buttons and keys never disagree.
 */
export function useMapZoom(
  base: Box,
  frame: { top: number; width: number },
  target: RefObject<SVGSVGElement | null>,
) {
  const { top, width } = frame;
  const height = (base.height * width) / base.width; // the ground's height in the drawing
  const [t, setT] = useState<Transform>({ k: 1, x: 0, y: 0 });
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const k = useRef(1);

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
      .filter((e: Event) => {
        if (e.type === "wheel") return (e as WheelEvent).ctrlKey || (e as WheelEvent).metaKey;
        // Touches always: one finger at zoom 1 cannot move the map (the translate extent), and the
        // map's touch-action (pan-x pan-y until zoomed) leaves that finger's scroll to the page,
        // while two fingers' pinch comes here.
        return !(e as MouseEvent).button;
      })
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
  }, [target, width, height, top, ready]);

  // Buttons and keys go through the same behaviour as the gestures (its transform is the one truth).
  type Selection = Selection_<SVGSVGElement, unknown, null, undefined>;
  const act = (f: (z: ZoomBehavior<SVGSVGElement, unknown>, s: Selection, m: ZoomModule) => void) => {
    const el = target.current;
    const m = d3.current;
    if (el && m && behaviour.current) f(behaviour.current, m.select(el), m);
  };
  const zoomIn = () => act((z, s) => z.scaleBy(s, STEP));
  const zoomOut = () => act((z, s) => z.scaleBy(s, 1 / STEP));
  const reset = () => act((z, s, m) => z.transform(s, m.zoomIdentity));
  /** Moves the view by a share of what is in view (0.2: a fifth of its width or height). */
  const panBy = (fx: number, fy: number) =>
    act((z, s) => z.translateBy(s, (-fx * width) / k.current, (-fy * height) / k.current));

  const onKeyDown = (e: KeyboardEvent) => {
    const own = e.target === e.currentTarget;
    const keys: Record<string, () => void> = {
      "+": zoomIn,
      "=": zoomIn,
      "-": zoomOut,
      _: zoomOut,
      "0": reset,
      ...(own
        ? {
            ArrowLeft: () => panBy(-0.2, 0),
            ArrowRight: () => panBy(0.2, 0),
            ArrowUp: () => panBy(0, -0.2),
            ArrowDown: () => panBy(0, 0.2),
          }
        : {}),
    };
    const run = keys[e.key];
    if (run && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      run();
    }
  };

  const box = boxOfTransform(base, frame, t);
  // One finger scrolls the page until the map is zoomed in; a pinch is always the map's.
  const touchAction = t.k > 1 ? "none" : "pan-x pan-y";
  // Until d3-zoom has arrived the map is drawn but cannot zoom; `zoomReady` says when it can.
  return { box, k: t.k, zoomIn, zoomOut, reset, panBy, onKeyDown, touchAction, zoomReady: ready };
}
