import { describe, expect, it } from "vitest";
import { shareOfMatchLabel } from "./share-of-match-label";

describe("shareOfMatchLabel", () => {
  it("reads the bounce as 0%, not a dash", () => {
    expect(shareOfMatchLabel(0)).toBe("0%");
  });

  it("writes the rest of the match as percent() does", () => {
    expect(shareOfMatchLabel(0.25)).toBe("25%");
    expect(shareOfMatchLabel(0.004)).toBe("<1%");
    expect(shareOfMatchLabel(1)).toBe("100%");
  });
});
