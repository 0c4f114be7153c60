import { describe, expect, it } from "vitest";
import { callFailure, createHungWatch, HUNG_FOR_MS, isTimeout } from "./deadline";
import { UpstreamError } from "./upstream-error";

const timeout = () => new DOMException("The operation was aborted due to timeout", "TimeoutError");

describe("callFailure", () => {
  it("a deadline passed is a 504 naming it; anything else a 502 naming the cause", () => {
    expect(isTimeout(timeout())).toBe(true);
    expect(isTimeout(new Error("x"))).toBe(false);
    const late = callFailure(timeout(), 400);
    expect(late).toBeInstanceOf(UpstreamError);
    expect([late.status, late.message]).toEqual([504, "The data service did not answer within 400 ms"]);
    const down = callFailure(new TypeError("fetch failed"), 400);
    expect([down.status, down.message]).toEqual([502, "The data service could not be reached: fetch failed"]);
  });

  it("passes an UpstreamError on as it is (the token's own failures: a hung issuer's 504, its 429)", () => {
    const e = new UpstreamError(429, "issuer busy", undefined, 30);
    expect(callFailure(e, 400)).toBe(e);
  });
});

describe("createHungWatch", () => {
  it("is not hung until a call runs past its deadline, then for five seconds", () => {
    let t = 1_000_000;
    const hung = createHungWatch(() => t);
    expect(hung.hungForSecs(t)).toBeUndefined();
    hung.noteHang();
    expect(HUNG_FOR_MS).toBe(5_000);
    expect(hung.hungForSecs(t)).toBe(5);
    expect(hung.hungForSecs(t + 4_001)).toBe(1); // rounded up: never a Retry-After of 0
    expect(hung.hungForSecs(t + 4_999)).toBe(1);
    expect(hung.hungForSecs(t + 5_000)).toBeUndefined();
    t += 10_000;
    hung.noteHang(); // from the latest hang
    expect(hung.hungForSecs(t + 2_500)).toBe(3);
  });
});
