import { describe, expect, it } from "vitest";
import { describeResult, formatScore } from "./score";
import { formatVenueDay, formatVenueTime } from "./match-time";
import { formatPercentage } from "./numbers";

describe("formatting", () => {
  it("writes scores the Australian way", () => {
    expect(formatScore({ goals: 18, behinds: 12, points: 120 })).toBe("18.12 (120)");
    expect(formatScore({ goals: null, behinds: null, points: null })).toBeNull();
  });

  it("names the result", () => {
    const home = { name: "Sydney", points: 60 };
    expect(describeResult(home, { name: "Brisbane Lions", points: 120 }, true)).toBe(
      "Brisbane Lions won by 60 points",
    );
    expect(describeResult(home, { name: "Carlton", points: 60 }, true)).toBe("Drawn");
    expect(describeResult(home, { name: "Carlton", points: 61 }, false)).toBeNull();
  });

  it("gives the venue's local time with the zone named", () => {
    expect(formatVenueTime("2024-09-28T04:30:00.000Z", "Australia/Melbourne")).toBe("2:30 pm AEST");
    expect(formatVenueTime("2024-03-07T08:30:00.000Z", "Australia/Sydney", true)).toBe(
      "Thu 7 Mar 2024, 7:30 pm AEDT",
    );
    expect(formatVenueTime("2024-03-07T08:30:00.000Z", "Australia/Perth")).toBe("4:30 pm AWST");
    expect(formatVenueDay("2024-03-07T08:30:00.000Z", "Australia/Sydney")).toBe("Thu 7 Mar");
  });

  it("shows a percentage to one decimal, a dash before any points", () => {
    expect(formatPercentage(126.74, 2242, 1769)).toBe("126.7");
    expect(formatPercentage(0, 0, 0)).toBe("–");
  });
});
