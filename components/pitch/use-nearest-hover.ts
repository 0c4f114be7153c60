"use client";

import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import type { Points } from "@/lib/charts/mark-in-direction";
import { hoverAt, type Hover, type MarkFinder } from "./nearest-mark";
import type { Box } from "./view-box";

/**
 * The mark nearest the pointer over the canvas of `ref` (see `hoverAt`), followed while `follow` is
 * given (the tooltips' source, re-followed when it changes). The canvas lets pointer events through to
 * the SVG (zoom, drag): the pointer is followed on the map's group around both.
 */
export function useNearestHover(
  ref: RefObject<HTMLCanvasElement | null>,
  marks: Points,
  view: Box,
  find: MarkFinder,
  follow: object | undefined,
): [Hover | null, Dispatch<SetStateAction<Hover | null>>] {
  const [hover, setHover] = useState<Hover | null>(null);
  const { x, y, width, height } = view;
  useEffect(() => {
    const el = ref.current;
    const area = el?.closest<HTMLElement>("[role=group]");
    if (!el || !area || !follow || marks.count === 0) return;
    const move = (e: PointerEvent) => {
      const r = el.getBoundingClientRect();
      const pointer = { x: e.clientX - r.left, y: e.clientY - r.top };
      setHover(hoverAt(pointer, r, { x, y, width, height }, marks, find));
    };
    const leave = () => setHover(null);
    area.addEventListener("pointermove", move);
    area.addEventListener("pointerleave", leave);
    return () => {
      area.removeEventListener("pointermove", move);
      area.removeEventListener("pointerleave", leave);
    };
  }, [ref, find, marks, x, y, width, height, follow]);
  return [hover, setHover];
}
