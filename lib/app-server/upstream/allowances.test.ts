import { describe, expect, it } from "vitest";
import { DEFAULT_ALLOWANCES, payerOf, refusalOf, ruleOf } from "./allowances";

describe("payerOf", () => {
  it("a visitor who is not signed in pays from the address's allowance", () => {
    expect(payerOf("10.0.0.1", null)).toEqual({ kind: "address", key: "10.0.0.1" });
    expect(payerOf("10.0.0.1", undefined)).toEqual({ kind: "address", key: "10.0.0.1" });
  });

  it("a signed-in account pays from its own, by role, whatever its address", () => {
    expect(payerOf("10.0.0.1", { email: "f@x", role: "fan" })).toEqual({ kind: "fan", key: "f@x" });
    for (const role of ["coach", "analyst", "admin"] as const)
      expect(payerOf("10.0.0.1", { email: "a@x", role }), role).toEqual({ kind: "analyst", key: "a@x" });
    expect(payerOf(undefined, { email: "a@x", role: "coach" })).toEqual({ kind: "analyst", key: "a@x" });
  });

  it("nobody pays for the app's own calls (no address, no account)", () => {
    expect(payerOf(undefined, null)).toBeUndefined();
  });
});

describe("the allowances", () => {
  it("a fan and an address share the visitor's rule; coaches, analysts and admins the analyst's", () => {
    const a = { visitor: { rate: 1, burst: 2 }, analyst: { rate: 3, burst: 4 } };
    expect(ruleOf(a, "address")).toBe(a.visitor);
    expect(ruleOf(a, "fan")).toBe(a.visitor);
    expect(ruleOf(a, "analyst")).toBe(a.analyst);
  });

  it("an analyst's burst holds every view of a round's 9 matches (~26 new calls each) twice over", () => {
    expect(DEFAULT_ALLOWANCES.analyst.burst).toBeGreaterThanOrEqual(2 * 9 * 26);
    // Bounded all the same: refilled no faster than an anonymous address's.
    expect(DEFAULT_ALLOWANCES.analyst.rate).toBeLessThanOrEqual(DEFAULT_ALLOWANCES.visitor.rate);
    expect(DEFAULT_ALLOWANCES.visitor).toEqual({ rate: 1, burst: 40 });
  });

  it("a refusal names whose allowance is spent", () => {
    expect(refusalOf("address")).toBe("Too many new data requests from this address");
    expect(refusalOf("fan")).toBe("Too many new data requests from this account");
    expect(refusalOf("analyst")).toBe("Too many new data requests from this account");
  });
});
