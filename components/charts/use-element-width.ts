"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * The element's content width in CSS px, following it as it resizes (0 until measured). Charts are
 * laid out at the size they are drawn, so their text stays the size it says, on a phone too.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}
