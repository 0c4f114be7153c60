import { stampLines, type ExportStamp } from "./export-stamp";
import { EXPORT_COLOURS, serializeChart, wrapWithStamp, type ExportScheme } from "./export-svg";

// Chart images are downloaded as data: addresses (a chart's SVG or PNG is small); CSV files as Blobs
// (lib/charts/csv-download.ts).

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

export interface ChartDocument {
  doc: string; // a stamped SVG document
  width: number; // px
  height: number; // px, the stamp's lines included
  scheme: ExportScheme;
}

/** The chart as a stamped SVG document (string) and its pixel size, at the export width. */
export function stampedChartDocument(
  svg: SVGSVGElement,
  lines: readonly string[],
  url: string,
  opts: { overlayMarks?: string; scheme?: ExportScheme } = {},
): ChartDocument {
  const scheme = opts.scheme ?? "light";
  const vb = svg.viewBox.baseVal;
  const aspect = vb && vb.width > 0 ? vb.height / vb.width : svg.clientHeight / Math.max(1, svg.clientWidth);
  const width = EXPORT_WIDTH;
  const height = Math.round(width * aspect);
  const doc = wrapWithStamp(
    serializeChart(svg, width, height, opts.overlayMarks, scheme),
    width,
    height,
    lines,
    url,
    scheme,
  );
  const total = Number(/height="(\d+)"/.exec(doc)?.[1] ?? height);
  return { doc, width, height: total, scheme };
}

/** A match-centre chart's document, stamped with the match, the view and its filters. */
export function chartSvgDocument(
  svg: SVGSVGElement,
  stamp: ExportStamp,
  opts: { overlayMarks?: string; scheme?: ExportScheme } = {},
): ChartDocument {
  return stampedChartDocument(svg, stampLines(stamp), stamp.url, opts);
}

const svgDataUrl = (doc: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(doc)}`;

/** Downloads a chart's document as an SVG file or as a PNG drawn from the same document. */
export async function downloadChart(kind: "svg" | "png", c: ChartDocument, filename: string): Promise<void> {
  if (kind === "svg")
    downloadDataUrl(svgDataUrl(`<?xml version="1.0" encoding="UTF-8"?>\n${c.doc}`), filename);
  else downloadDataUrl(await svgDocumentToPng(c.doc, c.width, c.height, c.scheme), filename);
}

/** An SVG document drawn on a canvas of the scheme's background at twice its size (sharp on
 * high-density screens), as a PNG data URL. */
export async function svgDocumentToPng(
  doc: string,
  width: number,
  height: number,
  scheme: ExportScheme = "light",
): Promise<string> {
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
  ctx.fillStyle = EXPORT_COLOURS[scheme].background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/png");
}
