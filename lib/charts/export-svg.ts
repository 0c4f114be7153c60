// A chart as a self-contained SVG file: the chart's own markup with its computed styles written onto
// each element (the page's stylesheet does not travel with the file), inside an outer SVG that adds a
// white background and the export's stamp, with the view's address as a real link.

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

const STAMP_LINE = 16; // px
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

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
): string {
  const w = Math.round(width);
  const h = Math.round(height);
  const total = h + 12 + lines.length * STAMP_LINE;
  const text = lines
    .map((l, i) => {
      const y = h + 12 + (i + 1) * STAMP_LINE - 4;
      const t = `<text x="8" y="${y}" font-size="12" font-family="${FONT}" fill="#334155">${escapeXml(l)}</text>`;
      return i === lines.length - 1 ? `<a href="${escapeXml(url)}">${t}</a>` : t;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${w}" height="${total}" viewBox="0 0 ${w} ${total}">` +
    `<title>${escapeXml(lines[0] ?? "Chart")}</title>` +
    `<rect x="0" y="0" width="${w}" height="${total}" fill="#ffffff"/>` +
    `${inner}${text}</svg>`
  );
}

/**
 * The chart element's markup with computed styles inlined and interaction-only parts left out.
 * `overlayMarks` (SVG markup) goes into the chart's `[data-export-slot]`: marks painted on a canvas
 * over the chart travel in the file as SVG.
 */
export function serializeChart(
  svg: SVGSVGElement,
  width: number,
  height: number,
  overlayMarks?: string,
): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  // The file keeps the light colours whatever the page's scheme (.chart-export-light in globals.css).
  svg.classList.add("chart-export-light");
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
  svg.classList.remove("chart-export-light");
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
