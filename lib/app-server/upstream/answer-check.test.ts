import { describe, expect, it } from "vitest";
import { OP, ENDPOINT_BY_ID } from "@/lib/contract";
import { createAnswerCheck } from "./answer-check";
import { createUpstreamCounters } from "./upstream-counters";

const body = new TextEncoder().encode("{}");

describe("createAnswerCheck", () => {
  it("checks a 200 only, with the caller's match, and counts a wrong one", () => {
    const counters = createUpstreamCounters();
    const seen: string[] = [];
    const wrongIn = createAnswerCheck(
      (p, _b, m) => (seen.push(`${p} ${m?.endpoint.id}`), `${p} is wrong`),
      counters,
    );
    const match = { endpoint: ENDPOINT_BY_ID.get(OP.getMatch)!, rawParams: {} };
    expect(wrongIn("/x", 200, body, match)).toBe("/x is wrong");
    for (const status of [400, 403, 404, 429, 500])
      expect(wrongIn("/y", status, body, match)).toBeUndefined();
    expect(seen).toEqual([`/x ${OP.getMatch}`]);
    expect(counters.stats.invalid).toBe(1);
  });

  it("passes a conforming answer, uncounted, and everything without a check", () => {
    const counters = createUpstreamCounters();
    expect(createAnswerCheck(() => undefined, counters)("/x", 200, body, undefined)).toBeUndefined();
    expect(createAnswerCheck(undefined, counters)("/x", 200, body, undefined)).toBeUndefined();
    expect(counters.stats.invalid).toBe(0);
  });
});
