import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionCheck } from "@/lib/app-server/auth/session-check";
import { sessionAccount } from "./session-account";

// The account a stream's viewer is taken for at connect, from next-auth's session cookie as the
// sign-in wrote it: the role its session has now (the session check's: the database's), not the
// cookie's; the account's email (whose allowance pays for a feed's start).
const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const sessions = new Map([["sid-coach", { email: "c@test.local", role: "coach" as const }]]);
// The process's session check (process-sessions.ts), replaced for this file and put back after it:
// the unit tests share their module graph and globals.
const KEY = Symbol.for("footy.session-check");
const g = globalThis as Record<symbol, unknown>;
const before = g[KEY];
beforeAll(() => {
  const check: Pick<SessionCheck, "check"> = { check: async (id) => sessions.get(id) ?? null };
  g[KEY] = check;
});
afterAll(() => void (g[KEY] = before));

const cookie = async (name: string, token: Record<string, unknown>, secret = SECRET) =>
  `theme=dark; ${name}=${await encode({ token, secret, salt: name })}`;

const COACH = { email: "c@test.local", role: "coach" };

describe("a stream viewer's account", () => {
  it("is the session's account and role now, from the plain or the __Secure- cookie", async () => {
    const plain = await cookie("authjs.session-token", { sid: "sid-coach", role: "fan", email: "x@y.z" });
    expect(await sessionAccount(plain, SECRET)).toEqual(COACH);
    expect(
      await sessionAccount(await cookie("__Secure-authjs.session-token", { sid: "sid-coach" }), SECRET),
    ).toEqual(COACH);
  });

  it("is none without a cookie, with one made with another key, or for a session that ended", async () => {
    expect(await sessionAccount(undefined, SECRET)).toBeNull();
    expect(await sessionAccount("theme=dark", SECRET)).toBeNull();
    expect(await sessionAccount("authjs.session-token=garbage", SECRET)).toBeNull();
    const otherKey = await cookie("authjs.session-token", { sid: "sid-coach" }, `${SECRET}-other`);
    expect(await sessionAccount(otherKey, SECRET)).toBeNull();
    expect(await sessionAccount(await cookie("authjs.session-token", { role: "admin" }), SECRET)).toBeNull();
    expect(
      await sessionAccount(await cookie("authjs.session-token", { sid: "sid-ended" }), SECRET),
    ).toBeNull();
  });
});
