import { describe, expect, it } from "vitest";
import { drawingWidth, overlayPlacement, UNMEASURED_WIDTH } from "./map-layout";

describe("a map's layout", () => {
  it("is drawn inside the SVG's 1 px border once measured, else at a default width", () => {
    expect(drawingWidth(402)).toBe(400);
    expect(drawingWidth(3)).toBe(1);
    expect(drawingWidth(2)).toBe(UNMEASURED_WIDTH);
    expect(drawingWidth(0)).toBe(UNMEASURED_WIDTH);
  });

  it("lays the overlay over the ground's rows, inside the border", () => {
    // A 40 px header, a 300 px ground and a 60 px legend: the ground is 10% to 85% of the drawing.
    expect(overlayPlacement(40, 300, 400)).toEqual({
      left: 1,
      right: 1,
      top: "calc(1px + (100% - 2px) * 0.1)",
      height: "calc((100% - 2px) * 0.75)",
    });
  });
});
