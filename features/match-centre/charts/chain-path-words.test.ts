import { describe, expect, it } from "vitest";
import type { Transaction } from "@/lib/contract";
import { chainPoints, chainSamples, describeTransaction } from "./chain-path-words";

const trx = (over: object = {}) =>
  ({
    id: 1,
    name: "Kick",
    period: 2,
    periodSecs: 125,
    person: { fullname: "Sam Walsh" },
    squad: { id: 7, code: "CARL" },
    location: { x: -30, y: 5 },
    locationRotated: { x: 30, y: -5 },
    zoneLogical: "MID",
    ...over,
  }) as unknown as Transaction;

describe("chainPoints and chainSamples", () => {
  it("draws at the true ends or rotated, and samples only the transactions of a side", () => {
    expect(chainPoints([trx()], true)).toEqual([{ x: -30, y: 5 }]);
    expect(chainPoints([trx()], false)).toEqual([{ x: 30, y: -5 }]);
    expect(chainSamples([trx(), trx({ squad: null })])).toEqual([
      { squadId: 7, period: 2, location: { x: -30, y: 5 }, locationRotated: { x: 30, y: -5 } },
    ]);
  });
});

describe("describeTransaction", () => {
  it("numbers it from 1, names the player where there is one, and places it attacking right", () => {
    const [what, , where] = describeTransaction(trx(), 0);
    expect(what).toBe("1. Kick by Sam Walsh");
    expect(where).toBe("At x 30 m, y -5 m (CARL attacking right); zone MID");
    expect(describeTransaction(trx({ person: null, name: "Ball up" }), 4)[0]).toBe("5. Ball up");
  });
});
