import { describe, expect, it } from "vitest";
import { chainPathD, chainTransactions } from "./chain-path";

const t = (id: number, squad: number | null, code = "KICK") => ({
  id,
  code,
  squad: squad === null ? null : { id: squad },
});

describe("chainTransactions", () => {
  const all = [
    t(9, 20),
    t(10, 160, "GATHER"),
    t(11, 160),
    t(12, 20, "TACKLE"),
    t(13, 160, "INTERCHANGE"),
    t(14, 160, "MARK"),
    t(15, 20),
  ];

  it("takes the chain squad's transactions from its start to its end transaction", () => {
    const chain = { squad: { id: 160 }, start: { matchTrxId: 10 }, end: { matchTrxId: 14 } };
    expect(chainTransactions(chain, all).map((x) => x.id)).toEqual([10, 11, 14]);
  });

  it("is one transaction for a chain that starts and ends at once", () => {
    const chain = { squad: { id: 20 }, start: { matchTrxId: 15 }, end: { matchTrxId: 15 } };
    expect(chainTransactions(chain, all).map((x) => x.id)).toEqual([15]);
  });
});

describe("chainPathD", () => {
  it("moves to the first point and draws a line through the rest, y flipped for SVG space, to a decimal", () => {
    expect(
      chainPathD([
        { x: 1.23, y: 4 },
        { x: -2, y: -3.06 },
        { x: 10, y: 0 },
      ]),
    ).toBe("M1.2,-4L-2,3.1L10,0");
  });

  it("draws nothing for no points", () => {
    expect(chainPathD([])).toBeNull();
  });
});
