import { afterAll, describe, expect, inject, it } from "vitest";
import type { Db } from "@/lib/db/db";
import { openAppDb } from "@/lib/app-server/app-db";
import { createMatchAnswers } from "@/lib/app-server/builds/match-answers";
import { createTestDatabase } from "../helpers/test-database";
import { OP } from "@/lib/contract";

// The kept answers on both of the app's databases (PGlite, and PostgreSQL when DATABASE_URL is set):
// the same SQL (array parameters, jsonb paths) must work on each.
const url = inject("pgUrl");
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function open(kind: "pglite" | "postgres"): Promise<Db> {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  try {
    if (kind === "pglite") {
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = "memory://";
      return await openAppDb();
    }
    const t = await createTestDatabase(url);
    process.env.DATABASE_URL = t.url;
    const db = await openAppDb();
    cleanups.push(async () => (await db.close(), await t.drop()));
    return db;
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

// Without a PostgreSQL server its half is reported skipped, the reason in its name; under CI it fails.
const needs = (kind: string) =>
  kind === "postgres" ? " (needs a PostgreSQL server: apt-get install postgresql, or TEST_DATABASE_URL)" : "";
for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !url && !process.env.CI)(
    `match answers on ${kind}${needs(kind)}`,
    () => {
      it("keeps answers by operation, match and query; reads parts; a moved match is missing", async () => {
        if (kind === "postgres" && !url)
          throw new Error("No PostgreSQL server for the store's PostgreSQL test");
        const db = await open(kind);
        const a = createMatchAnswers(db);
        const body = (k: number) =>
          JSON.stringify({ players: [{ id: k }], metrics: { KICK: { total: [k], split: null } } });
        await a.put(OP.postPlayerStatistics, "q", 1, "2024-03-01T08:00:00Z", body(1));
        await a.put(OP.postPlayerStatistics, "q", 2, "2024-03-02T08:00:00Z", body(2));
        await a.put(OP.postPlayerStatistics, "other", 3, "2024-03-03T08:00:00Z", body(3));
        await a.put(OP.postPlayerStatistics, "q", 2, "2024-03-02T08:00:00Z", body(22)); // a second put replaces
        const asked = new Map([
          [1, "2024-03-01T08:00:00Z"],
          [2, "2024-03-02T08:00:00Z"],
          [3, "2024-03-03T08:00:00Z"],
        ]);
        expect([...(await a.present(OP.postPlayerStatistics, "q", asked))].sort()).toEqual([1, 2]);
        const parts = await a.parts(OP.postPlayerStatistics, "q", asked, {
          kick: ["metrics", "KICK"],
          none: ["metrics", "GOAL"],
        });
        expect([...parts.keys()].sort()).toEqual([1, 2]);
        expect(JSON.parse(parts.get(2)!.kick!)).toEqual({ total: [22], split: null });
        expect(parts.get(1)!.none).toBeNull();
        // The match now starts at another time: not the match that was kept.
        expect([
          ...(await a.present(OP.postPlayerStatistics, "q", new Map([[1, "2024-03-08T08:00:00Z"]]))),
        ]).toEqual([]);
        expect(await a.present(OP.postPlayerStatistics, "q", new Map())).toEqual(new Set());
        // Kept since an instant (the quarter build's calls of the day): by operation and query, by fetched_at.
        const minuteAgo = new Date(Date.now() - 60_000).toISOString();
        expect(await a.countSince(OP.postPlayerStatistics, "q", minuteAgo)).toBe(2);
        expect(await a.countSince(OP.postPlayerStatistics, "other", minuteAgo)).toBe(1);
        expect(
          await a.countSince(OP.postPlayerStatistics, "q", new Date(Date.now() + 60_000).toISOString()),
        ).toBe(0);
        if (kind === "pglite") await db.close();
      });

      it("keeps named parts beside an answer, replaces them, and a moved match's parts are missing", async () => {
        if (kind === "postgres" && !url)
          throw new Error("No PostgreSQL server for the store's PostgreSQL test");
        const db = await open(kind);
        const a = createMatchAnswers(db);
        await a.putParts(OP.postPlayerStatistics, "q", 1, "s1", {
          players: "[1]",
          "metric:KICK": '{"total":[4]}',
        });
        await a.putParts(OP.postPlayerStatistics, "q", 2, "s2", { players: "[2]" });
        await a.putParts(OP.postPlayerStatistics, "other", 1, "s1", { players: "[9]" });
        await a.putParts(OP.postPlayerStatistics, "q", 1, "s1", { players: "[11]" }); // replaces that part, keeps the other
        await a.putParts(OP.postPlayerStatistics, "q", 3, "s3", {}); // nothing to keep
        const asked = new Map([
          [1, "s1"],
          [2, "s2"],
          [3, "s3"],
        ]);
        expect([...(await a.part(OP.postPlayerStatistics, "q", asked, "players"))].sort()).toEqual([
          [1, "[11]"],
          [2, "[2]"],
        ]);
        expect([...(await a.part(OP.postPlayerStatistics, "q", asked, "metric:KICK"))]).toEqual([
          [1, '{"total":[4]}'],
        ]);
        expect([...(await a.part(OP.postPlayerStatistics, "other", asked, "players"))]).toEqual([[1, "[9]"]]);
        expect((await a.part(OP.postPlayerStatistics, "q", new Map([[1, "moved"]]), "players")).size).toBe(0);
        expect((await a.part(OP.postPlayerStatistics, "q", new Map(), "players")).size).toBe(0);
        if (kind === "pglite") await db.close();
      });
    },
  );
}
