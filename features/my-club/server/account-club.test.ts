import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/db";
import { openMemoryAppDb } from "@/tests/helpers/memory-app-db";

// The account's club on the app's own PGlite database (one database for the file: opening one is most
// of its time), through the migration the app runs: the store, then the route's refusals and answers,
// who is signed in set here. The club's check against the service (club-check.ts) stands in here as
// the service would answer for season 73; the real one is e2e/pages/my-club.spec.ts's.
const state = vi.hoisted(() => ({ db: null as Db | null, user: null as { email: string } | null }));
vi.mock("@/lib/app-server/auth/auth", () => ({ currentUser: async () => state.user }));
vi.mock("@/lib/app-server/app-db", async (actual) => ({
  ...(await actual<typeof import("@/lib/app-server/app-db")>()),
  appDb: async () => state.db,
}));
vi.mock("./club-check", () => ({
  checkClub: async (c: { squadId: number; seasonId: number; name: string }) =>
    c.seasonId !== 73
      ? { status: 400, title: "Bad Request", detail: `No season ${c.seasonId} in the data` }
      : c.squadId === 70
        ? { club: { ...c, name: "Geelong" } }
        : c.squadId === 503
          ? { status: 503, title: "Service Unavailable", detail: "try again", retryAfterSecs: 30 }
          : { status: 400, title: "Bad Request", detail: `No club ${c.squadId} plays in season 73` },
}));
const { getAccountClub, postAccountClub } = await import("./account-club-route");
const { createAccountClubs } = await import("./account-club-store");

beforeAll(async () => {
  state.db = await openMemoryAppDb();
  await state.db.query(
    "insert into app_users (email, password_hash, role) values ('fan@x.au', 'x', 'fan'), ('b@x.au', 'x', 'fan')",
  );
});
afterAll(() => state.db?.close());

const SITE = { host: "footy.example", origin: "http://footy.example", "content-type": "application/json" };
const post = (body: string, headers: Record<string, string> = SITE) =>
  postAccountClub(new Request("http://footy.example/api/my-club", { method: "POST", headers, body }));
const CLUB = { squadId: 70, seasonId: 73, name: "Geelong" };

describe("the store", () => {
  it("has none until one is kept, then the one kept last, and none once cleared", async () => {
    const clubs = createAccountClubs(state.db!);
    expect(await clubs.read("b@x.au")).toBeNull();
    await clubs.write("b@x.au", { squadId: 10, seasonId: 73, name: "Adelaide" });
    await clubs.write("b@x.au", CLUB);
    expect(await clubs.read("b@x.au")).toEqual(CLUB);
    expect(await clubs.read("fan@x.au")).toBeNull();
    await clubs.write("b@x.au", null);
    expect(await clubs.read("b@x.au")).toBeNull();
  });
  it("forgets the club with the account", async () => {
    const clubs = createAccountClubs(state.db!);
    await clubs.write("b@x.au", CLUB);
    await state.db!.query("delete from app_users where email = 'b@x.au'");
    expect(await clubs.read("b@x.au")).toBeNull();
  });
});

describe("the route", () => {
  it("tells a visitor no account is signed in (200, no club) and refuses a visitor's change (401)", async () => {
    state.user = null;
    const read = await getAccountClub();
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect(await read.json()).toEqual({ club: null, signedIn: false });
    expect((await post(JSON.stringify({ club: CLUB }))).status).toBe(401);
  });
  it("refuses another site's request before anything else (403)", async () => {
    state.user = { email: "fan@x.au" };
    const res = await post(JSON.stringify({ club: CLUB }), { ...SITE, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await (await getAccountClub()).json()).toEqual({ club: null });
  });
  it("refuses what is not a club: not JSON (415, 400), a bad shape (400)", async () => {
    state.user = { email: "fan@x.au" };
    expect(
      (await post("club=70", { ...SITE, "content-type": "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
    expect((await post("{")).status).toBe(400);
    expect((await post(JSON.stringify({ club: { ...CLUB, squadId: "70" } }))).status).toBe(400);
    expect((await post(JSON.stringify({ club: CLUB, extra: 1 }))).status).toBe(400);
  });
  it("refuses a club the service does not have, naming it, and keeps the service's name", async () => {
    state.user = { email: "fan@x.au" };
    const unknown = await post(JSON.stringify({ club: { ...CLUB, squadId: 999 } }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).detail).toBe("No club 999 plays in season 73");
    const away = await post(JSON.stringify({ club: { ...CLUB, squadId: 503 } }));
    expect(away.status).toBe(503);
    expect(away.headers.get("retry-after")).toBe("30");
    expect(await (await getAccountClub()).json()).toEqual({ club: null }); // nothing kept
    const renamed = await post(JSON.stringify({ club: { ...CLUB, name: "Cats by another name" } }));
    expect(await renamed.json()).toEqual({ club: CLUB });
    expect(await (await getAccountClub()).json()).toEqual({ club: CLUB });
    await post(JSON.stringify({ club: null }));
  });
  it("keeps the club, answers it on GET, never cached, and clears it with null", async () => {
    state.user = { email: "fan@x.au" };
    expect((await post(JSON.stringify({ club: CLUB }))).status).toBe(200);
    const res = await getAccountClub();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ club: CLUB });
    await post(JSON.stringify({ club: null }));
    expect(await (await getAccountClub()).json()).toEqual({ club: null });
  });
});
