// The built web app as the web benchmark runs it: `npm start` in its own process group, a fresh data
// directory, a free loopback port, BENCH_MODE=1 (the bench-only routes of app/api/bench). Every process
// started here is killed when this process exits, however it exits.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_BUNDLE_ENTRY } from "@/lib/net/server-bundle";

export const ROOT = path.resolve(import.meta.dirname, "..");
// The bench's own packages (bench/package.json: autocannon, Lighthouse), which `npm run bench` installs
// there and the app's install does not; `import "autocannon"` from bench/ resolves here first.
export const BENCH_MODULES = path.join(ROOT, "bench", "node_modules");
export const DEMO_PASSWORD = "bench-demo-password-2026";
const READY_PATH = "/openapi/1.68.0.json";
const BENCH_ROUTE = "/api/bench/[...what]/route";

// Process groups started here and not yet known to be gone.
const live = new Set<number>();
process.once("exit", () => {
  for (const pgid of live) signalGroup(pgid, "SIGKILL");
});
for (const sig of ["SIGINT", "SIGTERM"] as const) process.once(sig, () => process.exit(130));

/** Signals a whole process group (npm, sh, tsx and the server's node); false once the group is gone. */
function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Spawns a command in its own process group, killed (group and all) if this process exits first. */
export function spawnTracked(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): ChildProcess {
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  if (child.pid !== undefined) live.add(child.pid);
  return child;
}

/**
 * Stops a tracked child's whole group: SIGTERM, then SIGKILL after `graceMs`; resolves when every
 * process of the group has gone (the server has released its data directory by then).
 */
export async function stopTracked(child: ChildProcess, graceMs = 5000): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  signalGroup(pgid, "SIGTERM");
  const t0 = Date.now();
  let killed = false;
  while (signalGroup(pgid, 0)) {
    if (!killed && Date.now() - t0 > graceMs) {
      signalGroup(pgid, "SIGKILL");
      killed = true;
    }
    if (Date.now() - t0 > graceMs + 5000) break; // only zombies left, or something unkillable
    await new Promise((r) => setTimeout(r, 100));
  }
  live.delete(pgid);
}

const NEXT = path.join(ROOT, ".next");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const buildId = () =>
  existsSync(path.join(NEXT, "BUILD_ID")) ? readFileSync(path.join(NEXT, "BUILD_ID"), "utf8") : "";

/** Waits while another `next build` holds .next (its lock file). */
async function buildSettled(log: (m: string) => void, maxMs = 240_000): Promise<void> {
  const t0 = Date.now();
  let said = false;
  while (existsSync(path.join(NEXT, "lock"))) {
    if (Date.now() - t0 > maxMs)
      throw new Error(`.next/lock held for ${maxMs / 1000} s: a next build still running?`);
    if (!said) log("web: another `next build` is under way; waiting for it");
    said = true;
    await sleep(1000);
  }
}

/** Builds the app unless a build exists that includes the bench route; returns the build's seconds, or 0. */
export async function ensureBuilt(log: (m: string) => void): Promise<number> {
  await buildSettled(log);
  const manifest = path.join(NEXT, "app-path-routes-manifest.json");
  const built =
    buildId() !== "" &&
    existsSync(manifest) &&
    readFileSync(manifest, "utf8").includes(BENCH_ROUTE) &&
    existsSync(path.join(ROOT, SERVER_BUNDLE_ENTRY)); // `npm run build`'s, not a bare `next build`
  if (built) return 0;
  log("web: no build with the bench route in .next; running `npm run build` (about a minute)");
  const t0 = Date.now();
  const r = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 240_000,
  });
  if (r.status !== 0) {
    const tail = `${r.stdout?.toString() ?? ""}${r.stderr?.toString() ?? ""}`.trim().split("\n").slice(-15);
    throw new Error(`npm run build failed (${r.error?.message ?? `exit ${r.status}`}):\n${tail.join("\n")}`);
  }
  return Math.round((Date.now() - t0) / 1000);
}

// Not needed to serve: the build cache, the dev server's output, traces, the build's lock.
const NOT_COPIED = new Set(["cache", "dev", "trace", "trace-build", "lock", "diagnostics", "types"]);

export interface Snapshot {
  dir: string;
  remove(): void;
}

/**
 * A private copy of the build, so that another `next build` in the checkout (others work in it too)
 * cannot pull the files from under the running app: a temporary directory holding a copy of .next
 * and symbolic links to everything else of the project, where `npm start` then runs.
 */
