import { describe, expect, it } from "vitest";
import { competitionOf } from "@/features/season/calendar/fixture-events";

describe("a calendar's competition", () => {
  it("is the competition's own name when it says its year, else the name and the year", () => {
    expect(competitionOf({ competitionName: "2024 Toyota AFL Premiership", startYear: 2024 })).toBe(
      "2024 Toyota AFL Premiership",
    );
    expect(competitionOf({ competitionName: "VFL Premiership", startYear: 1966 })).toBe(
      "VFL Premiership 1966",
    );
    // Another year inside the name (a sponsor's) is not the season's.
    expect(competitionOf({ competitionName: "AFL 20245 Cup", startYear: 2024 })).toBe("AFL 20245 Cup 2024");
  });
});
