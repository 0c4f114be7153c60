import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/data/db/db";
import { openMemoryAppDb } from "@/tests/helpers/memory-app-db";
import { createAccountClubs } from "./account-club-store";

// The account's club on the app's own PGlite database, through the migration the app runs.
let db: Db;
beforeAll(async () => {
  db = await openMemoryAppDb();
  await db.query(
    "insert into app_users (email, password_hash, role) values ('fan@example.com', 'x', 'fan'), ('b@example.com', 'x', 'fan')",
  );
});
afterAll(() => db.close());

const GEELONG = { squadId: 5, seasonId: 73, name: "Geelong" };

describe("account clubs", () => {
  it("has none until one is kept, then the one kept last", async () => {
    const clubs = createAccountClubs(db);
    expect(await clubs.read("fan@example.com")).toBeNull();
    await clubs.write("fan@example.com", { squadId: 1, seasonId: 73, name: "Adelaide" });
    await clubs.write("fan@example.com", GEELONG);
    expect(await clubs.read("fan@example.com")).toEqual(GEELONG);
    expect(await clubs.read("b@example.com")).toBeNull();
  });
  it("forgets the club when cleared, and with the account", async () => {
    const clubs = createAccountClubs(db);
    await clubs.write("fan@example.com", null);
    expect(await clubs.read("fan@example.com")).toBeNull();
    await clubs.write("b@example.com", GEELONG);
    await db.query("delete from app_users where email = 'b@example.com'");
    expect(await clubs.read("b@example.com")).toBeNull();
  });
});
