import { describe, expect, it } from "vitest";
import type { Transaction } from "@/lib/contract";
import { describeTransaction, transactionSummary } from "./transaction-words";

const trx = (over: Partial<Transaction>) =>
  ({
    id: 1,
    name: "Kick",
    period: 2,
    periodSecs: 754,
    person: { fullname: "Sam Walsh" },
    squad: { id: 7, name: "Carlton" },
    zoneLogical: "D50",
    ...over,
  }) as unknown as Transaction;

describe("describeTransaction", () => {
  it("says what, by whom for which team, when and where", () => {
    expect(describeTransaction(trx({}))).toEqual(["Kick by Sam Walsh (Carlton)", "Q2 12:34", "Zone D50"]);
  });

  it("leaves out the player and the team when there is none", () => {
    expect(describeTransaction(trx({ name: "Ball up", person: null, squad: null }))[0]).toBe("Ball up");
  });
});

describe("transactionSummary", () => {
  const home = { name: "Carlton" };
  const away = { name: "Geelong" };

  it("counts the marks of each team and of none", () => {
    const marks = { count: 6, group: new Uint8Array([0, 1, 2, 0, 0, 1]) };
    expect(transactionSummary(marks, home, away)).toBe(
      "Every transaction on the ground: 6 marks; 3 by Carlton, 2 by Geelong, 1 with no team. The table below lists them.",
    );
  });

  it("says zero of each when nothing is drawn", () => {
    expect(transactionSummary({ count: 0, group: new Uint8Array() }, home, away)).toBe(
      "Every transaction on the ground: 0 marks; 0 by Carlton, 0 by Geelong, 0 with no team. The table below lists them.",
    );
  });
});
