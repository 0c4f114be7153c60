import { describe, expect, it } from "vitest";
import { createCallAdmission } from "./call-admission";
import { createCallBudget } from "./call-budget";
import { createUpstreamCounters } from "./upstream-counters";

const T = 1_000_000;

function setup(plan = { rate: 1e6, burst: 1e6, daily: 1e9 }, visitorRule = { rate: 0.001, burst: 2 }) {
  const counters = createUpstreamCounters();
  const budget = createCallBudget(plan, () => T);
  return { counters, budget, admission: createCallAdmission({ budget, visitorRule, counters }) };
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

  it("uses a burst of 40 a visitor when given no rule", () => {
    const counters = createUpstreamCounters();
    const budget = createCallBudget({ rate: 1e6, burst: 1e6, daily: 1e9 }, () => T);
    const admission = createCallAdmission({ budget, counters });
    for (let i = 0; i < 40; i++) expect(admission.admit({ visitor: "v" }, T), `call ${i}`).toBeUndefined();
    expect(admission.admit({ visitor: "v" }, T)?.status).toBe(429);
  });
});
