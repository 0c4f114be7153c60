import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataDirInUseError, holdDataDir } from "./data-dir-lock";

const dirs: string[] = [];
const newDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "owner-"));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const refusal = (dir: string): DataDirInUseError => {
  try {
    holdDataDir(dir);
  } catch (err) {
    if (err instanceof DataDirInUseError) return err;
    throw err;
  }
  throw new Error(`${dir} was taken a second time`);
};

describe("one owner per data directory", () => {
  it("refuses a second holder, naming the directory and the holder; once given back it can be taken", () => {
    const dir = newDir();
    const release = holdDataDir(dir);
    const err = refusal(dir);
    expect(err.message).toContain(dir);
    expect(err.holder).toBe(process.pid);
    expect(err.message).toContain(`pid ${process.pid}`);
    release();
    holdDataDir(dir)();
  });

  it("a holder killed with SIGKILL leaves no lock behind", async () => {
    const dir = newDir();
    // Another process takes the directory with this module and keeps it until killed.
    const script = `import { holdDataDir } from "./lib/db/data-dir-lock.ts"; holdDataDir(process.argv[1]); console.log("held"); setInterval(() => {}, 60_000);`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dir], {
      cwd: process.cwd(),
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((r) => child.on("exit", r));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (c: Buffer) => c.toString().includes("held") && resolve());
        child.on("exit", (code) => reject(new Error(`the holder exited (${code}) before taking ${dir}`)));
      });
      expect(refusal(dir).holder).toBe(child.pid);
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
    holdDataDir(dir)();
  }, 30_000);

  it("without flock(1) on the machine the directory is taken unguarded, and that is said", () => {
    const dir = newDir();
    const saved = process.env.PATH;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    process.env.PATH = path.join(dir, "no-such-bin");
    try {
      holdDataDir(dir)();
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`flock(1) not found: a second process on ${dir}`),
      );
    } finally {
      process.env.PATH = saved;
      warn.mockRestore();
    }
  });
});
