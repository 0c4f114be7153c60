import { describe, expect, it } from "vitest";
import { nextTry } from "./match-retry";

const down = { status: 503, retryAfterSecs: undefined, detail: "down" };

describe("a match's retry policy", () => {
  it("waits out a busy plan as long as it says, at least a second, without counting a failure", () => {
    expect(nextTry(9, { status: 429, retryAfterSecs: 7, detail: "" }, 2)).toEqual({
      waitMs: 7_000,
      failures: 2,
    });
    expect(nextTry(9, { status: 429, retryAfterSecs: undefined, detail: "" }, 0)).toEqual({
      waitMs: 1_000,
      failures: 0,
    });
    expect(nextTry(9, { status: 429, retryAfterSecs: 0, detail: "" }, 0).waitMs).toBe(1_000);
  });

  it("tries other failures three times, two and four seconds apart, then stops the build", () => {
    expect(nextTry(9, down, 0)).toEqual({ waitMs: 2_000, failures: 1 });
    expect(nextTry(9, down, 1)).toEqual({ waitMs: 4_000, failures: 2 });
    expect(() => nextTry(9, down, 2)).toThrow("Match 9: 503 down");
  });
});
