"use client";

import { useCallback, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";

interface Tip {
  lines: readonly string[];
  left: number;
  top: number;
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
      setTip({ lines, left: r.left + r.width / 2 - box.left, top: r.top - box.top });
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
      className="pointer-events-none absolute z-30 max-w-72 -translate-x-1/2 -translate-y-full rounded bg-slate-900/95 px-2 py-1 text-xs text-white shadow-lg"
      style={{ left: tip.left, top: tip.top - 6 }}
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
