import { describe, expect, it } from "vitest";
import { createDayBudget } from "./day-budget";

const DAY = 86_400_000;

describe("createDayBudget", () => {
  it("counts today's calls from what was kept today, asked once a day, plus the calls spent since", async () => {
    let t = 10 * DAY + 3_600_000;
    const asked: string[] = [];
    const budget = createDayBudget({
      budget: 3,
      savedSince: async (iso) => (asked.push(iso), 1),
      now: () => t,
    });
    expect(await budget.spentUntil()).toBeNull(); // 1 kept today
    budget.spend();
    expect(await budget.spentUntil()).toBeNull(); // 2
    budget.spend();
    // 3 of 3: spent until the next UTC midnight.
    expect(await budget.spentUntil()).toBe(11 * DAY);
    expect(asked).toEqual([new Date(10 * DAY).toISOString()]);
    // The next day starts again from what the store kept that day.
    t = 11 * DAY + 5;
    expect(await budget.spentUntil()).toBeNull();
    expect(asked).toEqual([new Date(10 * DAY).toISOString(), new Date(11 * DAY).toISOString()]);
  });

  it("a restart after the day's budget was spent is spent too (the count comes from the store)", async () => {
    const budget = createDayBudget({ budget: 5, savedSince: async () => 5, now: () => 2 * DAY + 1 });
    expect(await budget.spentUntil()).toBe(3 * DAY);
  });
});
