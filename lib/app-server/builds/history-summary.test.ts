import { describe, expect, it } from "vitest";
import type { HistSeason } from "@/lib/history/all-time";
import { createHistorySummary, type HistoryStore } from "./history-summary";

// A service of two seasons: 1966 complete, 2026 with a match to come.
function fixture(seasonId: number, year: number, complete: boolean) {
  const match = (id: number, done: boolean) => ({
    id,
    roundOrder: 1,
    squads: {
      home: { id: 1, name: "Home", code: "H", score: { goals: 1, behinds: 1, points: done ? 7 : null } },
      away: { id: 2, name: "Away", code: "A", score: { goals: 0, behinds: 1, points: done ? 1 : null } },
    },
    date: { startDate: `${year}-05-01`, startTime: "14:00:00", utcMatchStart: `${year}-05-01T04:00:00Z` },
    status: { typeName: done ? "Complete" : "Scheduled" },
    type: { id: 1, code: "GF", name: "Grand Final" },
    venue: { id: 1, code: "MCG", name: "MCG", timeZone: "Australia/Melbourne" },
    winningSquadId: done ? 1 : null,
  });
  return {
    seasonId,
    startYear: year,
    competitionName: `${year} Premiership`,
    phases: [
      {
        id: 1,
        name: "HA",
        code: "HA",
        rounds: [
          { name: "Round 1", matches: [match(seasonId * 10, true), match(seasonId * 10 + 1, complete)] },
        ],
      },
    ],
  };
}

function service() {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    "/leagues": { leagues: [{ id: 1 }] },
    "/leagues/1/levels": { levels: [{ id: 1 }] },
    "/leagues/1/levels/1/seasons": { seasons: [{ id: 1001966 }, { id: 2026 }] },
    "/seasons/1001966/fixture": fixture(1001966, 1966, true),
    "/seasons/2026/fixture": fixture(2026, 2026, false),
    "/seasons/1001966/ladder": { squads: [{ id: 1, name: "Home", code: "H", position: 1 }] },
    "/seasons/2026/ladder": { squads: [] },
  };
  return {
    calls,
    getJson: async (path: string) => {
      calls.push(path);
      if (!(path in answers)) throw new Error(`404 ${path}`);
      return answers[path];
    },
  };
}

function memoryStore(): HistoryStore & { saved: Map<number, HistSeason> } {
  const saved = new Map<number, HistSeason>();
  return {
    saved,
    load: async (ids) => new Map([...saved].filter(([id]) => ids.includes(id))),
    save: async (s) => void saved.set(s.seasonId, s),
  };
}

describe("the history summary", () => {
  it("reads every season once, single-flight, paced, and keeps the completed ones", async () => {
    const svc = service();
    const store = memoryStore();
    let t = 0;
    const waits: number[] = [];
    const h = createHistorySummary({
      getJson: svc.getJson,
      store,
      gapMs: 125,
      now: () => t,
      sleep: async (ms) => {
        waits.push(ms);
        t += ms;
      },
    });
    expect(h.seasons()).toBeNull();
    h.status(); // a second visit while it builds starts nothing more
    await h.settled();
    expect(svc.calls).toHaveLength(7);
    expect(waits.every((w) => w <= 125)).toBe(true);
    expect(waits.length).toBeGreaterThanOrEqual(6);
    expect(h.status()).toMatchObject({ total: 2, done: 2, building: false, error: null });
    expect(h.seasons()!.map((s) => [s.year, s.complete, s.matches.length])).toEqual([
      [1966, true, 2],
      [2026, false, 1],
    ]);
    expect([...store.saved.keys()]).toEqual([1001966]);
    // One array until a season is read again (the pages compute from it once: all-time.ts).
    const listed = h.seasons();
    expect(h.seasons()).toBe(listed);
    t += 60 * 60_000; // the unfinished season is read again an hour later
    h.status();
    await h.settled();
    expect(h.seasons()).not.toBe(listed);
    expect(h.seasons()).toEqual(listed);

    // A restart reads the completed season from the store: only the unfinished one is fetched again.
    const again = service();
    const h2 = createHistorySummary({ getJson: again.getJson, store, gapMs: 0 });
    h2.status();
    await h2.settled();
    expect(again.calls.filter((c) => c.startsWith("/seasons/"))).toEqual([
      "/seasons/2026/fixture",
      "/seasons/2026/ladder",
    ]);
    expect(h2.seasons()).toHaveLength(2);
  });

  it("gives the completed seasons read so far while it builds, and says it builds", async () => {
    const svc = service();
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const h = createHistorySummary({
      // The unfinished season's fixture waits: the summary has read 1966 and no more.
      getJson: async (p) => {
        if (p === "/seasons/2026/fixture") await gate;
        return svc.getJson(p);
      },
      store: memoryStore(),
      gapMs: 0,
      sleep: async () => {},
    });
    expect(h.readSoFar()).toEqual([]);
    h.status();
    expect(h.building).toBe(true);
    while (!svc.calls.includes("/seasons/1001966/ladder")) await new Promise((r) => setTimeout(r, 1));
    await new Promise((r) => setTimeout(r, 1));
    expect(h.seasons()).toBeNull();
    const soFar = h.readSoFar();
    expect(soFar.map((s) => [s.year, s.complete])).toEqual([[1966, true]]);
    expect(h.readSoFar()).toBe(soFar); // one array until another season is read
    open();
    await h.settled();
    expect(h.building).toBe(false);
    // Only complete seasons: the unfinished 2026 is read again later and its matches may change.
    expect(h.readSoFar().map((s) => s.year)).toEqual([1966]);
  });

  it("says why a build stopped, and the next visit resumes it", async () => {
    let down = true;
    let t = 0;
    const svc = service();
    const h = createHistorySummary({
      now: () => t,
      getJson: async (p) => {
        if (down && p.includes("1001966/fixture")) throw new Error("service down");
        return svc.getJson(p);
      },
      store: memoryStore(),
      gapMs: 0,
      sleep: async () => {},
    });
    h.status();
    await h.settled();
    expect(h.status().error).toContain("service down");
    down = false;
    expect(h.status()).toMatchObject({ building: false, done: 0 });
    t += 30_000;
    h.status();
    await h.settled();
    expect(h.status()).toMatchObject({ done: 2, error: null });
  });
});
