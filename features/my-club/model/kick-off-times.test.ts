import { describe, expect, it } from "vitest";
import { kickOffTimes } from "./kick-off-times";

// 08:30 UTC on Thursday 27 March 2025: Perth is UTC+8 (no daylight saving), Melbourne UTC+11 (daylight
// saving until 6 April), Brisbane UTC+10 all year.
const START = "2025-03-27T08:30:00Z";

describe("kickOffTimes", () => {
  it("tells the start in the venue's zone with the zone named", () => {
    expect(kickOffTimes(START, "Australia/Perth", null).venue).toBe("Thu 27 Mar 2025, 4:30 pm AWST");
    expect(kickOffTimes(START, "Australia/Melbourne", null).venue).toBe("Thu 27 Mar 2025, 7:30 pm AEDT");
  });
  it("adds the viewer's time only when the viewer is elsewhere", () => {
    expect(kickOffTimes(START, "Australia/Perth", "Australia/Perth").viewer).toBeNull();
    const brisbane = kickOffTimes(START, "Australia/Perth", "Australia/Brisbane").viewer ?? "";
    expect(brisbane).toMatch(/6:30/);
    expect(brisbane).toMatch(/27/);
  });
});
