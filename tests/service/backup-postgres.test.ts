// Backup and restore with DATABASE_URL: `npm run backup` writes pg_dump's snapshot of the database the
// instances share, `npm run restore` loads it into an empty database (and refuses one that is not):
// the accounts, kept answers and the service's tables as they were. A real PostgreSQL server.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openAppDb } from "@/lib/app-server/app-db";
import { upsertUser } from "@/lib/app-server/auth/users";
import type { Db } from "@/lib/db/db";
import { createMatchAnswers } from "@/lib/app-server/builds/match-answers";
import { createTestDatabase } from "../helpers/test-database";
import { runCommand } from "../helpers/app-server";
import { OP } from "@/lib/contract";

const url = inject("pgUrl");
const needs = "needs a PostgreSQL server: apt-get install postgresql, or set TEST_DATABASE_URL";
const root = mkdtempSync(path.join(tmpdir(), "backup-postgres-"));
const file = path.join(root, "backup.dump");
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const d of drops) await d();
  rmSync(root, { recursive: true, force: true });
});

/** The app's database on `databaseUrl` (its tables made on open), as the app opens it. */
async function appDbOn(databaseUrl: string): Promise<Db> {
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = databaseUrl;
  try {
    return await openAppDb();
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

const contents = (db: Db) =>
  Promise.all([
    db.query("select email, role, password_hash, disabled from app_users order by email"),
    db.query("select operation, match_id, query, match_start, body::text from match_answers order by 1, 2"),
    db.query("select operation, match_id, part, body from match_answer_parts order by 1, 2, 3"),
  ]);

describe.skipIf(!url && !process.env.CI)(`backup and restore on PostgreSQL (${needs})`, () => {
  it("pg_dump's backup of a live database restores into an empty one, and never into one in use", async () => {
    if (!url) throw new Error(`No PostgreSQL server: ${needs}`);
    const [a, b] = [await createTestDatabase(url), await createTestDatabase(url)];
    drops.push(a.drop, b.drop);
    const live = await appDbOn(a.url);
    await upsertUser(live, { email: "coach@pg.test", password: "pg-backup-password-2026", role: "coach" });
    await createMatchAnswers(live).put(
      OP.postPlayerStatistics,
      "{}",
      2024001,
      "2024-03-07T08:30:00.000Z",
      '{"goals":[3,1]}',
      {
        players: "[1,2]",
      },
    );

    const backup = await runCommand(["scripts/backup.ts", file], { DATABASE_URL: a.url });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain("pg_dump of DATABASE_URL's database");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const restored = await runCommand(["scripts/restore.ts", file], { DATABASE_URL: b.url });
    expect(restored.code, restored.out).toBe(0);
    const copy = await appDbOn(b.url);
    try {
      expect(await contents(copy)).toEqual(await contents(live));
      expect((await contents(copy))[0]).toHaveLength(1);
    } finally {
      await copy.close();
      await live.close();
    }

    // A database that holds tables is refused, in a line that names it without its password.
    const again = await runCommand(["scripts/restore.ts", file], { DATABASE_URL: b.url });
    expect(again.code).toBe(1);
    expect(again.out.trim().split("\n")).toHaveLength(1);
    expect(again.out).toContain("is not empty");
    const password = new URL(b.url).password;
    if (password) expect(again.out).not.toContain(password);

    // A server that does not answer: one line, no file left behind.
    const dead = new URL(a.url);
    dead.port = "1";
    const failed = await runCommand(["scripts/backup.ts", path.join(root, "none.dump")], {
      DATABASE_URL: dead.toString(),
    });
    expect(failed.code).toBe(1);
    expect(failed.out.trim().split("\n")).toHaveLength(1);
    expect(failed.out).toContain("No backup written: pg_dump failed");
  }, 120_000);
});
