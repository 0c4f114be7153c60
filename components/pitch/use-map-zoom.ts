"use client";

import type { KeyboardEvent, RefObject } from "react";
import type { Selection as Selection_ } from "d3-selection";
import type { ZoomBehavior } from "d3-zoom";
import { useZoomModule, type ZoomModule } from "./use-zoom-module";
import { useZoomTransform } from "./use-zoom-transform";
import { boxOfTransform, type Box } from "./view-box";
import { zoomKeyAction } from "./zoom-input";

const STEP = 1.5;
type Selection = Selection_<SVGSVGElement, unknown, null, undefined>;

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
  const { ready, d3 } = useZoomModule();
  const { t, behaviour, k } = useZoomTransform(target, { top, width, height }, d3, ready);

  // Buttons and keys go through the same behaviour as the gestures (its transform is the one truth).
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
    const run = zoomKeyAction(e, { zoomIn, zoomOut, reset, panBy });
    if (run) {
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
