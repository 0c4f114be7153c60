"use client";

import type { RefObject } from "react";
import type { CsvValue } from "@/lib/charts/export-csv";
import { csvFileName, downloadCsvFile } from "@/lib/charts/csv-download";
import { downloadChart, stampedChartDocument } from "@/lib/charts/export-image";
import { slug } from "@/lib/charts/export-stamp";
import { ImageExportButtons } from "@/components/charts/image-export-buttons";
import { exportButton as button } from "@/components/charts/export-button-style";

// Exports of a season view, stamped like the match centre's (what, which data, the address that
// reproduces it), without a match to name.

export function SeasonCsvButton({
  name,
  stamp,
  header,
  rows,
}: {
  name: string;
  stamp: () => string[];
  header: readonly string[];
  rows: () => readonly (readonly CsvValue[])[];
}) {
  return (
    <button
      type="button"
      className={button}
      aria-label={`Download ${name} as CSV`}
      onClick={() => {
        const lines = [...stamp(), `View: ${window.location.href}`];
        downloadCsvFile({ header, rows: rows(), stamp: lines, fileName: csvFileName(name) });
      }}
    >
      CSV
    </button>
  );
}

/** PNG and SVG of a season chart, stamped with what it shows and the address that reproduces it. */
export function SeasonImageButtons({
  name,
  stamp,
  svgRef,
}: {
  name: string;
  stamp: () => string[];
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  return (
    <ImageExportButtons
      name={name}
      onExport={async (kind, scheme) => {
        if (!svgRef.current) return;
        const url = window.location.href;
        const doc = stampedChartDocument(svgRef.current, [...stamp(), `View: ${url}`], url, { scheme });
        await downloadChart(kind, doc, `${slug(name)}.${kind}`);
      }}
    />
  );
}
