import { describe, expect, it } from "vitest";
import { placeTip } from "./use-tooltip";

// Whatever its words, a tooltip placed by placeTip stays inside a chart `w` wide: at most two thirds of
// it wide, started at a mark in the left third, ended at one in the right third, centred between.
const extent = (x: number, w: number, tipWidth: number) => {
  const { align } = placeTip(x, 100, w);
  const left = align === "start" ? x - 12 : align === "end" ? x + 12 - tipWidth : x - tipWidth / 2;
  return [left, left + tipWidth];
};

describe("where a chart's tooltip goes", () => {
  it("stays inside a phone's chart for a mark anywhere along it, at its widest", () => {
    const w = 330;
    const widest = placeTip(0, 100, w).maxWidth;
    expect(widest).toBe(220);
    for (let x = 12; x <= w - 12; x += 3) {
      const [l, r] = extent(x, w, widest);
      expect(l, `mark at ${x}`).toBeGreaterThanOrEqual(0);
      expect(r, `mark at ${x}`).toBeLessThanOrEqual(w);
    }
  });

  it("is at most 288 px wide on a wide chart, and goes below a mark near the top", () => {
    expect(placeTip(500, 100, 1000).maxWidth).toBe(288);
    expect(placeTip(500, 20, 1000).below).toBe(true);
    expect(placeTip(500, 200, 1000).below).toBe(false);
  });

  it("starts at a mark near the left edge and ends at one near the right", () => {
    expect(placeTip(20, 100, 900).align).toBe("start");
    expect(placeTip(880, 100, 900).align).toBe("end");
    expect(placeTip(450, 100, 900).align).toBe("center");
  });
});
