import { exportFileName, stampLines, type ExportStamp } from "./export-stamp";
import { serializeChart, wrapWithStamp } from "./export-svg";

// Downloads use data: URLs: the page never hands the browser a blob: address (the e2e guard treats
// every address off the app's origin as a leak, and data: is the one it allows).

const EXPORT_WIDTH = 1200; // px: a chart is exported at this width whatever the screen

export function downloadDataUrl(href: string, filename: string): void {
  const a = document.createElement("a");
  a.href = href;
  a.download = filename;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
}

/** The chart as an SVG document (string) and its pixel size, at the export width. */
export function chartSvgDocument(
  svg: SVGSVGElement,
  stamp: ExportStamp,
  overlayMarks?: string,
): { doc: string; width: number; height: number } {
  const vb = svg.viewBox.baseVal;
  const aspect = vb && vb.width > 0 ? vb.height / vb.width : svg.clientHeight / Math.max(1, svg.clientWidth);
  const width = EXPORT_WIDTH;
  const height = Math.round(width * aspect);
  const doc = wrapWithStamp(
    serializeChart(svg, width, height, overlayMarks),
    width,
    height,
    stampLines(stamp),
    stamp.url,
  );
  const total = Number(/height="(\d+)"/.exec(doc)?.[1] ?? height);
  return { doc, width, height: total };
}

const svgDataUrl = (doc: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(doc)}`;

export function downloadSvg(
  svg: SVGSVGElement,
  stamp: ExportStamp,
  part: string,
  overlayMarks?: string,
): void {
  const { doc } = chartSvgDocument(svg, stamp, overlayMarks);
  downloadDataUrl(
    svgDataUrl(`<?xml version="1.0" encoding="UTF-8"?>\n${doc}`),
    exportFileName(stamp, part, "svg"),
  );
}

/** PNG: the SVG document drawn onto a canvas at twice the export size (sharp on high-density screens). */
export async function downloadPng(
  svg: SVGSVGElement,
  stamp: ExportStamp,
  part: string,
  overlayMarks?: string,
): Promise<void> {
  const { doc, width, height } = chartSvgDocument(svg, stamp, overlayMarks);
  downloadDataUrl(await svgDocumentToPng(doc, width, height), exportFileName(stamp, part, "png"));
}

/** An SVG document drawn on a white canvas at twice its size, as a PNG data URL. */
export async function svgDocumentToPng(doc: string, width: number, height: number): Promise<string> {
  const img = new Image();
  img.decoding = "async";
  const loaded = new Promise<void>((resolve, reject) => {
    img.onload = () => resolve();
    img.onerror = () => reject(new Error("the chart could not be drawn as an image"));
  });
  img.src = svgDataUrl(doc);
  await loaded;
  const scale = 2;
  const canvas = document.createElement("canvas");
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("this browser cannot draw images");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/png");
}

export function downloadCsv(csv: string, stamp: ExportStamp, part: string): void {
  // A byte-order mark so that spreadsheet programs read the names' accents as UTF-8.
  downloadDataUrl(
    `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`,
    exportFileName(stamp, part, "csv"),
  );
}
