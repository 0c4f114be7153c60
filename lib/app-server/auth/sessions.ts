import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/db";
import type { Role } from "./users";

/** How long a sign-in lasts without use; the session cookie is renewed while it is used. */
export const SESSION_MAX_AGE_SECS = 8 * 3600;

/**
 * Sign-in sessions, one row each, so that a session can end on the server: the session cookie is a
 * self-contained token, and only this row tells a signed-out (or disabled) one from a live one.
 */
export async function startSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  const stale = new Date(now.getTime() - SESSION_MAX_AGE_SECS * 1000).toISOString();
  // Rows nobody can use any more go when new ones come: no timer, and the table stays small.
  await db.query("delete from app_sessions where user_id = $1 and (revoked_at is not null or seen_at < $2)", [
    userId,
    stale,
  ]);
  await db.query("insert into app_sessions (id, user_id, created_at, seen_at) values ($1, $2, $3, $3)", [
    id,
    userId,
    now.toISOString(),
  ]);
  return id;
}

export async function endSession(db: Db, id: string, now = new Date()): Promise<void> {
  await db.query("update app_sessions set revoked_at = $2 where id = $1 and revoked_at is null", [
    id,
    now.toISOString(),
  ]);
}

export interface SessionState {
  email: string;
  role: Role;
}

/**
 * The session's user as the database has it now, or null when the session ended, was never
 * recorded, went unused past its lifetime, or its account was disabled or deleted.
 */
export async function readSession(db: Db, id: string, now = new Date()): Promise<SessionState | null> {
  const rows = await db.query<{ email: string; role: Role }>(
    `update app_sessions s set seen_at = $2 from app_users u
     where s.id = $1 and u.id = s.user_id and s.revoked_at is null and not u.disabled and s.seen_at >= $3
     returning u.email, u.role`,
    [id, now.toISOString(), new Date(now.getTime() - SESSION_MAX_AGE_SECS * 1000).toISOString()],
  );
  return rows[0] ?? null;
}
