"use client";

import type { RefObject } from "react";
import { chartSvgDocument, downloadChart } from "@/lib/charts/export-image";
import { downloadCsvFile } from "@/lib/charts/csv-download";
import type { CsvValue } from "@/lib/charts/export-csv";
import { exportFileName, stampLines } from "@/lib/charts/export-stamp";
import { ImageExportButtons } from "@/components/charts/image-export-buttons";
import { exportButton as button } from "@/components/charts/export-button-style";
import { useExportStamp } from "./export-context";

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
  return (
    <ImageExportButtons
      name={name}
      onExport={async (kind, scheme) => {
        const svg = svgRef.current;
        if (!svg) return;
        const slot = svg.querySelector("[data-export-slot]");
        const marks = overlayMarks?.(Number(slot?.getAttribute("data-scale") ?? 1));
        const s = stamp();
        const doc = chartSvgDocument(svg, s, { overlayMarks: marks, scheme });
        await downloadChart(kind, doc, exportFileName(s, part, kind));
      }}
    />
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
        downloadCsvFile({
          header,
          rows: rows(),
          stamp: stampLines(s),
          fileName: exportFileName(s, part, "csv"),
        });
      }}
    >
      CSV
    </button>
  );
}
