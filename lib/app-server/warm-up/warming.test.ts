import { afterEach, describe, expect, it, vi } from "vitest";
import type { DataChange } from "../../net/data-changes";
import { REWARM_AFTER_MS, rewarmPlan } from "./warm-up";
import { startWarming } from "./warming";

// After a replay the warm pages of the seasons it touched are opened again once its matches are
// complete (the season's statistics build fetches the replayed match again: its kept answer was for
// its real start). The plan is pure; the loop is run on fake timers with a stand-in for the app's pages.

const PAGES = ["/clubs/10", "/seasons/73/leaders", "/records"];

describe("the plan after a data change", () => {
  it("warms the touched seasons' pages, five seconds after the last replayed match ends", () => {
    const change: DataChange = { matchIds: [2025100], seasonIds: [73], settlesAt: 1_000_000 };
    expect(rewarmPlan(change, PAGES, 10)).toEqual({
      pages: ["/seasons/73/leaders"],
      atMs: 1_000_000 + REWARM_AFTER_MS,
    });
  });

  it("warms at once (after the same margin) when nothing is left to play, and not at all for other seasons", () => {
    expect(rewarmPlan({ matchIds: [1], seasonIds: [73] }, PAGES, 500)).toEqual({
      pages: ["/seasons/73/leaders"],
      atMs: 500 + REWARM_AFTER_MS,
    });
    expect(rewarmPlan({ matchIds: [1], seasonIds: [73], settlesAt: 100 }, PAGES, 500)!.atMs).toBe(
      500 + REWARM_AFTER_MS,
    );
    expect(rewarmPlan({ matchIds: [1], seasonIds: [62], settlesAt: 9e9 }, PAGES, 500)).toBeNull();
    // Season 7 is not season 73: a page is matched by its whole season id.
    expect(rewarmPlan({ matchIds: [1], seasonIds: [7] }, PAGES, 500)).toBeNull();
  });
});

describe("warming over the app's life", () => {
  afterEach(() => vi.useRealTimers());

  it("warms at start, and again after a replay once it ends; nothing after it is stopped", async () => {
    vi.useFakeTimers({ now: 0 });
    const opened: string[] = [];
    const fetchPage = (async (url: string) => {
      opened.push(new URL(url).pathname);
      return new Response("<main>complete</main>");
    }) as unknown as typeof fetch;
    let listener: ((c: DataChange) => void) | null = null;
    const warming = startWarming({
      base: "http://127.0.0.1:1",
      pages: PAGES,
      log: () => {},
      fetch: fetchPage,
      onDataChange: (l) => ((listener = l), () => (listener = null)),
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(opened).toEqual(PAGES);

    listener!({ matchIds: [2025100], seasonIds: [73], settlesAt: 60_000 });
    await vi.advanceTimersByTimeAsync(60_000 + REWARM_AFTER_MS - 20);
    expect(opened).toHaveLength(3); // the replay is still on
    await vi.advanceTimersByTimeAsync(30);
    expect(opened.slice(3)).toEqual(["/seasons/73/leaders"]);

    listener!({ matchIds: [2025101], seasonIds: [73], settlesAt: 200_000 });
    warming.stop();
    expect(listener).toBeNull();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(opened).toHaveLength(4);
  });
});
