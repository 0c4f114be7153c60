import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/db";
import { upsertUser, type Role } from "./users";

export const DEMO_ACCOUNTS: { email: string; role: Role }[] = [
  { email: "fan@demo.local", role: "fan" },
  { email: "coach@demo.local", role: "coach" },
  { email: "analyst@demo.local", role: "analyst" },
  { email: "admin@demo.local", role: "admin" },
];

/**
 * Demo mode only (the embedded service). With DEMO_PASSWORD the four demo accounts get that password
 * at every start; without it they are created once with a random password, which is printed once and
 * stored nowhere but as hashes.
 */
export async function ensureDemoAccounts(db: Db, password: string | undefined, log: (m: string) => void) {
  if (password) {
    for (const a of DEMO_ACCOUNTS) await upsertUser(db, { ...a, password });
    return;
  }
  const existing = await db.query<{ email: string }>(
    "select email from app_users where email = any($1::text[])",
    [DEMO_ACCOUNTS.map((a) => a.email)],
  );
  if (existing.length === DEMO_ACCOUNTS.length) return;
  const generated = randomBytes(12).toString("base64url");
  for (const a of DEMO_ACCOUNTS) await upsertUser(db, { ...a, password: generated });
  log(
    `demo accounts ${DEMO_ACCOUNTS.map((a) => a.email).join(", ")} have the password: ${generated} (shown once)`,
  );
}
