import { describe, expect, it } from "vitest";
import { utcOfLocal } from "./utc-of-local";

describe("utcOfLocal", () => {
  it("gives the UTC instant of a wall-clock time in the place's zone, daylight saving included", () => {
    expect(utcOfLocal("1950-04-15", "14:30", "Australia/Melbourne")).toBe("1950-04-15T04:30:00.000Z");
    expect(utcOfLocal("2024-03-02", "19:40", "Australia/Melbourne")).toBe("2024-03-02T08:40:00.000Z");
    expect(utcOfLocal("2024-06-01", "13:45", "Australia/Perth")).toBe("2024-06-01T05:45:00.000Z");
  });
});
