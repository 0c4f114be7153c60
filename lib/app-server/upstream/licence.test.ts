import { describe, expect, it } from "vitest";
import { licensedCodes, permits, type Licence } from "./licence";
import { OP } from "@/lib/contract";

const licence = (tier: Licence["tier"], codes: string[] = []): Licence => ({ tier, metrics: new Set(codes) });

describe("permits", () => {
  it("a core or advanced licence covers the core operations, not the transactional ones", () => {
    for (const tier of ["core", "advanced"] as const) {
      for (const id of [
        OP.getLeague,
        OP.getMatchScore,
        OP.getShots,
        OP.getPlayerStatistics,
        OP.getSquadStatistics,
      ])
        expect(permits(licence(tier), id), `${tier} ${id}`).toBe(true);
      for (const id of [OP.getMatchTransactions, OP.getPossessionChains, OP.getTimeCodedStatistics])
        expect(permits(licence(tier), id), `${tier} ${id}`).toBe(false);
    }
  });

  it("a transactional licence covers every operation", () => {
    for (const id of [
      OP.getLeague,
      OP.getMatchTransactions,
      OP.getPossessionChains,
      OP.getPlayerStatistics,
      OP.getTimeCodedStatistics,
    ])
      expect(permits(licence("transactional"), id), id).toBe(true);
  });

  it("an operation not in the contract's table is never covered", () => {
    expect(permits(licence("transactional"), "noSuchOperation")).toBe(false);
    expect(permits(licence("core"), "")).toBe(false);
  });
});

describe("licensedCodes", () => {
  it("keeps the covered codes, in the order asked", () => {
    const l = licence("core", ["GOAL", "KICK", "MARK"]);
    expect(licensedCodes(l, ["MARK", "TACKLE", "GOAL", "KICK"])).toEqual(["MARK", "GOAL", "KICK"]);
    expect(licensedCodes(l, [])).toEqual([]);
    expect(licensedCodes(licence("core"), ["GOAL"])).toEqual([]);
  });
});
