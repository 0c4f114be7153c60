"use client";

import { useCallback, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";

interface Tip {
  lines: readonly string[];
  x: number; // the mark's centre, from the wrapper's left (px)
  top: number; // the mark's top, from the wrapper's top
  bottom: number; // and its bottom
  align: "start" | "center" | "end"; // which part of the tooltip is over the mark
  below: boolean; // too near the top to go above it
  maxWidth: number; // px
}

// Edge-aware placement: a mark in the left third of the chart has its tooltip start at the mark, one in
// the right third end there, the rest are centred; at most two thirds of the chart wide, a tooltip
// then always stays inside the chart (and the chart inside the screen), on a phone too.
export function placeTip(markX: number, markTop: number, boxWidth: number) {
  const align: Tip["align"] = markX < boxWidth / 3 ? "start" : markX > (2 * boxWidth) / 3 ? "end" : "center";
  return { align, below: markTop < 72, maxWidth: Math.min(288, Math.floor((boxWidth * 2) / 3)) };
}

/**
 * A tooltip for chart marks, shown on hover and on keyboard focus, dismissed with Escape. Screen readers
 * get the same words from each mark's aria-label, so the tooltip itself is hidden from them.
 */
export function useTooltip() {
  // A callback ref kept in state, handed out as props: the React compiler's lint then sees no ref read
  // during render when a chart reads the tooltip's node.
  const [wrapEl, setWrapEl] = useState<HTMLDivElement | null>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const show = useCallback(
    (el: Element, lines: readonly string[]) => {
      const box = wrapEl?.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      if (!box) return;
      const x = r.left + r.width / 2 - box.left;
      const top = r.top - box.top;
      setTip({ lines, x, top, bottom: r.bottom - box.top, ...placeTip(x, top, box.width) });
    },
    [wrapEl],
  );
  const hide = useCallback(() => setTip(null), []);
  const markProps = (lines: readonly string[]) => ({
    onMouseEnter: (e: MouseEvent<Element>) => show(e.currentTarget, lines),
    onMouseLeave: hide,
    onFocus: (e: FocusEvent<Element>) => show(e.currentTarget, lines),
    onBlur: hide,
    onKeyDown: (e: KeyboardEvent<Element>) => {
      if (e.key === "Escape") hide();
    },
  });
  const node = tip ? (
    <div
      aria-hidden
      data-testid="tooltip"
      data-align={tip.align}
      className="pointer-events-none absolute z-30 w-max rounded bg-slate-900/95 px-2 py-1 text-xs text-white shadow-lg"
      style={{
        left: tip.x,
        top: tip.below ? tip.bottom + 6 : tip.top - 6,
        maxWidth: tip.maxWidth,
        transform: `translate(${{ start: "-12px", center: "-50%", end: "calc(-100% + 12px)" }[tip.align]}, ${tip.below ? "0" : "-100%"})`,
      }}
    >
      {tip.lines.map((l, i) => (
        <div key={i} className={i === 0 ? "font-semibold" : undefined}>
          {l}
        </div>
      ))}
    </div>
  ) : null;
  return { wrapProps: { ref: setWrapEl }, markProps, node, hide };
}
