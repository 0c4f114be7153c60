"use client";

import type { RefObject } from "react";
import { buildCsv, type CsvValue } from "@/lib/charts/export-csv";
import { downloadDataUrl, svgDocumentToPng } from "@/lib/charts/export-image";
import { serializeChart, wrapWithStamp } from "@/lib/charts/export-svg";

// Exports of a season view, stamped like the match centre's (what, which data, the address that
// reproduces it), without a match to name.

const button =
  "rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800";

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

/** The chart as a stamped SVG document at the export width (the same render for SVG and PNG). */
function seasonChartDocument(svg: SVGSVGElement, stamp: string[]) {
  const vb = svg.viewBox.baseVal;
  const width = 1200;
  const height = Math.round((width * vb.height) / vb.width);
  const url = window.location.href;
  const doc = wrapWithStamp(
    serializeChart(svg, width, height),
    width,
    height,
    [...stamp, `View: ${url}`],
    url,
  );
  return { doc, width, height: Number(/height="(\d+)"/.exec(doc)?.[1] ?? height) };
}

export function SeasonSvgButton({
  name,
  stamp,
  svgRef,
}: {
  name: string;
  stamp: () => string[];
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  return (
    <button
      type="button"
      className={button}
      aria-label={`Download ${name} as SVG`}
      onClick={() => {
        if (!svgRef.current) return;
        const { doc } = seasonChartDocument(svgRef.current, stamp());
        downloadDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(doc)}`, `${slug(name)}.svg`);
      }}
    >
      SVG
    </button>
  );
}

export function SeasonPngButton({
  name,
  stamp,
  svgRef,
}: {
  name: string;
  stamp: () => string[];
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  return (
    <button
      type="button"
      className={button}
      aria-label={`Download ${name} as PNG`}
      onClick={async () => {
        if (!svgRef.current) return;
        const { doc, width, height } = seasonChartDocument(svgRef.current, stamp());
        downloadDataUrl(await svgDocumentToPng(doc, width, height), `${slug(name)}.png`);
      }}
    >
      PNG
    </button>
  );
}
