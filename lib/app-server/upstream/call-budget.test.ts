import { describe, expect, it } from "vitest";
import { createCallBudget } from "./call-budget";

const DAY = 86_400_000;

describe("createCallBudget", () => {
  it("leaves a quarter of the burst to pages: the browser's calls stop short of it", () => {
    let t = 10 * DAY;
    const budget = createCallBudget({ rate: 1, burst: 8, daily: 1000 }, () => t);
    for (let i = 0; i < 6; i++) expect(budget.take(false), `call ${i}`).toEqual({ ok: true });
    expect(budget.take(false)).toEqual({
      ok: false,
      retryAfterSecs: 1,
      reason: "the data plan's rate is taken up",
    });
    // Pages still may, and then even past the plan (the service's own 429 decides).
    expect(budget.take(true)).toEqual({ ok: true });
    expect(budget.take(true)).toEqual({ ok: true });
    expect(budget.take(true)).toEqual({ ok: true });
    t += 3_000; // 3 tokens back, of which 2 stay in the reserve: one for the browser
    expect(budget.take(false)).toEqual({ ok: true });
    expect(budget.take(false)).toMatchObject({ ok: false, retryAfterSecs: 1 });
    expect(budget.snapshot()).toEqual({
      plan: { rate: 1, burst: 8, daily: 1000 },
      usedToday: 10,
      browserShareOfDay: 900,
      reservedForPages: { perSecond: 2, perDay: 100 },
      refused: 2,
    });
  });

  it("keeps a tenth of the day for pages, until the next UTC midnight", () => {
    let t = 20 * DAY + 3_600_000; // 01:00 UTC
    const budget = createCallBudget({ rate: 1e6, burst: 1e6, daily: 10 }, () => t);
    for (let i = 0; i < 9; i++) expect(budget.take(false).ok, `call ${i}`).toBe(true);
    expect(budget.take(false)).toEqual({
      ok: false,
      retryAfterSecs: 23 * 3600,
      reason: "the day's share of the data plan for browsing is used",
    });
    expect(budget.take(true)).toEqual({ ok: true });
    expect(budget.snapshot()).toMatchObject({ usedToday: 10, browserShareOfDay: 9, refused: 1 });
    t = 21 * DAY - 500; // half a second before midnight: rounded up to one
    expect(budget.take(false)).toMatchObject({ ok: false, retryAfterSecs: 1 });
    t = 21 * DAY; // a new day
    expect(budget.snapshot()).toMatchObject({ usedToday: 0, refused: 2 });
    expect(budget.take(false)).toEqual({ ok: true });
    expect(budget.snapshot().usedToday).toBe(1);
  });

  it("rounds the shares down", () => {
    const budget = createCallBudget({ rate: 5, burst: 7, daily: 35_005 }, () => 0);
    expect(budget.snapshot()).toMatchObject({
      browserShareOfDay: 31_504,
      reservedForPages: { perSecond: 1, perDay: 3_501 },
    });
  });
});
