"use client";

import { useState, type RefObject } from "react";
import { downloadCsv, downloadPng, downloadSvg } from "@/lib/charts/export-image";
import { buildCsv, type CsvValue } from "@/lib/charts/export-csv";
import { stampLines } from "@/lib/charts/export-stamp";
import { useExportStamp } from "./export-context";

const button =
  "rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800";

/** PNG and SVG downloads of one chart, each stamped with the match, the filters and the data's time. */
export function ChartExportButtons({
  svgRef,
  part,
  name,
  overlayMarks,
}: {
  svgRef: RefObject<SVGSVGElement | null>;
  part: string;
  name: string;
  overlayMarks?: (scale: number) => string; // marks painted on a canvas, as SVG, at the export's zoom
}) {
  const stamp = useExportStamp();
  const [error, setError] = useState<string | null>(null);
  const run = async (kind: "png" | "svg") => {
    const svg = svgRef.current;
    if (!svg) return;
    setError(null);
    try {
      const slot = svg.querySelector("[data-export-slot]");
      const marks = overlayMarks?.(Number(slot?.getAttribute("data-scale") ?? 1));
      if (kind === "svg") downloadSvg(svg, stamp(), part, marks);
      else await downloadPng(svg, stamp(), part, marks);
    } catch (err) {
      setError(err instanceof Error ? err.message : "The export failed.");
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-1 print:hidden">
      <button
        type="button"
        className={button}
        onClick={() => void run("png")}
        aria-label={`Download ${name} as PNG`}
      >
        PNG
      </button>
      <button
        type="button"
        className={button}
        onClick={() => void run("svg")}
        aria-label={`Download ${name} as SVG`}
      >
        SVG
      </button>
      {error && (
        <span role="alert" className="text-xs text-rose-700">
          {error}
        </span>
      )}
    </span>
  );
}

/** A CSV of a table's rows as shown (same cells, same order, filters applied). */
export function CsvButton({
  header,
  rows,
  part,
  name,
}: {
  header: readonly string[];
  rows: () => readonly (readonly CsvValue[])[];
  part: string;
  name: string;
}) {
  const stamp = useExportStamp();
  return (
    <button
      type="button"
      className={`${button} print:hidden`}
      aria-label={`Download ${name} as CSV`}
      onClick={() => {
        const s = stamp();
        downloadCsv(buildCsv(header, rows(), stampLines(s)), s, part);
      }}
    >
      CSV
    </button>
  );
}
