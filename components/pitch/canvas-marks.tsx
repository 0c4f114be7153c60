"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { PackedMarks } from "@/lib/charts/transaction-marks";
import type { Box } from "./view-box";

interface Props {
  marks: PackedMarks; // in the map's units (metres, SVG space)
  view: Box; // the part of the map in view (the zoom), as the SVG's viewBox
  radius: number; // of a mark, in the map's units
  colours: readonly string[]; // by mark group
  halo: string;
  label: string; // the canvas's summary for assistive technology (the table lists the marks)
  testId?: string;
}

/**
 * Marks painted on a <canvas> laid over the SVG ground: one path a colour, so a repaint of a few
 * thousand marks is a few milliseconds and no React element a mark. Painted in a layout effect, so the
 * pixels change in the same frame as the SVG around them. `data-marks`, `data-drawn-at`
 * (performance.now() at the end of the last paint) and `data-paint-ms` (how long the paint took) let
 * tests and the benchmark see what was painted, when, and at what cost.
 */
export function CanvasMarks({ marks, view, radius, colours, halo, label, testId }: Props) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  const [resized, setResized] = useState(0);

  // The canvas follows its box's size in device pixels; a new size needs a new paint.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(() => setResized((n) => n + 1));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    const ctx = el?.getContext("2d");
    if (!el || !ctx) return;
    const t0 = performance.now();
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(el.clientWidth * dpr));
    const h = Math.max(1, Math.round(el.clientHeight * dpr));
    if (el.width !== w || el.height !== h) {
      el.width = w;
      el.height = h;
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    // The SVG keeps its aspect ratio (w-full h-auto), so one factor maps metres to pixels both ways.
    const k = w / view.width;
    const r = radius * k;
    ctx.lineWidth = Math.max(1, r * 0.4);
    ctx.strokeStyle = halo;
    const { xs, ys, group, count } = marks;
    for (let g = 0; g < colours.length; g++) {
      ctx.beginPath();
      for (let i = 0; i < count; i++) {
        if (group[i] !== g) continue;
        const px = (xs[i] - view.x) * k;
        const py = (ys[i] - view.y) * k;
        ctx.moveTo(px + r, py);
        ctx.arc(px, py, r, 0, 2 * Math.PI);
      }
      ctx.stroke();
      ctx.fillStyle = colours[g];
      ctx.fill();
    }
    el.dataset.marks = String(count);
    const t1 = performance.now();
    el.dataset.paintMs = (t1 - t0).toFixed(2);
    el.dataset.drawnAt = String(t1);
  }, [marks, view.x, view.y, view.width, radius, colours, halo, resized]);

  return (
    <canvas ref={ref} role="img" aria-label={label} data-testid={testId} className="block h-full w-full" />
  );
}
