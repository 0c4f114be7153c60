"use client";

import { useState, type KeyboardEvent } from "react";
import type { Points } from "@/lib/charts/mark-in-direction";
import { HEADINGS, keyedMark, nextCursor } from "./mark-walk";
import type { MarkFinder } from "./nearest-mark";
import type { Box } from "./view-box";

/**
 * The keyboard's mark on a canvas of marks: arrow keys go to the nearest mark that way (the first
 * press: the mark nearest the middle of the view), Escape and leaving the layer drop it. `onWalk` runs
 * on every step (the pointer's tooltip gives way to the keyboard's).
 */
export function useMarkWalker(marks: Points, view: Box, find: MarkFinder, onWalk: () => void) {
  const [cursor, setCursor] = useState<number | null>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const heading = HEADINGS[e.key];
    if (e.key === "Escape") setCursor(null);
    if (!heading || marks.count === 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    onWalk();
    setCursor((c) => nextCursor(marks, view, c, heading, find));
  };
  return { keyed: keyedMark(marks, view, cursor), onKeyDown, leave: () => setCursor(null) };
}
