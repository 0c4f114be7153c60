import { describe, expect, it } from "vitest";
import { liveStreamHref } from "@/lib/links";
import { isLiveStreamPath, streamMatchId } from "./stream-path";

describe("the live stream's address", () => {
  it("is the one the pages build", () => {
    expect(isLiveStreamPath(liveStreamHref(2024216))).toBe(true);
    expect(streamMatchId(liveStreamHref(2024216))).toBe(2024216);
    expect(streamMatchId(`${liveStreamHref(5)}?x=1`)).toBe(5);
  });

  it("names no match otherwise, though the prefix is still the stream's to answer", () => {
    for (const url of [
      "/api/live/matches/abc/stream",
      "/api/live/matches/5",
      "/api/live/matches/5/streams",
    ]) {
      expect(isLiveStreamPath(url)).toBe(true);
      expect(streamMatchId(url)).toBeNull();
    }
    expect(isLiveStreamPath("/matches/5")).toBe(false);
    expect(isLiveStreamPath("/api/sds/v1/matches/5")).toBe(false);
  });
});
