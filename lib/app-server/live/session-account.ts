import { getToken } from "next-auth/jwt";
import { processSessions } from "@/lib/app-server/auth/process-sessions";
import type { Account } from "@/lib/app-server/upstream/allowances";
import { appSettings } from "@/lib/app-server/app-settings";

// The session cookie as next-auth writes it (plain, or __Secure- over HTTPS; whole or in chunks).
const SESSION = "authjs.session-token";
const SECURE = /(?:^|;\s*)__Secure-authjs\.session-token/;

/**
 * The account of the visitor whose cookie this is, as Next's pages would find it (auth.ts): the
 * session token opened with the app's key, then whether its session still stands and with which role
 * (the database at most every 30 s a session). Null for an anonymous visitor or a session that ended.
 */
export async function sessionAccount(
  cookie: string | undefined,
  secret = appSettings()?.authSecret ?? process.env.AUTH_SECRET,
): Promise<Account | null> {
  if (!cookie?.includes(SESSION) || !secret) return null;
  const token = await getToken({ req: { headers: { cookie } }, secret, secureCookie: SECURE.test(cookie) });
  const sid = token?.sid;
  if (typeof sid !== "string") return null;
  const state = await processSessions().check(sid);
  return state ? { email: state.email, role: state.role } : null;
}