export async function snapshotBuild(log: (m: string) => void): Promise<Snapshot> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await buildSettled(log);
    const id = buildId();
    const dir = mkdtempSync(path.join(os.tmpdir(), "web-bench-app-"));
    const remove = () => rmSync(dir, { recursive: true, force: true }); // unlinks links, never follows them
    try {
      for (const entry of readdirSync(ROOT)) {
        if (entry !== ".next") symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
      }
      cpSync(NEXT, path.join(dir, ".next"), {
        recursive: true,
        verbatimSymlinks: true, // .next/node_modules links stay relative: ../../node_modules, a link here
        filter: (src) => !NOT_COPIED.has(path.relative(NEXT, src).split(path.sep)[0]),
      });
      if (id !== "" && buildId() === id) return { dir, remove };
    } catch {
      // a build replaced .next while it was copied: try again
    }
    remove();
    await sleep(2000);
  }
  throw new Error("could not copy a settled build out of .next: builds kept replacing it");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface App {
  base: string;
  pid: number;
  startMs: number; // spawn until the ready path answers
  stop(): Promise<void>;
  /** CPU time (user + system, ms) of every process of the app's group so far; undefined off Linux. */
  cpuMs(): number | undefined;
  /**
   * Resident memory (VmRSS) of the server's process (the largest of the group: the node running
   * the compiled server.ts, under npm and sh) and of the whole group, in KiB; undefined off Linux.
   */
  rss(): { pid: number; kb: number; groupKb: number } | undefined;
  /** The app's last few kilobytes of output, and how it exited if it has: for a failure's report. */
  output(): string;
}

/**
 * `npm start` in `appDir` (the project, or a snapshot of it) on `dataDir` (a fresh one imports the AFL
 * data first) and a free loopback port (or `extraEnv.PORT`); `extraEnv` is added to the app's environment last.
 */
export async function startApp(
  appDir: string,
  dataDir: string,
  timeoutMs = 120_000,
  extraEnv: Record<string, string> = {},
): Promise<App> {
  // A restart's PORT is the one its viewers come back to; otherwise a free one.
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    BENCH_MODE: "1",
    SDS_CLIENT_PLAN: "unlimited",
    // The serving benches measure serving: no builds begun behind them (the fresh-install bench warms).
    WARM_UP: "0",
    DEMO_PASSWORD,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // The embedded service and its own client, whatever the calling shell points at.
  for (const k of ["DATABASE_URL", "REDIS_URL", "SDS_BASE_URL", "SDS_AUTH_URL", "SDS_INTERNAL_URL"])
    delete env[k];
  for (const k of ["SDS_CLIENT_ID", "SDS_CLIENT_SECRET", "SDS_AUDIENCE", "AUTH_SECRET", "NODE_ENV"])
    delete env[k];
  Object.assign(env, extraEnv);
  const t0 = Date.now();
  const child = spawnTracked("npm", ["start"], env, appDir);
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  let output = "";
  const keep = (c: Buffer) => (output = (output + c.toString("utf8")).slice(-4000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const base = `http://127.0.0.1:${port}`;
  const fail = (why: string) =>
    new Error(
      `the app did not start (${why}); its last output:\n${output.trim().split("\n").slice(-12).join("\n")}`,
    );
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await Promise.race([closed, new Promise((r) => setTimeout(r, 1000))]); // its last words
      throw fail(`exited ${child.exitCode ?? child.signalCode}`);
    }
    if (Date.now() - t0 > timeoutMs) {
      await stopTracked(child);
      throw fail(`not ready after ${timeoutMs / 1000} s`);
    }
    const ok = await fetch(base + READY_PATH, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid!,
    startMs: Date.now() - t0,
    stop: () => stopTracked(child),
    cpuMs: () => groupCpuMs(child.pid!),
    rss: () => groupRss(child.pid!),
    output: () =>
      output +
      (child.exitCode !== null || child.signalCode !== null
        ? `\n(exited ${child.exitCode ?? child.signalCode})`
        : ""),
  };
}

// Linux /proc: utime and stime (fields 14 and 15, in clock ticks of 1/100 s) of the group's processes.
function groupCpuMs(pgid: number): number | undefined {
  let ticks = 0;
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        continue; // gone meanwhile
      }
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
    }
  } catch {
    return undefined;
  }
  return ticks * 10;
}

// Linux /proc: VmRSS (KiB) of the group's processes; the largest is the server's.
function groupRss(pgid: number): { pid: number; kb: number; groupKb: number } | undefined {
  let best = { pid: 0, kb: 0, groupKb: 0 };
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      let status: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== pgid) continue;
        status = readFileSync(`/proc/${pid}/status`, "utf8");
      } catch {
        continue; // gone meanwhile
      }
      const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
      best = { ...(kb > best.kb ? { pid: Number(pid), kb } : best), groupKb: best.groupKb + kb };
    }
  } catch {
    return undefined;
  }
  return best.pid ? best : undefined;
}

/**
 * Runs `main` when `moduleUrl` is the script node was started with (`npx tsx bench/<file>.ts`), not
 * when the module is imported by another bench; exits when it is done (the app is stopped by then).
 */
export function runWhenMain(moduleUrl: string, main: () => Promise<void>): void {
  const started = process.argv[1];
  if (!started || moduleUrl !== pathToFileURL(path.resolve(started)).href) return;
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/**
 * A bench route's JSON (app/api/bench), asked again while the app is too busy to take the connection
 * (a crowd of pollers can fill its queue for a while): the bench's own reads must not end the run.
 */
export async function benchJson<T>(app: App, p: string, withinMs = 120_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    try {
      const res = await fetch(app.base + p, { signal: AbortSignal.timeout(60_000) });
      return (await res.json()) as T;
    } catch (e) {
      if (Date.now() - t0 > withinMs) throw e;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
