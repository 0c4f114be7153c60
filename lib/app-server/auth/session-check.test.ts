import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/db";
import { openAppDb } from "../app-db";
import { createSessionCheck } from "./session-check";
import { SESSION_MAX_AGE_SECS } from "./sessions";
import { disableUser, upsertUser, verifyUser } from "./users";

let db: Db;
beforeAll(async () => {
  process.env.DATA_DIR = "memory://";
  db = await openAppDb();
});
afterAll(() => db.close());

const clock = () => {
  let t = Date.UTC(2026, 0, 1);
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe("sign-in sessions", () => {
  it("a session stands until it is ended; then it is refused, here at once and elsewhere after the cache", async () => {
    const c = clock();
    const user = await upsertUser(db, { email: "s1@test.local", password: "password-0123", role: "coach" });
    const here = createSessionCheck({ db: async () => db, ttlMs: 30_000, now: c.now });
    const other = createSessionCheck({ db: async () => db, ttlMs: 30_000, now: c.now }); // another instance
    const sid = await here.start(user.id);
    expect(await here.check(sid)).toEqual({ email: "s1@test.local", role: "coach" });
    expect(await other.check(sid)).toEqual({ email: "s1@test.local", role: "coach" });
    await here.end(sid);
    expect(await here.check(sid)).toBeNull();
    expect(await other.check(sid)).not.toBeNull(); // its cached answer, for at most ttlMs
    c.advance(30_001);
    expect(await other.check(sid)).toBeNull();
    expect(await here.check("never-issued")).toBeNull();
  });

  it("a role change or a disabled account takes effect within the cache time", async () => {
    const c = clock();
    const user = await upsertUser(db, { email: "s2@test.local", password: "password-0123", role: "analyst" });
    const check = createSessionCheck({ db: async () => db, ttlMs: 30_000, now: c.now });
    const sid = await check.start(user.id);
    expect((await check.check(sid))?.role).toBe("analyst");
    await upsertUser(db, { email: "s2@test.local", password: "password-0123", role: "fan" });
    expect((await check.check(sid))?.role).toBe("analyst");
    c.advance(30_001);
    expect((await check.check(sid))?.role).toBe("fan");
    expect(await disableUser(db, "S2@test.local")).toBe(true);
    c.advance(30_001);
    expect(await check.check(sid)).toBeNull();
    expect(await verifyUser(db, "s2@test.local", "password-0123")).toBeNull(); // and cannot sign in again
    await upsertUser(db, { email: "s2@test.local", password: "password-0123", role: "fan" }); // saved again: enabled
    expect(await verifyUser(db, "s2@test.local", "password-0123")).not.toBeNull();
  });

  it("a session unused for its lifetime is over; one in use goes on", async () => {
    const c = clock();
    const user = await upsertUser(db, { email: "s3@test.local", password: "password-0123", role: "coach" });
    const check = createSessionCheck({ db: async () => db, ttlMs: 1000, now: c.now });
    const used = await check.start(user.id);
    const idle = await check.start(user.id);
    for (let h = 0; h < 10; h++) {
      c.advance(3600_000);
      expect(await check.check(used)).not.toBeNull();
    }
    expect(await check.check(idle)).toBeNull();
    c.advance(SESSION_MAX_AGE_SECS * 1000 + 1);
    expect(await check.check(used)).toBeNull();
  });

  it("deleting an account ends its sessions", async () => {
    const user = await upsertUser(db, { email: "s4@test.local", password: "password-0123", role: "admin" });
    const check = createSessionCheck({ db: async () => db, ttlMs: 0 });
    const sid = await check.start(user.id);
    await db.query("delete from app_users where id = $1", [user.id]);
    expect(await check.check(sid)).toBeNull();
  });
});
