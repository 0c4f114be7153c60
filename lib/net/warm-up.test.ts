import { describe, expect, it, vi } from "vitest";
import type { Store } from "@/lib/data/store/store";
import { stillBuilding, stillWarming, warmPages, warmUp } from "./warm-up";
import { WARM_UP_HEADER } from "./page-key";

// The warm-up's choice of pages (from the data, no call) and its loop: each page opened until it is
// complete, one at a time, failures asked again, and an end.

const NOW = Date.parse("2025-06-01T00:00:00Z");
type S = { id: number; leagueId: number; startYear: number; isMainCompetition: boolean; squadIds: number[] };
function store(
  seasons: S[],
  matches: { id: number; seasonId: number; utcStart: string; boxScore: boolean }[],
) {
  return {
    seasons: new Map(seasons.map((s) => [s.id, s])),
    matchesBySeason: new Map(seasons.map((s) => [s.id, matches.filter((m) => m.seasonId === s.id)])),
    playerMatchesByMatch: new Map(matches.filter((m) => m.boxScore).map((m) => [m.id, [{}]])),
  } as unknown as Store;
}

describe("the pages warmed", () => {
  const real = (id: number, year: number, main = true): S => ({
    id,
    leagueId: 1,
    startYear: year,
    isMainCompetition: main,
    squadIds: [10 + id, 20],
  });
  it("a club of the real league's latest begun season with box scores, that season, the records, the season again (its splits)", () => {
    const s = store(
      [
        real(52, 2023),
        real(62, 2024),
        real(73, 2025),
        real(74, 2025, false),
        real(80, 2026),
        { id: 9001, leagueId: 2, startYear: 2026, isMainCompetition: true, squadIds: [1] },
      ],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: true },
        { id: 3, seasonId: 74, utcStart: "2025-03-08T08:30:00Z", boxScore: true }, // not the main competition
        { id: 4, seasonId: 80, utcStart: "2026-03-07T08:30:00Z", boxScore: true }, // not begun
        { id: 5, seasonId: 9001, utcStart: "2025-05-07T08:30:00Z", boxScore: true }, // the smaller league
      ],
    );
    expect(warmPages(s, NOW)).toEqual([
      "/clubs/83",
      "/seasons/73/leaders",
      "/records",
      "/seasons/73/leaders",
    ]);
  });
  it("while that season is under way, the latest completed season's leaders beside it", () => {
    const s = store(
      [real(62, 2024), real(73, 2025), real(80, 2026)],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: true },
        { id: 3, seasonId: 80, utcStart: "2026-03-05T08:30:00Z", boxScore: true },
        { id: 4, seasonId: 80, utcStart: "2026-03-12T08:30:00Z", boxScore: false },
      ],
    );
    // Round 1 played, round 2 to come: 2026 is under way, 2025 the latest completed.
    expect(warmPages(s, Date.parse("2026-03-08T00:00:00Z"))).toEqual([
      "/clubs/90",
      "/seasons/80/leaders",
      "/seasons/73/leaders",
      "/records",
      "/seasons/80/leaders",
      "/seasons/73/leaders",
    ]);
    // The latest completed season, not merely the one before: 2025 under way too (an unplayed match
    // to come), 2024 is warmed beside 2026.
    const both = store(
      [real(62, 2024), real(73, 2025), real(80, 2026)],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: true },
        { id: 5, seasonId: 73, utcStart: "2026-09-01T08:30:00Z", boxScore: false },
        { id: 3, seasonId: 80, utcStart: "2026-03-05T08:30:00Z", boxScore: true },
        { id: 4, seasonId: 80, utcStart: "2026-03-12T08:30:00Z", boxScore: false },
      ],
    );
    expect(warmPages(both, Date.parse("2026-03-08T00:00:00Z")).slice(1, 3)).toEqual([
      "/seasons/80/leaders",
      "/seasons/62/leaders",
    ]);
    // A replayed match of a finished season (its start moved later, its box score held): that season
    // is not under way again, and nothing more is warmed.
    const replayed = store(
      [real(62, 2024), real(73, 2025)],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: true },
        { id: 6, seasonId: 73, utcStart: "2026-12-01T08:30:00Z", boxScore: true },
      ],
    );
    expect(warmPages(replayed, Date.parse("2026-11-29T00:00:00Z"))).toEqual([
      "/clubs/83",
      "/seasons/73/leaders",
      "/records",
      "/seasons/73/leaders",
    ]);
    // Once its last match has started, 2026 is the one season warmed.
    expect(warmPages(s, Date.parse("2026-03-13T00:00:00Z"))).toEqual([
      "/clubs/90",
      "/seasons/80/leaders",
      "/records",
      "/seasons/80/leaders",
    ]);
  });
  it("a season without box scores is not built; without any, the history and records alone", () => {
    const s = store(
      [real(62, 2024), real(73, 2025)],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: false },
      ],
    );
    expect(warmPages(s, NOW)[1]).toBe("/seasons/62/leaders");
    expect(warmPages(store([real(62, 2024)], []), NOW)).toEqual(["/records"]);
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
