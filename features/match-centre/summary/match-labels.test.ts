import { describe, expect, it } from "vitest";
import type { MatchDetails } from "@/lib/contract";
import { matchResult, roundLabel } from "./match-labels";

const round = (code: string, name: string, roundNumber: number) =>
  ({ type: { code, name }, roundNumber }) as unknown as MatchDetails;

const match = (typeName: string, home: number | null, away: number | null) =>
  ({
    home: { name: "Carlton", score: home === null ? null : { points: home } },
    away: { name: "Geelong", score: away === null ? null : { points: away } },
    status: { typeName },
  }) as unknown as MatchDetails;

describe("roundLabel", () => {
  it("numbers a home and away round, names round 0, and gives a final its own name", () => {
    expect(roundLabel(round("HA", "Home and Away", 7))).toBe("Round 7");
    expect(roundLabel(round("HA", "Home and Away", 0))).toBe("Opening Round");
    expect(roundLabel(round("FIN", "Grand Final", 27))).toBe("Grand Final");
  });
});

describe("matchResult", () => {
  it("states the winner of a complete match, the draw, and nothing before full time or without scores", () => {
    expect(matchResult(match("Complete", 92, 71))).toBe("Carlton won by 21 points");
    expect(matchResult(match("Complete", 70, 71))).toBe("Geelong won by 1 point");
    expect(matchResult(match("Complete", 80, 80))).toBe("Drawn");
    expect(matchResult(match("Live", 92, 71))).toBeNull();
    expect(matchResult(match("Complete", null, 71))).toBeNull();
    expect(matchResult(match("Complete", 71, null))).toBeNull();
  });
});
