import { describe, expect, it } from "vitest";
import { refreshDue, STREAMED_REFRESH_MS } from "./use-live-refresh";

describe("whether the live summary is rendered again at a beat", () => {
  const t0 = 1_000_000;
  it("every beat without a stream that delivers (no EventSource, a buffering proxy, reconnecting)", () => {
    expect(refreshDue(false, t0, null, t0 + 10_000)).toBe(true);
  });
  it("streamed: not before the interval, however much the stream brought", () => {
    expect(refreshDue(true, t0, t0 + 5_000, t0 + STREAMED_REFRESH_MS - 1)).toBe(false);
  });
  it("streamed: after the interval, only when the stream brought something since the last render", () => {
    expect(refreshDue(true, t0, t0 + 5_000, t0 + STREAMED_REFRESH_MS)).toBe(true);
    expect(refreshDue(true, t0, t0 - 5_000, t0 + STREAMED_REFRESH_MS)).toBe(false);
    expect(refreshDue(true, t0, null, t0 + STREAMED_REFRESH_MS)).toBe(false);
  });
});
