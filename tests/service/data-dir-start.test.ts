// Starting the real service process (`npm run service`) on a data directory it cannot have:
// - one owner: a second start on a directory in use refuses before it opens anything, with one line
//   naming the directory and the holder, and the first goes on serving; the first killed with SIGKILL
//   leaves no lock, and the next start on the directory serves (lib/db/data-dir-lock.test.ts
//   tests the lock itself); a start on a port in use says so in one line before it imports anything;
// - a directory whose database does not open: one line naming it and what to do, exit 1, never
//   PGlite's WebAssembly stack.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@/tests/helpers/free-port";
import { seedFromPreparedDump } from "../helpers/prepared-dump";

const dir = mkdtempSync(path.join(tmpdir(), "owner-service-"));
const damaged = mkdtempSync(path.join(tmpdir(), "damaged-service-"));
const portDir = mkdtempSync(path.join(tmpdir(), "port-taken-"));
const running: ChildProcess[] = [];
afterAll(() => {
  running.forEach((p) => p.kill("SIGKILL"));
  for (const d of [dir, damaged, portDir]) rmSync(d, { recursive: true, force: true });
});

/** Starts the service on `on`; resolves when it listens or exits, with what it printed. */
async function start(port: number, on = dir) {
  const child = spawn(process.execPath, ["--import", "tsx", "lib/service/standalone.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, DATA_DIR: on, PORT: String(port), NODE_OPTIONS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let out = "";
  let err = "";
  child.stderr.on("data", (c: Buffer) => (err += c.toString()));
  const outcome = await new Promise<{ listening: boolean; code: number | null }>((resolve) => {
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes("listening on")) resolve({ listening: true, code: null });
    });
    child.on("exit", (code) => resolve({ listening: false, code }));
  });
  return { child, ...outcome, out: () => out, err: () => err };
}

const serves = async (port: number) => (await fetch(`http://127.0.0.1:${port}/openapi/1.68.0.json`)).status;

describe("a data directory has one owner", () => {
  it("a second start refuses; the first serves on; killed, it leaves no lock and the next start serves", async () => {
    await seedFromPreparedDump(dir);

    const [p1, p2, p3] = [await freePort(), await freePort(), await freePort()];
    const first = await start(p1);
    expect(first.listening, first.err()).toBe(true);

    const second = await start(p2);
    expect(second.listening).toBe(false);
    expect(second.code).toBe(1);
    const lines = second.err().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(dir);
    expect(lines[0]).toContain(`pid ${first.child.pid}`);
    expect(second.out()).not.toContain("[sds] service ready"); // refused before opening the database
    expect(await serves(p1)).toBe(200);

    // Its port is the first one's: said in one line before the import a new directory would begin.
    const taken = await start(p1, portDir);
    expect(taken.listening).toBe(false);
    expect(taken.code).toBe(1);
    expect(taken.err().trim().split("\n")).toEqual([
      `[sds] port ${p1} is in use by another program: stop that program, or set PORT to a free port`,
    ]);
    expect(taken.out()).not.toContain("import");
    expect(await serves(p1)).toBe(200);

    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    const third = await start(p3);
    expect(third.listening, third.err()).toBe(true);
    expect(await serves(p3)).toBe(200);
    third.child.kill("SIGTERM");
  }, 120_000);
});

describe("a data directory whose database does not open", () => {
  it("is named in one line with what to do, and the start exits 1", async () => {
    // A PostgreSQL data directory of another version's making, as a damaged one looks to PGlite.
    mkdirSync(path.join(damaged, "pglite"), { recursive: true });
    writeFileSync(path.join(damaged, "pglite", "PG_VERSION"), "9.6\n");
    const s = await start(await freePort(), damaged);
    expect(s.listening).toBe(false);
    expect(s.code).toBe(1);
    const lines = s.err().trim().split("\n");
    expect(lines).toEqual([expect.stringContaining(path.join(damaged, "pglite"))]);
    expect(lines[0]).toMatch(/does not open as the app's database/);
    expect(lines[0]).toMatch(/Restore a backup into an empty directory, or move this one aside/);
  }, 60_000);
});
