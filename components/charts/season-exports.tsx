"use client";

import type { RefObject } from "react";
import { buildCsv, type CsvValue } from "@/lib/charts/export-csv";
import { downloadChart, downloadDataUrl, stampedChartDocument } from "@/lib/charts/export-image";
import { exportButton as button, ImageExportButtons } from "@/components/charts/image-export-buttons";

// Exports of a season view, stamped like the match centre's (what, which data, the address that
// reproduces it), without a match to name.

const slug = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

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
        const csv = buildCsv(header, rows(), [...stamp(), `View: ${window.location.href}`]);
        downloadDataUrl(`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`, `${slug(name)}.csv`);
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
