import { describe, expect, it } from "vitest";
import { createCallAdmission } from "./call-admission";
import { createCallBudget } from "./call-budget";
import { createUpstreamCounters } from "./upstream-counters";

const T = 1_000_000;

function setup(
  plan = { rate: 1e6, burst: 1e6, daily: 1e9 },
  visitor = { rate: 0.001, burst: 2 },
  analyst = { rate: 0.001, burst: 5 },
) {
  const counters = createUpstreamCounters();
  const budget = createCallBudget(plan, () => T);
  return {
    counters,
    budget,
    admission: createCallAdmission({ budget, allowances: { visitor, analyst }, counters }),
  };
}

/** How many calls in a row `admit` lets through (at most 100), all at one instant. */
function admitted(admit: () => unknown): number {
  let n = 0;
  while (n < 100 && admit() === undefined) n++;
  return n;
}

describe("createCallAdmission", () => {
  it("limits new calls per visitor address, naming the address's limit, and counts the refusals", () => {
    const { counters, budget, admission } = setup();
    expect(admission.admit({ visitor: "v1" }, T)).toBeUndefined();
    expect(admission.admit({ visitor: "v1" }, T)).toBeUndefined();
    const e = admission.admit({ visitor: "v1" }, T);
    expect(e).toMatchObject({ status: 429, message: "Too many new data requests from this address" });
    expect(e!.retryAfterSecs).toBe(1000);
    expect(admission.admit({ visitor: "v2" }, T)).toBeUndefined(); // another address is not refused
    expect(admission.admit({}, T)).toBeUndefined(); // nor the app's own calls (no address)
    expect(counters.stats.refusedVisitors).toBe(1);
    // A visitor's refusal takes nothing from the plan.
    expect(budget.snapshot().usedToday).toBe(4);
  });

  it("then the plan: the browser's calls stop short of the pages' reserve; a refusal names the plan", () => {
    const { counters, admission } = setup({ rate: 0.001, burst: 4, daily: 1e9 }, { rate: 1, burst: 40 });
    for (let i = 0; i < 3; i++) expect(admission.admit({ visitor: "v" }, T), `call ${i}`).toBeUndefined();
    const e = admission.admit({ visitor: "v" }, T);
    expect(e).toMatchObject({ status: 429, message: "No saved copy, and the data plan's rate is taken up" });
    expect(e!.retryAfterSecs).toBeGreaterThan(0);
    expect(admission.admit({ visitor: "v", critical: true }, T)).toBeUndefined(); // a page may
    expect(counters.stats.refusedVisitors).toBe(0); // the plan's refusal is not a visitor's
  });

  it("charges a signed-in account instead of its address: an analyst's bucket is its own and larger", () => {
    const { counters, admission } = setup();
    const analyst = { email: "a@x", role: "analyst" as const };
    expect(admitted(() => admission.admit({ visitor: "v1" }, T, analyst))).toBe(5);
    const e = admission.admit({ visitor: "v1" }, T, analyst);
    expect(e).toMatchObject({ status: 429, message: "Too many new data requests from this account" });
    expect(e!.retryAfterSecs).toBe(1000);
    // The same account from another address is still refused; the address itself is untouched.
    expect(admission.admit({ visitor: "v2" }, T, analyst)?.status).toBe(429);
    expect(admitted(() => admission.admit({ visitor: "v1" }, T))).toBe(2);
    // Another analyst has an allowance of his own.
    expect(admission.admit({ visitor: "v1" }, T, { email: "b@x", role: "analyst" })).toBeUndefined();
    expect(counters.stats.refusedVisitors).toBe(4); // each run of admitted() ends in one
  });

  it("gives coaches and admins the analysts' allowance, a signed-in fan the visitor's, each by account", () => {
    const { admission } = setup();
    for (const role of ["coach", "admin"] as const)
      expect(
        admitted(() => admission.admit({}, T, { email: `${role}@x`, role })),
        role,
      ).toBe(5);
    expect(admitted(() => admission.admit({ visitor: "v" }, T, { email: "f@x", role: "fan" }))).toBe(2);
    // A fan's calls are not his address's: others behind it keep theirs.
    expect(admitted(() => admission.admit({ visitor: "v" }, T))).toBe(2);
    // A session that ended (null) leaves the address to pay.
    expect(admission.admit({ visitor: "v" }, T, null)?.message).toBe(
      "Too many new data requests from this address",
    );
  });

  it("uses a burst of 40 a visitor and 600 an analyst when given no allowances", () => {
    const counters = createUpstreamCounters();
    const budget = createCallBudget({ rate: 1e6, burst: 1e6, daily: 1e9 }, () => T);
    const admission = createCallAdmission({ budget, counters });
    for (let i = 0; i < 40; i++) expect(admission.admit({ visitor: "v" }, T), `call ${i}`).toBeUndefined();
    expect(admission.admit({ visitor: "v" }, T)?.status).toBe(429);
    const analyst = { email: "a@x", role: "analyst" as const };
    for (let i = 0; i < 600; i++) expect(admission.admit({ visitor: "v" }, T, analyst)).toBeUndefined();
    expect(admission.admit({ visitor: "v" }, T, analyst)?.status).toBe(429);
  });
});
