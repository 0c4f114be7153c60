import { z } from "zod";
import { hashSecret, verifySecret } from "@/lib/crypto/hash-secret";
import type { Db } from "@/lib/db/db";

export const ROLES = ["fan", "coach", "analyst", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** An account's password: the demo accounts' (DEMO_PASSWORD, checked at start) as any other's. */
export const PasswordSchema = z
  .string()
  .min(10, { error: "password must have at least 10 characters" })
  .max(200, { error: "password must have at most 200 characters" });

export const NewUserSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "email must be an email address" }).max(200)),
  password: PasswordSchema,
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(", ")}` }),
});

export interface AppUser {
  id: number;
  email: string;
  role: Role;
}

/** Creates or replaces an account; the password is stored as a scrypt hash only. */
export async function upsertUser(db: Db, input: z.input<typeof NewUserSchema>): Promise<AppUser> {
  const u = NewUserSchema.parse(input);
  const rows = await db.query<{ id: number }>(
    `insert into app_users (email, password_hash, role) values ($1, $2, $3)
     on conflict (email) do update
       set password_hash = excluded.password_hash, role = excluded.role, disabled = false
     returning id`,
    [u.email, await hashSecret(u.password), u.role],
  );
  return { id: rows[0].id, email: u.email, role: u.role };
}

/** Refuses the account's sign-in and, within 30 s, its open sessions; saving it again re-enables it. */
export async function disableUser(db: Db, email: string): Promise<boolean> {
  const rows = await db.query("update app_users set disabled = true where email = $1 returning id", [
    email.trim().toLowerCase(),
  ]);
  return rows.length > 0;
}

// A hash to compare against when the email is unknown, so that timing does not tell which emails exist.
let decoy: Promise<string> | null = null;

export async function verifyUser(db: Db, email: string, password: string): Promise<AppUser | null> {
  const rows = await db.query<{
    id: number;
    email: string;
    role: Role;
    password_hash: string;
    disabled: boolean;
  }>("select id, email, role, password_hash, disabled from app_users where email = $1", [
    email.trim().toLowerCase(),
  ]);
  if (!rows.length) {
    await verifySecret(password, await (decoy ??= hashSecret("decoy-password-never-used")));
    return null;
  }
  const r = rows[0];
  const ok = await verifySecret(password, r.password_hash);
  return ok && !r.disabled ? { id: r.id, email: r.email, role: r.role } : null;
}
