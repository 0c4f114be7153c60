import { describe, expect, it } from "vitest";
import { tipShift } from "./tip-shift";

describe("a tooltip's shift from its mark", () => {
  it("goes right and down from a mark in the top left", () => {
    expect(tipShift(false, false, 8)).toBe("translate(8px, 8px)");
  });

  it("goes left from a mark nearer the right edge, above one nearer the bottom", () => {
    expect(tipShift(true, false, 8)).toBe("translate(calc(-100% - 8px), 8px)");
    expect(tipShift(false, true, 10)).toBe("translate(10px, calc(-100% - 10px))");
  });
});
