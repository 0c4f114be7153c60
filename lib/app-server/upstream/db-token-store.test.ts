import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/db";
import { openMemoryAppDb } from "@/tests/helpers/memory-app-db";
import { dbTokenStore } from "./db-token-store";

// The service token kept in the app's own PGlite database, through the migration the app runs.
let db: Db;
beforeAll(async () => {
  db = await openMemoryAppDb();
});
afterAll(() => db.close());

const NOW = Date.parse("2026-11-28T12:00:00Z");
const HOUR = 3_600_000;
const store = (key: string, now = NOW) => dbTokenStore(async () => db, key, { now: () => now });

describe("the service token kept in the app's database", () => {
  it("is found by the next start under the same key, and by no other key", async () => {
    await store("client-a").set({ token: "t1", expiresAt: NOW + 24 * HOUR });
    expect(await store("client-a").get()).toEqual({ token: "t1", expiresAt: NOW + 24 * HOUR });
    expect(await store("client-b").get()).toBeNull();
    await store("client-a").set({ token: "t2", expiresAt: NOW + 25 * HOUR });
    expect((await store("client-a").get())?.token).toBe("t2");
  });

  it("is not given once expired, and expired tokens of other keys are not kept", async () => {
    await store("old").set({ token: "t-old", expiresAt: NOW + HOUR });
    expect(await store("old", NOW + 2 * HOUR).get()).toBeNull();
    await store("new", NOW + 2 * HOUR).set({ token: "t-new", expiresAt: NOW + 26 * HOUR });
    const keys = await db.query<{ key: string }>("select key from service_tokens order by key");
    expect(keys.map((r) => r.key)).not.toContain("old");
    expect(keys.map((r) => r.key)).toContain("new");
  });

  it("drops the token only when it is still the kept one", async () => {
    await store("drop").set({ token: "current", expiresAt: NOW + 24 * HOUR });
    await store("drop").drop("an-older-one");
    expect((await store("drop").get())?.token).toBe("current");
    await store("drop").drop("current");
    expect(await store("drop").get()).toBeNull();
  });

  it("never stops a token being used when the database fails: none is found, a write is told", async () => {
    const told: string[] = [];
    const broken = dbTokenStore(
      async () => {
        throw new Error("the database is closed");
      },
      "k",
      { warn: (m) => told.push(m) },
    );
    expect(await broken.get()).toBeNull();
    await expect(broken.set({ token: "t", expiresAt: NOW + HOUR })).resolves.toBeUndefined();
    await expect(broken.drop("t")).resolves.toBeUndefined();
    expect(told).toEqual([
      "the service token could not be read: the database is closed",
      "the service token could not be kept: the database is closed",
      "the service token could not be dropped: the database is closed",
    ]);
  });
});
