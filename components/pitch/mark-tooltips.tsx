"use client";

import type { KeyboardEvent } from "react";
import type { Keyed } from "./mark-walk";
import type { Hover } from "./nearest-mark";
import { tipShift } from "./tip-shift";

/** What the tooltip of a mark says, and its id (by index into the marks). */
export interface MarkNotes {
  describe: (mark: number) => string;
  id: (mark: number) => number;
}

const TIP =
  "pointer-events-none absolute z-10 max-w-56 rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-900 shadow dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

/** The focusable layer over the canvas whose arrow keys walk the marks. */
export function MarkWalkerLayer(props: {
  describedBy: string | undefined;
  onKeyDown: (e: KeyboardEvent) => void;
  onBlur: () => void;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the marks' keys, as on the map
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- one stop for a canvas of marks
      tabIndex={0}
      role="group"
      aria-label="The marks: arrow keys go to the nearest mark that way, Escape leaves them"
      aria-describedby={props.describedBy}
      data-testid="mark-walker"
      onKeyDown={props.onKeyDown}
      onBlur={props.onBlur}
      className="absolute inset-0 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600"
    />
  );
}

/** The keyboard's mark: a ring on it and its tooltip (the walker layer's description). */
export function KeyedMarkTip(props: {
  keyed: Keyed;
  tipId: string;
  at: string; // the mark in the map's units, "x,y" to 2 decimals (for tests)
  notes: MarkNotes;
}) {
  const { keyed, tipId, at, notes } = props;
  const left = `${keyed.fx * 100}%`;
  const top = `${keyed.fy * 100}%`;
  return (
    <>
      <div
        aria-hidden
        className="pointer-events-none absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-sky-500 ring-2 ring-white dark:ring-slate-900"
        style={{ left, top }}
      />
      <div
        id={tipId}
        role="tooltip"
        aria-live="polite"
        data-testid="trx-keyed"
        data-trx-id={notes.id(keyed.mark)}
        data-at={at}
        className={TIP}
        style={{ left, top, transform: tipShift(keyed.fx > 0.5, keyed.fy > 0.5, 10) }}
      >
        {notes.describe(keyed.mark)}
      </div>
    </>
  );
}

/** The tooltip of the mark nearest the pointer. */
export function NearestMarkTip({ hover, notes }: { hover: Hover; notes: MarkNotes }) {
  return (
    <div
      role="tooltip"
      data-testid="trx-nearest"
      data-trx-id={notes.id(hover.mark)}
      data-at={hover.at}
      className={TIP}
      // Placed away from the nearer edges, so it stays on the map on a phone too.
      style={{ left: hover.px, top: hover.py, transform: tipShift(hover.right, hover.low, 8) }}
    >
      {notes.describe(hover.mark)}
    </div>
  );
}
