"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * How far ahead of the screen a waiting chart starts to load: half a screen, so that on an ordinary
 * scroll it is drawn before it is seen, while a chart further down the page costs nothing until the
 * reader heads for it.
 */
export const NEAR_VIEW_MARGIN = "50% 0px";

/**
 * Renders `children` once this place comes within half a screen of the viewport, and from then on for
 * good; until then a placeholder of `hold.minHeight` px holds the chart's room, so nothing below it
 * moves. Without `hold`, the children are rendered at once.
 *
 * Why: Recharts (~84 KiB of script, brotli) is fetched when its chart first renders (`next/dynamic`).
 * A chart far below the fold (the summary's score worm, under both box scores) would otherwise cost
 * every visitor that download on arrival, though most never scroll to it; the chart's table and its
 * export buttons are there from the start. Printing draws every waiting chart (a print started before
 * a chart has loaded may still show its placeholder: the chart's script arrives after the print began).
 */
export function NearView({
  children,
  hold,
}: {
  children: ReactNode;
  /** The placeholder's height, and what it says (the chart's own "Drawing …" line). */
  hold?: { minHeight: number; waiting: string };
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!hold);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") {
      setNear(true); // no observer to wait for: draw at once, as before
      return;
    }
    const show = () => setNear(true);
    // An observer reports the place's state as soon as it observes, so a chart already in view loads at once.
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: NEAR_VIEW_MARGIN,
    });
    io.observe(el);
    window.addEventListener("beforeprint", show);
    return () => {
      io.disconnect();
      window.removeEventListener("beforeprint", show);
    };
  }, [near]);
  if (near || !hold) return children;
  return (
    // Not printed: a print begun before the chart arrived shows the figure's title, not "Drawing …".
    <div ref={ref} data-near-view="waiting" style={{ minHeight: hold.minHeight }} className="print:hidden">
      <p className="text-sm text-slate-600 dark:text-slate-400">{hold.waiting}</p>
    </div>
  );
}
