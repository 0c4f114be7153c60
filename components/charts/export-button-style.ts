/** The look of a chart's small action buttons (PNG, SVG, CSV, Share). */
export const exportButton =
  "rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800";
