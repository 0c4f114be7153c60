import { describe, expect, it } from "vitest";
import { createDayBudget } from "./day-budget";

const DAY = 86_400_000;

describe("createDayBudget", () => {
  it("counts today's calls from what was kept today, asked once a day, plus the calls taken since", async () => {
    let t = 10 * DAY + 3_600_000;
    const asked: string[] = [];
    const budget = createDayBudget({
      budget: 3,
      savedSince: async (iso) => (asked.push(iso), 1),
      now: () => t,
    });
    expect(await budget.spentUntil()).toBeNull(); // 1 kept today
    expect(await budget.take()).toBeNull(); // 2
    expect(await budget.take()).toBeNull(); // 3
    // 3 of 3: spent until the next UTC midnight, and a refused take counts nothing.
    expect(await budget.take()).toBe(11 * DAY);
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

  it("take: many callers at once, while the day's count is still being read, get exactly the budget", async () => {
    let release!: (n: number) => void;
    const budget = createDayBudget({
      budget: 7,
      savedSince: () => new Promise<number>((r) => (release = r)),
      now: () => 4 * DAY + 1,
    });
    const answers = Array.from({ length: 16 }, () => budget.take());
    release(2); // 2 kept today before this process: 5 calls left
    const got = await Promise.all(answers);
    expect(got.filter((a) => a === null)).toHaveLength(5);
    expect(got.filter((a) => a === 5 * DAY)).toHaveLength(11);
    expect(await budget.spentUntil()).toBe(5 * DAY);
  });
});
