"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MAX_ZOOM = 8;
const STEP = 1.5;

/** The part of `base` seen at zoom k around (cx, cy), kept inside `base`. */
export function visibleBox(base: Box, k: number, cx: number, cy: number): Box {
  const width = base.width / k;
  const height = base.height / k;
  const x = Math.min(Math.max(cx - width / 2, base.x), base.x + base.width - width);
  const y = Math.min(Math.max(cy - height / 2, base.y), base.y + base.height - height);
  return { x, y, width, height };
}

/**
 * Zoom and pan of a map drawn in `base` units: buttons, Ctrl/⌘ + wheel (a plain wheel keeps scrolling
 * the page), drag, and the keys + − 0 and the arrows on the focused map.
 */
export function useZoomPan(base: Box, target: RefObject<SVGSVGElement | null>) {
  const [view, setView] = useState({ k: 1, cx: base.x + base.width / 2, cy: base.y + base.height / 2 });
  const box = visibleBox(base, view.k, view.cx, view.cy);
  const drag = useRef<{ px: number; py: number; cx: number; cy: number; moved: boolean } | null>(null);

  const zoomBy = useCallback(
    (factor: number, at?: { x: number; y: number }) =>
      setView((v) => {
        const k = Math.min(MAX_ZOOM, Math.max(1, v.k * factor));
        if (!at) return { ...v, k };
        // Keep the point under the pointer where it is.
        const ratio = v.k / k;
        return { k, cx: at.x + (v.cx - at.x) * ratio, cy: at.y + (v.cy - at.y) * ratio };
      }),
    [],
  );
  const panBy = useCallback(
    (fx: number, fy: number) =>
      setView((v) => {
        const b = visibleBox(base, v.k, v.cx, v.cy);
        const c = { cx: b.x + b.width / 2 + fx * b.width, cy: b.y + b.height / 2 + fy * b.height };
        const clamped = visibleBox(base, v.k, c.cx, c.cy);
        return { k: v.k, cx: clamped.x + clamped.width / 2, cy: clamped.y + clamped.height / 2 };
      }),
    [base],
  );
  const reset = useCallback(
    () => setView({ k: 1, cx: base.x + base.width / 2, cy: base.y + base.height / 2 }),
    [base],
  );

  // Wheel listeners must be non-passive to keep the page still while zooming; React's are passive.
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const b = visibleBox(base, view.k, view.cx, view.cy);
      const at = {
        x: b.x + ((e.clientX - r.left) / r.width) * b.width,
        y: b.y + ((e.clientY - r.top) / r.height) * b.height,
      };
      zoomBy(e.deltaY < 0 ? STEP : 1 / STEP, at);
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [target, base, view, zoomBy]);

  const pointer = {
    onPointerDown: (e: PointerEvent<SVGSVGElement>) => {
      if (view.k === 1 || e.button !== 0) return;
      drag.current = { px: e.clientX, py: e.clientY, cx: view.cx, cy: view.cy, moved: false };
    },
    onPointerMove: (e: PointerEvent<SVGSVGElement>) => {
      const d = drag.current;
      if (!d) return;
      const dx = e.clientX - d.px;
      const dy = e.clientY - d.py;
      if (!d.moved && Math.hypot(dx, dy) < 4) return;
      if (!d.moved) e.currentTarget.setPointerCapture(e.pointerId);
      d.moved = true;
      const r = e.currentTarget.getBoundingClientRect();
      const b = visibleBox(base, view.k, d.cx, d.cy);
      const c = visibleBox(base, view.k, d.cx - (dx / r.width) * b.width, d.cy - (dy / r.height) * b.height);
      setView({ k: view.k, cx: c.x + c.width / 2, cy: c.y + c.height / 2 });
    },
    onPointerUp: () => {
      drag.current = null;
    },
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const own = e.target === e.currentTarget;
    const keys: Record<string, () => void> = {
      "+": () => zoomBy(STEP),
      "=": () => zoomBy(STEP),
      "-": () => zoomBy(1 / STEP),
      _: () => zoomBy(1 / STEP),
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
    const act = keys[e.key];
    if (act && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      act();
    }
  };

  return {
    box,
    k: view.k,
    zoomIn: () => zoomBy(STEP),
    zoomOut: () => zoomBy(1 / STEP),
    reset,
    panBy,
    pointer,
    onKeyDown,
  };
}
