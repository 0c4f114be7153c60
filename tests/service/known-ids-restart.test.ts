// The index of known ids over the real service (real HTTP, the real data: 129 AFL seasons and the
// synthetic league), kept between two "starts" of the app a day apart: the first reads every season's
// fixture and squads, the second asks the season lists only (issue 25: a restart on the same data
// costs almost no calls, whatever the time since the last).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKnownIds, type KeptIndex, type KnownIdsKeep } from "@/lib/app-server/builds/known-ids";
import { startService, type RunningService } from "../helpers/start-service";

let svc: RunningService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(async () => svc?.close());

/** The app's database, as far as the index is concerned: what is saved is read back as JSON. */
function keep(): KnownIdsKeep & { saves: number } {
  let row: string | null = null;
  return {
    saves: 0,
    async load() {
      return row === null ? null : JSON.parse(row);
    },
    async save(index: KeptIndex) {
      row = JSON.stringify(index);
      this.saves++;
    },
  };
}

/** One start of the app's index at `t`: what it asked the service, and a wait for its build to be kept. */
function start(kept: ReturnType<typeof keep>, t: number) {
  const asked: string[] = [];
  const known = createKnownIds(
    async (path) => {
      asked.push(path);
      const res = await svc.json(`/v1${path}`);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return res.body;
    },
    () => t,
    { keep: kept },
  );
  async function refreshed(saves: number) {
    known.unknown({});
    for (let i = 0; i < 600 && kept.saves < saves; i++) await new Promise((r) => setTimeout(r, 100));
    expect(kept.saves).toBe(saves);
  }
  return { known, asked, refreshed };
}

describe("the index of known ids across restarts", () => {
  it("names every match and squad of the service, and a restart a day later asks only the season lists", async () => {
    const store = svc.service.store();
    const kept = keep();
    const first = start(kept, Date.parse("2026-11-27T00:00:00Z"));
    await first.refreshed(1);
    const seasons = store.seasons.size;
    expect(first.asked.filter((p) => p.endsWith("/fixture"))).toHaveLength(seasons);
    expect(first.asked.filter((p) => p.endsWith("/squads"))).toHaveLength(seasons);
    for (const id of store.matches.keys())
      expect(first.known.unknown({ matchId: String(id) })).toBeUndefined();
    expect(first.known.unknown({ matchId: "2024999" })).toBe("matchId");
    for (const season of store.seasons.values())
      for (const squadId of season.squadIds)
        expect(
          first.known.unknown({ seasonId: String(season.id), squadId: String(squadId) }),
        ).toBeUndefined();

    const next = start(kept, Date.parse("2026-11-28T00:00:00Z"));
    await next.refreshed(2);
    // /leagues, each league's levels, each level's seasons: nothing season by season.
    expect(next.asked.every((p) => /^\/leagues(\/\d+\/levels(\/\d+\/seasons)?)?$/.test(p))).toBe(true);
    expect(next.asked.length).toBeLessThanOrEqual(10);
    expect(next.known.unknown({ matchId: "2024216" })).toBeUndefined();
    expect(next.known.unknown({ matchId: "2024999" })).toBe("matchId");
  });
});
