import { describe, expect, it } from "vitest";
import { countdownText, msToNextTick } from "./countdown";

const START = Date.parse("2025-03-27T08:30:00Z");
const before = (d: number, h: number, m: number, s = 0) => START - (((d * 24 + h) * 60 + m) * 60 + s) * 1000;

describe("countdownText", () => {
  it("gives days and hours when a day or more away", () => {
    expect(countdownText(START, before(3, 4, 59))).toBe("3 days 4 hours");
    expect(countdownText(START, before(1, 0, 30))).toBe("1 day");
  });
  it("gives hours and minutes within a day, minutes within an hour", () => {
    expect(countdownText(START, before(0, 2, 5, 30))).toBe("2 hours 5 minutes");
    expect(countdownText(START, before(0, 1, 0))).toBe("1 hour");
    expect(countdownText(START, before(0, 0, 1, 59))).toBe("1 minute");
  });
  it("says under a minute, then started", () => {
    expect(countdownText(START, START - 59_000)).toBe("under a minute");
    expect(countdownText(START, START)).toBe("started");
    expect(countdownText(START, START + 1)).toBe("started");
  });
});

describe("msToNextTick", () => {
  it("waits until the minutes left change", () => {
    expect(msToNextTick(START, START - 90_000)).toBe(30_000);
    expect(msToNextTick(START, START - 120_000)).toBe(60_000);
    expect(msToNextTick(START, START)).toBe(Infinity);
  });
});
