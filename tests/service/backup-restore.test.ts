// Backup and restore with the real app (`npm start`'s server.ts on a built app) on a data directory:
// an account made with the account command and the synthetic season's aggregates kept, `npm run
// backup` while the app serves, `npm run restore` into a new directory, and the app started on that
// one: the accounts and every kept part of the season as the app left them, and the account signs in.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sessionCookie } from "@/e2e/helpers/session-cookie";
import { openPglite } from "@/lib/db/pglite-db";
import { seedFromPreparedDump } from "../helpers/prepared-dump";
import { killAllApps, runCommand as run, seasonProgress, startApp, waitFor } from "../helpers/app-server";

const built = existsSync(".next/BUILD_ID");
const root = mkdtempSync(path.join(tmpdir(), "backup-restore-"));
const [dirA, dirB, file] = ["a", "b", "backup.tar"].map((n) => path.join(root, n));
afterAll(() => {
  killAllApps();
  rmSync(root, { recursive: true, force: true });
});

const EMAIL = "coach@backup.test";
const PASSWORD = "backup-test-password-2026";

/** The synthetic season's leaderboard: null when complete, else how many matches it has added up. */
const progress = (base: string) => seasonProgress(base, 9001);

/**
 * What a stopped app's directory keeps, read from its database directly: the accounts and every kept
 * part of the season builds (a digest of each).
 */
async function keptIn(dir: string) {
  const db = await openPglite(path.join(dir, "app-pglite"));
  try {
    return {
      accounts: await db.query("select email, role, password_hash from app_users order by email"),
      parts: await db.query(
        "select operation, match_id, part, match_start, md5(body) body from match_answer_parts order by 1, 2, 3",
      ),
    };
  } finally {
    await db.close();
  }
}

/** Signs in through next-auth's credentials form; the session's email. */
async function signedInAs(base: string, email: string, password: string) {
  const cookie = await sessionCookie(base, email, password);
  const session = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
  return ((await session.json()) as { user?: { email?: string } } | null)?.user?.email;
}

describe.skipIf(!built)("backup and restore (needs a build: npm run build)", () => {
  it("a running app's backup, restored into a new directory, starts with its account and kept season", async () => {
    await seedFromPreparedDump(dirA);
    const made = await run(["scripts/create-user.ts", "--email", EMAIL, "--role", "coach"], {
      DATA_DIR: dirA,
      USER_PASSWORD: PASSWORD,
    });
    expect(made.code, made.out).toBe(0);

    const a = await startApp(dirA);
    // The synthetic season's build, started by its first view: a few matches kept are enough, and it
    // goes on while the backup is written (the backup holds what was kept at that moment).
    const seen = await waitFor(
      "the synthetic season's build",
      () => progress(a.base),
      (p) => !p || p.done >= 5,
      300_000,
    );
    const keptAtBackup = seen ? seen.done : Infinity;
    const backup = await run(["scripts/backup.ts", file], { DATA_DIR: dirA });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain("written by the app running on");
    expect((await fetch(`${a.base}/glossary`)).status).toBe(200); // it served on
    const intoLive = await run(["scripts/restore.ts", file], { DATA_DIR: dirA });
    expect(intoLive.code).toBe(1);
    expect(intoLive.out).toContain(`${dirA} is in use by another process`);
    await a.stop();
    const kept = await keptIn(dirA);
    expect(kept.accounts.map((u) => u.email)).toContain(EMAIL);

    const restored = await run(["scripts/restore.ts", file], { DATA_DIR: dirB });
    expect(restored.code, restored.out).toBe(0);
    // Every account and kept part as the app left them. (Not its leaderboard's first view: the
    // synthetic league's current season moves with the clock, and a start in another minute finds its
    // matches moved and adds them up again, however they were kept.)
    const restoredKept = await keptIn(dirB);
    expect(restoredKept.accounts).toEqual(kept.accounts);
    // What the build had kept when the backup was written, each part as the app left it.
    const matches = new Set(restoredKept.parts.map((p) => p.match_id));
    expect(matches.size).toBeGreaterThanOrEqual(Math.min(keptAtBackup, 30));
    const inA = new Set(kept.parts.map((p) => JSON.stringify(p)));
    expect(restoredKept.parts.filter((p) => !inA.has(JSON.stringify(p)))).toEqual([]);
    const b = await startApp(dirB);
    expect(await signedInAs(b.base, EMAIL, PASSWORD)).toBe(EMAIL);
    expect(await signedInAs(b.base, EMAIL, "not-the-password-2026")).toBeUndefined();
    await b.stop();
  }, 300_000);
});
