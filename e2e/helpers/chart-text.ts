import type { Locator, Page } from "@playwright/test";

/**
 * Each visible text's rendered size in CSS px, with its words: its font size times the scale the
 * screen draws it at (a rotated label's scale is the length of its matrix's first column, not its x
 * scale). Texts with no box (hidden, empty) are left out: nobody reads them.
 */
export const renderedTexts = (texts: Locator) =>
  texts.evaluateAll((els) =>
    els
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (e.textContent ?? "").trim() !== "";
      })
      .map((e) => {
        const m = (e as SVGGraphicsElement).getScreenCTM()!;
        const px = parseFloat(getComputedStyle(e).fontSize) * Math.hypot(m.a, m.b);
        return { text: (e.textContent ?? "").trim().slice(0, 40), px: Math.round(px * 100) / 100 };
      }),
  );

/** The rendered sizes alone (CSS px). */
export const textHeights = async (texts: Locator) => (await renderedTexts(texts)).map((t) => t.px);

/**
 * Each chart label (an axis's title, a reference line's name) drawn over one of its chart's tick
 * values, as "label / tick": a reader sees neither. Recharts 3 draws labels and ticks in layers of
 * their own, not inside the axis's group, so the two are paired within each svg.
 */
export const labelsOverTicks = (page: Page) =>
  page.locator("main svg").evaluateAll((svgs) =>
    svgs.flatMap((svg) => {
      const ticks = [...svg.querySelectorAll(".recharts-cartesian-axis-tick-value")].map((t) => ({
        text: t.textContent,
        r: t.getBoundingClientRect(),
      }));
      return [...svg.querySelectorAll(".recharts-label")].flatMap((l) => {
        const a = l.getBoundingClientRect();
        return ticks
          .filter(({ r }) => a.left < r.right && r.left < a.right && a.top < r.bottom && r.top < a.bottom)
          .map(({ text }) => `${l.textContent} / ${text}`);
      });
    }),
  );
