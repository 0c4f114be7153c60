import { describe, expect, it, vi } from "vitest";
import { stillBuilding, stillWarming, warmPages, warmUp } from "./warm-up";
import { WARM_UP_HEADER } from "../page-cache/page-key";

// The warm-up's pages (from what the service names: warm-targets.ts) and its loop: each page opened until it is
// complete, one at a time, failures asked again, and an end.

describe("the pages warmed", () => {
  it("the club's history, the seasons' leaders, the records, the leaders again (their splits)", () => {
    expect(warmPages({ clubId: 90, leaderSeasonIds: [80, 73] })).toEqual([
      "/clubs/90",
      "/seasons/80/leaders",
      "/seasons/73/leaders",
      "/records",
      "/seasons/80/leaders",
      "/seasons/73/leaders",
    ]);
    expect(warmPages({ clubId: null, leaderSeasonIds: [] })).toEqual(["/records"]);
  });
  it("knows a page still building by its progress marker", () => {
    expect(stillBuilding('<div data-testid="build-progress">Adding up</div>')).toBe(true);
    expect(stillBuilding('<p data-testid="history-progress">')).toBe(true);
    expect(stillBuilding('<p data-testid="quarter-progress">')).toBe(true);
    expect(stillBuilding('<nav data-testid="navigation-progress"></nav><table></table>')).toBe(false);
  });

  it("takes a leaderboard complete from the whole-match pass as complete, but warms it on until its splits are kept", () => {
    const whole = '<p data-testid="splits-progress">Quarter and zone splits: 40 of 216</p><table></table>';
    expect(stillBuilding(whole)).toBe(false);
    expect(stillWarming(whole)).toBe(true);
    expect(stillWarming('<div data-testid="build-progress">Adding up</div>')).toBe(true);
    expect(stillWarming("<table></table>")).toBe(false);
  });
});

describe("the warm-up's loop", () => {
  /** A fake app: each page building for its first `views` views; `fail` answers 503 once. */
  function app(views: Record<string, number>, fail: string[] = []) {
    const seen: string[] = [];
    const f = (async (url: string, init?: RequestInit) => {
      const page = new URL(url).pathname;
      // Every view renders: the page cache passes the warm-up's views by (page-key.ts).
      expect(new Headers(init?.headers).get(WARM_UP_HEADER)).toBe("1");
      seen.push(page);
      if (fail.includes(page) && seen.filter((p) => p === page).length === 1)
        return new Response("busy", { status: 503 });
      const n = seen.filter((p) => p === page).length;
      const html = n <= views[page] ? '<div data-testid="build-progress">' : "<table>";
      return new Response(html, { status: 200 });
    }) as typeof fetch;
    return { f, seen };
  }

  it("opens the pages in order, each until it is complete, asking again after a failure", async () => {
    const { f, seen } = app({ "/a": 0, "/b": 2, "/c": 1 }, ["/a"]);
    const logs: string[] = [];
    const w = warmUp({
      base: "http://x",
      pages: ["/a", "/b", "/c"],
      everyMs: 1,
      fetch: f,
      log: (m) => logs.push(m),
    });
    expect(await w.done).toEqual({ complete: ["/a", "/b", "/c"], building: [] });
    // /c is first opened once /b is complete: builds side by side would share one event loop.
    expect(seen).toEqual(["/a", "/a", "/b", "/b", "/b", "/c", "/c"]);
    expect(logs.filter((m) => !m.includes("complete"))).toEqual([
      "/a: 503 (asked again, less often while it fails)",
      "/a: answers again",
      "/b: building",
      "/c: building",
    ]);
  });

  it("asks a failing page again after a growing pause, and says its failures once", async () => {
    vi.useFakeTimers();
    try {
      const at: number[] = [];
      const f = (async () => {
        at.push(Date.now());
        return at.length <= 5 ? new Response("down", { status: 503 }) : new Response("<table>");
      }) as unknown as typeof fetch;
      const logs: string[] = [];
      const w = warmUp({ base: "http://x", pages: ["/a"], everyMs: 100, fetch: f, log: (m) => logs.push(m) });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await w.done).toEqual({ complete: ["/a"], building: [] });
      expect(at.slice(1).map((t, i) => t - at[i])).toEqual([100, 200, 400, 800, 1_600]);
      expect(logs.filter((m) => !m.includes("complete"))).toEqual([
        "/a: 503 (asked again, less often while it fails)",
        "/a: answers again",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens a page listed again later until it is complete, then, at its last listing, until no build is behind it", async () => {
    // The leaders: complete from the whole-match pass at its 2nd view, its splits kept at its 5th.
    const seen: string[] = [];
    const f = (async (url: string) => {
      const page = new URL(url).pathname;
      seen.push(page);
      const n = seen.filter((p) => p === page).length;
      if (page === "/records") return new Response(n < 2 ? '<p data-testid="quarter-progress">' : "<table>");
      if (n < 2) return new Response('<div data-testid="build-progress">');
      return new Response(n < 5 ? '<p data-testid="splits-progress">' : "<table>");
    }) as typeof fetch;
    const w = warmUp({ base: "http://x", pages: ["/leaders", "/records", "/leaders"], everyMs: 1, fetch: f });
    expect(await w.done).toEqual({ complete: ["/leaders", "/records", "/leaders"], building: [] });
    // The records are opened as soon as the leaders show no progress bar, before their splits are kept.
    expect(seen).toEqual([
      "/leaders",
      "/leaders",
      "/records",
      "/records",
      "/leaders",
      "/leaders",
      "/leaders",
    ]);
  });

  it("gives up after its time, naming what is still building; stop() ends it at once", async () => {
    const { f } = app({ "/slow": 1e9 });
    const logs: string[] = [];
    const gaveUp = warmUp({
      base: "http://x",
      pages: ["/slow"],
      everyMs: 1,
      forMs: 20,
      fetch: f,
      log: (m) => logs.push(m),
    });
    expect(await gaveUp.done).toEqual({ complete: [], building: ["/slow"] });
    expect(logs.at(-1)).toMatch(/gave up .*\/slow/);

    // Without stop() this one would wait a day for its next look: its end is stop()'s doing.
    const stopped = warmUp({ base: "http://x", pages: ["/slow"], everyMs: 86_400_000, fetch: f });
    setTimeout(() => stopped.stop(), 10);
    expect((await stopped.done).building).toEqual(["/slow"]);
  });
});
