import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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

  it("makes the directory and its missing parents", () => {
    const dir = path.join(newDir(), "a", "b", "data");
    holdDataDir(dir)();
    expect(existsSync(path.join(dir, "owner.lock"))).toBe(true);
  });

  it("a directory it cannot make or use is named, with what to fix, at once", () => {
    const base = newDir();
    writeFileSync(path.join(base, "file"), "");
    symlinkSync(path.join(base, "not-mounted"), path.join(base, "volume"));
    const why = (dir: string) => {
      try {
        holdDataDir(dir)();
      } catch (err) {
        return (err as Error).message;
      }
      return "taken";
    };
    expect(why(path.join(base, "file"))).toBe(
      `Cannot use ${path.join(base, "file")} as the data directory (DATA_DIR): a file is in the way, not a directory (${path.join(base, "file")})`,
    );
    expect(why(path.join(base, "file", "data"))).toMatch(/: a file is in the way, not a directory \(/);
    expect(why(path.join(base, "volume", "data"))).toMatch(
      /: a part of the path is missing, or a link to nothing \(/,
    );
    // Under /proc, Node's recursive mkdir never returned (the start spun at 100 % of a core): tried in
    // a process of its own, so that a return of the spin fails this test rather than hang the run.
    if (process.platform !== "linux") return;
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("./lib/db/data-dir-lock.ts").then((m) => { try { m.holdDataDir("/proc/no-such-dir/data"); } catch (e) { console.log(e.message); } })`,
      ],
      { timeout: 30_000, encoding: "utf8" },
    );
    expect(run.signal, "still making /proc/no-such-dir after 30 s").toBeNull();
    expect(run.stdout).toMatch(/^Cannot use \/proc\/no-such-dir\/data as the data directory \(DATA_DIR\): /);
  });
});
