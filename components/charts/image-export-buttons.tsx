"use client";

import { useState } from "react";
import type { ExportScheme } from "@/lib/charts/export-svg";
import { exportButton } from "./export-button-style";
import { ShareButton } from "./share-button";

/**
 * A chart's PNG and SVG downloads (both drawn from the same document by `onExport`), light unless
 * "Dark background" is asked for, and what went wrong if an export fails; then its Share button.
 */
export function ImageExportButtons({
  name,
  onExport,
}: {
  name: string;
  onExport: (kind: "png" | "svg", scheme: ExportScheme) => Promise<void>;
}) {
  const [dark, setDark] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (kind: "png" | "svg") => {
    setError(null);
    try {
      await onExport(kind, dark ? "dark" : "light");
    } catch (err) {
      setError(err instanceof Error ? err.message : "The export failed.");
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-1 print:hidden">
      <button
        type="button"
        className={exportButton}
        onClick={() => void run("png")}
        aria-label={`Download ${name} as PNG`}
      >
        PNG
      </button>
      <button
        type="button"
        className={exportButton}
        onClick={() => void run("svg")}
        aria-label={`Download ${name} as SVG`}
      >
        SVG
      </button>
      <label className="inline-flex items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
        <input type="checkbox" checked={dark} onChange={(e) => setDark(e.target.checked)} />
        Dark background
      </label>
      {error && (
        <span role="alert" className="text-xs text-rose-700 dark:text-rose-400">
          {error}
        </span>
      )}
      <ShareButton name={name} />
    </span>
  );
}
