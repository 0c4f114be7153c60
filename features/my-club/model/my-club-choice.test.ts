import { describe, expect, it } from "vitest";
import { parseMyClub } from "./my-club-choice";

describe("parseMyClub", () => {
  it("keeps a club with its season and name", () => {
    expect(parseMyClub({ squadId: 5, seasonId: 73, name: " Geelong " })).toEqual({
      squadId: 5,
      seasonId: 73,
      name: "Geelong",
    });
  });
  it("refuses what is not a club: missing, mistyped or empty", () => {
    expect(parseMyClub(null)).toBeNull();
    expect(parseMyClub({ squadId: "5", seasonId: 73, name: "Geelong" })).toBeNull();
    expect(parseMyClub({ squadId: 5, seasonId: 73, name: "" })).toBeNull();
    expect(parseMyClub({ squadId: -1, seasonId: 73, name: "x" })).toBeNull();
  });
});
