"use client";

import type { ReactNode } from "react";
import { zoomButtons, type ZoomControls } from "./zoom-buttons";

export const toolbarButton =
  "rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800";

/** The row above a map: the caller's controls, the zoom and pan buttons, and the hint of the map's keys. */
export function MapToolbar({
  toolbar,
  zp,
  hintId,
}: {
  toolbar: ReactNode;
  zp: ZoomControls;
  hintId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {toolbar}
      <div role="group" aria-label="Zoom and pan" className="inline-flex flex-wrap gap-1">
        {zoomButtons(zp).map(([glyph, name, act, disabled]) => (
          <button
            key={name}
            type="button"
            className={toolbarButton}
            onClick={act}
            aria-label={name}
            disabled={disabled}
          >
            {glyph}
          </button>
        ))}
      </div>
      <span id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        Keys on the map: + and − zoom, arrows pan, 0 resets; Ctrl + scroll or a pinch zooms, a double-click or
        double-tap resets.
      </span>
    </div>
  );
}
