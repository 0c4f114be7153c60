import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "@/lib/db/open-db";
import type { Db } from "@/lib/db/db";
import { generateDemoLeague } from "@/lib/service/demo/generate-demo-league";
import { DEMO_LEAGUE } from "@/lib/service/demo/demo-identities";
import { dropStoredDemoLeague } from "@/lib/service/import/bootstrap-data";
import { importDataset } from "@/lib/service/import/import-dataset";
import { loadStore } from "@/lib/service/store/load-store";
import type { Store } from "@/lib/service/store/store";
import { withDemoLeague } from "@/lib/service/store/with-demo-league";

// The demo league is no longer written to the database and read back at every start (60 s with 200
// seasons); it is added to the store in memory. What the service serves from must be the same as the
// database's round trip gave: every league, level, venue, squad, person, season, match, box score and
// squad list, in the same order in the store's indexes.
const NOW = new Date("2026-06-15T05:00:00Z");
const demo = generateDemoLeague({ seed: 7, seasons: 3, now: NOW });
let db: Db;
let viaDb: Store;
let inMemory: Store;
beforeAll(async () => {
  db = await openDb({ dataDir: "memory://" });
  const empty = await loadStore(db);
  await importDataset(db, demo);
  viaDb = await loadStore(db);
  inMemory = withDemoLeague(empty, demo);
});
afterAll(() => db?.close());

// Columns the database adds beside the model's fields (typed code cannot read them): left out.
const DB_ONLY = new Set([
  "stateId",
  "countryId",
  "countryCode",
  "countryName",
  "homeStateId",
  "isMain",
  "winPoints",
  "drawPoints",
  "byePoints",
  "seasonId:phase",
  "ord",
  "seasonId:round",
  "phaseId:round",
  "seasonId:conference",
]);
function model(x: unknown, parent = ""): unknown {
  if (Array.isArray(x)) return x.map((v) => model(v, parent));
  if (!x || typeof x !== "object") return x;
  return Object.fromEntries(
    Object.entries(x)
      .filter(([k]) => !DB_ONLY.has(k) && !DB_ONLY.has(`${k}:${parent}`))
      .map(([k, v]) => [
        k,
        model(
          v,
          k === "phases" ? "phase" : k === "rounds" ? "round" : k === "conferences" ? "conference" : "",
        ),
      ]),
  );
}
const values = <K, V>(m: Map<K, V>) => model([...m.entries()]);

describe("the demo league in memory", () => {
  it("equals the league read back from the database", () => {
    expect(inMemory.matches.size).toBe(demo.matches.length);
    expect(values(inMemory.leagues)).toEqual(values(viaDb.leagues));
    expect(values(inMemory.venues)).toEqual(values(viaDb.venues));
    expect(values(inMemory.squads)).toEqual(values(viaDb.squads));
    // The persons and matches tables have no order (no code may rely on one): compared as sets.
    const byId = (m: Map<number, unknown>) => new Map([...m].sort(([a], [b]) => a - b));
    expect(values(byId(inMemory.persons))).toEqual(values(byId(viaDb.persons)));
    expect(values(inMemory.seasons)).toEqual(values(viaDb.seasons));
    expect(values(inMemory.seasonsByLeague)).toEqual(values(viaDb.seasonsByLeague));
    expect(values(byId(inMemory.matches))).toEqual(values(byId(viaDb.matches)));
    expect(values(inMemory.matchesBySeason)).toEqual(values(viaDb.matchesBySeason));
    expect(values(inMemory.playerMatchesByMatch)).toEqual(values(viaDb.playerMatchesByMatch));
    expect(values(inMemory.squadPlayers)).toEqual(values(viaDb.squadPlayers));
  });

  it("a league an earlier version stored is removed once, with its box scores", async () => {
    expect(await dropStoredDemoLeague(db)).toBe(true);
    expect(await dropStoredDemoLeague(db)).toBe(false);
    const after = await loadStore(db);
    expect(after.leagues.has(DEMO_LEAGUE.id)).toBe(false);
    expect(after.matches.size).toBe(0);
    expect(after.playerMatchesByMatch.size).toBe(0);
  });

  it("is not added when there is none", async () => {
    const base = await loadStore(db);
    expect(withDemoLeague(base, null)).toBe(base);
  });
});
