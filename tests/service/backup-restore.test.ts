// Backup and restore with the real app (`npm start`'s server.ts on a built app) on a data directory:
// an account made with the account command and the synthetic season's aggregates kept, `npm run
// backup` while the app serves, `npm run restore` into a new directory, and the app started on that
// one: the accounts and every kept part of the season as the app left them, and the account signs in.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sessionCookie } from "@/e2e/helpers/session-cookie";
import { freePort } from "@/lib/testing/free-port";
import { openPglite } from "@/lib/data/db/pglite-db";
import { seedFromPreparedDump } from "../helpers/prepared-dump";

const built = existsSync(".next/BUILD_ID");
const root = mkdtempSync(path.join(tmpdir(), "backup-restore-"));
const [dirA, dirB, file] = ["a", "b", "backup.tar"].map((n) => path.join(root, n));
const running: ChildProcess[] = [];
afterAll(() => {
  running.forEach((p) => p.kill("SIGKILL"));
  rmSync(root, { recursive: true, force: true });
});

const EMAIL = "coach@backup.test";
const PASSWORD = "backup-test-password-2026";

/** Runs a command to its end; its exit code and output. */
function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    env: { ...process.env, NODE_OPTIONS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  return new Promise<{ code: number | null; out: string }>((r) =>
    child.on("exit", (code) => r({ code, out })),
  );
}

/** Starts the app on `dir`; resolves with its address once it serves. */
async function startApp(dir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "--expose-gc", "server.ts"], {
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      NODE_ENV: "production",
      DATA_DIR: dir,
      PORT: String(port),
      DEMO_PASSWORD: "backup-demo-password-2026",
      SDS_CLIENT_PLAN: "unlimited",
      VISITOR_CALLS_BURST: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let out = "";
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes("ready on")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the app exited (${code}):\n${out.slice(-2000)}`)));
  });
  const stop = () => {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    return exited;
  };
  return { base: `http://127.0.0.1:${port}`, stop };
}

/** The synthetic season's leaderboard: null when complete, else how many matches it has added up. */
const progress = async (base: string) => {
  const res = await fetch(`${base}/seasons/9001/leaders`);
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  if (!html.includes('data-testid="build-progress"')) return null;
  const m = /Adding up the season: (\d+) of (\d+) matches/.exec(html);
  expect(m, "the progress names its counts").not.toBeNull();
  return { done: Number(m![1]), total: Number(m![2]) };
};

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
    const t0 = Date.now();
    let keptAtBackup = 0;
    for (;;) {
      const p = await progress(a.base);
      keptAtBackup = p ? p.done : Infinity;
      if (keptAtBackup >= 5) break;
      expect(Date.now() - t0, "the synthetic season's build").toBeLessThan(120_000);
      await new Promise((r) => setTimeout(r, 500));
    }
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
