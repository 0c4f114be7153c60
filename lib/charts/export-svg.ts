// A chart as a self-contained SVG file: the chart's own markup with its computed styles written onto
// each element (the page's stylesheet does not travel with the file), inside an outer SVG that adds a
// white background and the export's stamp, with the view's address as a real link.
import { CHART_FONT } from "./palette";

const STYLE_PROPS = [
  "fill",
  "fill-opacity",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-dasharray",
  "stroke-linecap",
  "stroke-linejoin",
  "opacity",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "dominant-baseline",
  "visibility",
  "display",
] as const;

export const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An export's colours: light (the default, for documents and slides) or dark, when asked for. */
export type ExportScheme = "light" | "dark";
/** The file's background and stamp text, by scheme (the chart's own colours follow the scheme's CSS
 * variables: .chart-export-light / .chart-export-dark in globals.css). */
export const EXPORT_COLOURS: Record<ExportScheme, { background: string; text: string }> = {
  light: { background: "#ffffff", text: "#334155" },
  dark: { background: "#0f172a", text: "#cbd5e1" },
};

const STAMP_LINE = 16; // px

/**
 * The exported document: `inner` is the chart's <svg> markup (it keeps its own viewBox), drawn at
 * width × height px, followed by one line of text per stamp line; the last line links to `url`.
 */
export function wrapWithStamp(
  inner: string,
  width: number,
  height: number,
  lines: readonly string[],
  url: string,
  scheme: ExportScheme = "light",
): string {
  const { background, text: ink } = EXPORT_COLOURS[scheme];
  const w = Math.round(width);
  const h = Math.round(height);
  const total = h + 12 + lines.length * STAMP_LINE;
  const text = lines
    .map((l, i) => {
      const y = h + 12 + (i + 1) * STAMP_LINE - 4;
      const t = `<text x="8" y="${y}" font-size="12" font-family="${CHART_FONT}" fill="${ink}">${escapeXml(l)}</text>`;
      return i === lines.length - 1 ? `<a href="${escapeXml(url)}">${t}</a>` : t;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${w}" height="${total}" viewBox="0 0 ${w} ${total}">` +
    `<title>${escapeXml(lines[0] ?? "Chart")}</title>` +
    `<rect x="0" y="0" width="${w}" height="${total}" fill="${background}"/>` +
    `${inner}${text}</svg>`
  );
}

/**
 * The chart element's markup with computed styles inlined and interaction-only parts left out.
 * `overlayMarks` (SVG markup) goes into the chart's `[data-export-slot]`: marks painted on a canvas
 * over the chart travel in the file as SVG. The chart's colours are the export scheme's, whatever
 * the page's.
 */
export function serializeChart(
  svg: SVGSVGElement,
  width: number,
  height: number,
  overlayMarks?: string,
  scheme: ExportScheme = "light",
): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  // The file keeps the scheme's colours whatever the page's (.chart-export-* in globals.css).
  const schemeClass = `chart-export-${scheme}`;
  svg.classList.add(schemeClass);
  const from = [svg, ...svg.querySelectorAll("*")];
  const to = [clone, ...clone.querySelectorAll("*")];
  from.forEach((el, i) => {
    const cs = getComputedStyle(el);
    const target = to[i] as SVGElement;
    const style = STYLE_PROPS.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(";");
    target.setAttribute("style", style);
    target.removeAttribute("class");
    target.removeAttribute("tabindex");
  });
  svg.classList.remove(schemeClass);
  for (const el of clone.querySelectorAll("[data-export='exclude']")) el.remove();
  const slot = clone.querySelector("[data-export-slot]");
  if (slot && overlayMarks) slot.innerHTML = overlayMarks; // parsed as SVG: the slot is an SVG element
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  clone.setAttribute("x", "0");
  clone.setAttribute("y", "0");
  clone.setAttribute("width", String(Math.round(width)));
  clone.setAttribute("height", String(Math.round(height)));
  return new XMLSerializer().serializeToString(clone);
}
