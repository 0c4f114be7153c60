import { describe, expect, it } from "vitest";
import type { Chain, MatchDetails } from "@/lib/contract";
import { chainLengths, describeChainFilters, endStateOptions, filterChains } from "./chain-filters";

const m = {
  home: { id: 10, name: "Carlton" },
  away: { id: 20, name: "Geelong" },
  periods: [
    { period: 1, periodSecs: 1900 },
    { period: 2, periodSecs: 1850 },
  ],
} as unknown as MatchDetails;

const chain = (id: number, period: number, squadId: number, stateCode: string, periodSecs = 100) =>
  ({ id, period, squad: { id: squadId }, end: { stateCode, periodSecs } }) as unknown as Chain;
const chains = [chain(1, 1, 10, "GOAL"), chain(2, 1, 20, "TURNOVER"), chain(3, 2, 10, "BEHIND", 1990)];

describe("endStateOptions", () => {
  it("lists every way a chain ends, in words, goals first", () => {
    const options = endStateOptions();
    expect(options).toHaveLength(7);
    expect(options[0]).toEqual({ code: "GOAL", label: "Goal" });
    expect(options.at(-1)).toEqual({ code: "END_OF_QUARTER", label: "End of quarter" });
  });
});

describe("filterChains", () => {
  it("keeps the chains of the quarter, team and end asked for", () => {
    const ids = (f: object) => filterChains(chains, { trueEnds: false, ...f }).map((c) => c.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ period: 1 })).toEqual([1, 2]);
    expect(ids({ team: 10 })).toEqual([1, 3]);
    expect(ids({ outcome: "TURNOVER" })).toEqual([2]);
  });
});

describe("chainLengths", () => {
  it("takes the recorded quarters, stretched to a chain that ends later, and four at least", () => {
    expect(chainLengths(m, chains)).toEqual([1900, 1990, 1800, 1800]);
  });
});

describe("describeChainFilters", () => {
  it("says the event filters with the end in words, then the chain and the map's type when set", () => {
    expect(
      describeChainFilters({ trueEnds: false, outcome: "OUT_OF_BOUNDS", team: 20 }, m, 12, "KICK"),
    ).toEqual([
      { label: "Team", value: "Geelong" },
      { label: "Outcome", value: "Out of bounds" },
      { label: "Orientation", value: "each team attacks right" },
      { label: "Chain", value: "12" },
      { label: "Transaction", value: "KICK" },
    ]);
    expect(describeChainFilters({ trueEnds: true }, m, undefined, undefined)).toEqual([
      { label: "Orientation", value: "true ends by quarter" },
    ]);
  });
});
