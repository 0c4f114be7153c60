"use client";

import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import { devicePixels, paintMarks, type GroupedMarks, type MarkStyle } from "./paint-marks";
import type { Box } from "./view-box";

/**
 * Paints `marks` on the canvas of `ref` whenever they, the view or the style change, or the canvas's box
 * is resized (the canvas follows its box's size in device pixels). Painted in a layout effect, so the
 * pixels change in the same frame as the SVG around them. `data-marks`, `data-drawn-at`
 * (performance.now() at the end of the last paint) and `data-paint-ms` (how long the paint took) let
 * tests and the benchmark see what was painted, when, and at what cost.
 */
export function useCanvasPaint(
  ref: RefObject<HTMLCanvasElement | null>,
  marks: GroupedMarks,
  view: Box,
  style: MarkStyle,
) {
  const [resized, setResized] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(() => setResized((n) => n + 1));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);

  // The view's fields, not the view: the frame hands a new view object every render, and an unchanged
  // view needs no new paint.
  const { x, y, width } = view;
  const { radius, colours, halo } = style;
  useLayoutEffect(() => {
    const el = ref.current;
    const ctx = el?.getContext("2d");
    if (!el || !ctx) return;
    const t0 = performance.now();
    const size = devicePixels(el.clientWidth, el.clientHeight, window.devicePixelRatio || 1);
    if (el.width !== size.w || el.height !== size.h) {
      el.width = size.w;
      el.height = size.h;
    }
    paintMarks(ctx, size, marks, { x, y, width }, { radius, colours, halo });
    el.dataset.marks = String(marks.count);
    const t1 = performance.now();
    el.dataset.paintMs = (t1 - t0).toFixed(2);
    el.dataset.drawnAt = String(t1);
  }, [ref, marks, x, y, width, radius, colours, halo, resized]);
}
