import { describe, expect, it } from "vitest";
import { finalsWords, outlookStamp, outlookStatus, roundName } from "./predictor-words";

const rounds = [
  { number: 11, name: "Round 11" },
  { number: 12, name: "Round 12" },
];

describe("roundName", () => {
  it("is now without a round, else the round's name, or its number where the list has none", () => {
    expect(roundName(rounds, null)).toBe("now");
    expect(roundName(rounds, 12)).toBe("after Round 12");
    expect(roundName(rounds, 30)).toBe("after 30");
  });
});

describe("outlookStamp", () => {
  it("names the season, the round, the picks and the run", () => {
    expect(outlookStamp(2024, "after Round 12", "123h", { simulations: 10000, seed: 7 })).toEqual([
      "Predictor · season 2024 · as it stood after Round 12",
      "Picks: 123h · 10000 simulated seasons, seed 7",
    ]);
  });
  it("says none before any pick, and no run before the first outlook", () => {
    expect(outlookStamp(2024, "now", "", null)[1]).toBe("Picks: none · 0 simulated seasons, seed ");
  });
});

describe("finalsWords and outlookStatus", () => {
  it("names the finals system simulated, or the line counted and the premier where it is not", () => {
    const eight = { format: "afl-top-eight", teams: 8, name: "the AFL's top-eight system" } as const;
    expect(finalsWords(eight, false)).toBe("then the finals (the AFL's top-eight system).");
    const four = { format: null, teams: 4, name: "the final four of 1901–1930" };
    expect(finalsWords(four, false)).toBe(
      "The finals (the final four of 1901–1930) are not simulated here: the chances are of a place in the top 4, with no premiership chances.",
    );
    expect(finalsWords(four, true)).toMatch(/top 4, and the premier is the grand final's winner\.$/);
  });
  it("says it is simulating, else what is left and picked", () => {
    expect(outlookStatus(true, 40, 2)).toBe("Simulating the season…");
    expect(outlookStatus(false, 40, 2)).toBe("40 matches to play, 2 picked.");
  });
});
