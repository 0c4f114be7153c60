"use client";

import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Delaunay } from "d3-delaunay";
import { markInDirection, type Heading } from "@/lib/charts/mark-in-direction";
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
  /** What the tooltip of the mark nearest the pointer says, and its id (by index into `marks`). */
  nearest?: { describe: (mark: number) => string; id: (mark: number) => number };
}

// How near the pointer a mark must be for its tooltip (CSS px): a finger's width.
const NEAR_PX = 24;
const TIP =
  "pointer-events-none absolute z-10 max-w-56 rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-900 shadow dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
const HEADINGS: Record<string, Heading> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
};

/**
 * Marks painted on a <canvas> laid over the SVG ground: one path a colour, so a repaint of a few
 * thousand marks is a few milliseconds and no React element a mark. Painted in a layout effect, so the
 * pixels change in the same frame as the SVG around them. `data-marks`, `data-drawn-at`
 * (performance.now() at the end of the last paint) and `data-paint-ms` (how long the paint took) let
 * tests and the benchmark see what was painted, when, and at what cost. With `nearest`, the mark nearest
 * the pointer has a tooltip, and the keyboard walks the marks: a focusable layer over the canvas whose
 * arrow keys go to the nearest mark that way (the first press: the mark nearest the middle of the view).
 */
export function CanvasMarks({ marks, view, radius, colours, halo, label, testId, nearest }: Props) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  const [resized, setResized] = useState(0);
  const [hover, setHover] = useState<{
    mark: number;
    px: number;
    py: number;
    right: boolean; // nearer the right edge: the tooltip goes to the left of the mark
    low: boolean; // nearer the bottom: it goes above
    at: string;
  } | null>(null);
  const [cursor, setCursor] = useState<number | null>(null); // the keyboard's mark
  const tipId = useId();
  // The marks' Delaunay triangulation: the nearest to any point in about log n, for a few thousand.
  const delaunay = useMemo(() => {
    const xy = new Float64Array(marks.count * 2);
    for (let i = 0; i < marks.count; i++) {
      xy[2 * i] = marks.xs[i];
      xy[2 * i + 1] = marks.ys[i];
    }
    return new Delaunay(xy);
  }, [marks]);

  // The canvas lets pointer events through to the SVG (zoom, drag): the pointer is followed on the
  // map's group around both, and mapped from the canvas's box to the map's units.
  useEffect(() => {
    const el = ref.current;
    const area = el?.closest<HTMLElement>("[role=group]");
    if (!el || !area || !nearest || marks.count === 0) return;
    const move = (e: PointerEvent) => {
      const r = el.getBoundingClientRect();
      const fx = (e.clientX - r.left) / r.width;
      const fy = (e.clientY - r.top) / r.height;
      if (fx < 0 || fx > 1 || fy < 0 || fy > 1) return setHover(null);
      const mx = view.x + fx * view.width;
      const my = view.y + fy * view.height;
      const i = delaunay.find(mx, my);
      const k = r.width / view.width; // px a metre
      const px = (marks.xs[i] - view.x) * k;
      const py = (marks.ys[i] - view.y) * k;
      const far = Math.hypot(px - fx * r.width, py - fy * r.height) > NEAR_PX;
      setHover(
        far
          ? null
          : {
              mark: i,
              px,
              py,
              right: px > r.width / 2,
              low: py > r.height / 2,
              at: `${mx.toFixed(2)},${my.toFixed(2)}`,
            },
      );
    };
    const leave = () => setHover(null);
    area.addEventListener("pointermove", move);
    area.addEventListener("pointerleave", leave);
    return () => {
      area.removeEventListener("pointermove", move);
      area.removeEventListener("pointerleave", leave);
    };
  }, [delaunay, marks, view.x, view.y, view.width, view.height, nearest]);

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

  const inView = (i: number) =>
    marks.xs[i] >= view.x &&
    marks.xs[i] <= view.x + view.width &&
    marks.ys[i] >= view.y &&
    marks.ys[i] <= view.y + view.height;
  const onKeyDown = (e: KeyboardEvent) => {
    const heading = HEADINGS[e.key];
    if (e.key === "Escape") setCursor(null);
    if (!heading || marks.count === 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    setHover(null);
    setCursor((c) =>
      c === null || c >= marks.count || !inView(c)
        ? delaunay.find(view.x + view.width / 2, view.y + view.height / 2)
        : markInDirection(marks, c, heading, inView),
    );
  };
  // The keyboard's mark, where it is in the view (shares of the overlay's box), else none.
  const keyed =
    cursor !== null && cursor < marks.count && inView(cursor)
      ? {
          mark: cursor,
          fx: (marks.xs[cursor] - view.x) / view.width,
          fy: (marks.ys[cursor] - view.y) / view.height,
        }
      : null;

  const shown = hover && nearest && hover.mark < marks.count ? hover : null;
  return (
    <>
      <canvas ref={ref} role="img" aria-label={label} data-testid={testId} className="block h-full w-full" />
      {nearest && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the marks' keys, as on the map
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- one stop for a canvas of marks
          tabIndex={0}
          role="group"
          aria-label="The marks: arrow keys go to the nearest mark that way, Escape leaves them"
          aria-describedby={keyed ? tipId : undefined}
          data-testid="mark-walker"
          onKeyDown={onKeyDown}
          onBlur={() => setCursor(null)}
          className="absolute inset-0 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600"
        />
      )}
      {keyed && nearest && (
        <>
          <div
            aria-hidden
            className="pointer-events-none absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-sky-500 ring-2 ring-white dark:ring-slate-900"
            style={{ left: `${keyed.fx * 100}%`, top: `${keyed.fy * 100}%` }}
          />
          <div
            id={tipId}
            role="tooltip"
            aria-live="polite"
            data-testid="trx-keyed"
            data-trx-id={nearest.id(keyed.mark)}
            data-at={`${marks.xs[keyed.mark].toFixed(2)},${marks.ys[keyed.mark].toFixed(2)}`}
            className={TIP}
            style={{
              left: `${keyed.fx * 100}%`,
              top: `${keyed.fy * 100}%`,
              transform: `translate(${keyed.fx > 0.5 ? "calc(-100% - 10px)" : "10px"}, ${keyed.fy > 0.5 ? "calc(-100% - 10px)" : "10px"})`,
            }}
          >
            {nearest.describe(keyed.mark)}
          </div>
        </>
      )}
      {shown && !keyed && (
        <div
          role="tooltip"
          data-testid="trx-nearest"
          data-trx-id={nearest!.id(shown.mark)}
          data-at={shown.at}
          className={TIP}
          // Placed away from the nearer edges, so it stays on the map on a phone too.
          style={{
            left: shown.px,
            top: shown.py,
            transform: `translate(${shown.right ? "calc(-100% - 8px)" : "8px"}, ${shown.low ? "calc(-100% - 8px)" : "8px"})`,
          }}
        >
          {nearest!.describe(shown.mark)}
        </div>
      )}
    </>
  );
}
