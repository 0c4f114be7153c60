import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/db";

/** The HS256 key tokens are signed with: made once, kept in the database, shared by every instance. */
export async function loadSigningKey(db: Db): Promise<Uint8Array> {
  await db.query("insert into signing_keys (id, secret) values ('jwt', $1) on conflict (id) do nothing", [
    randomBytes(32).toString("base64url"),
  ]);
  const rows = await db.query<{ secret: string }>("select secret from signing_keys where id = 'jwt'");
  return new Uint8Array(Buffer.from(rows[0].secret, "base64url"));
}
