// The real app (`npm start`'s compiled server.ts on a built app) as a child process on a data directory, and
// the project's commands run to their end: for the tests that stop, kill and restart it (backup and
// restore, crashes).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect } from "vitest";
import { freePort } from "@/tests/helpers/free-port";
import { MALLOC_ENV } from "@/scripts/malloc-env";
import { serverNodeArgs } from "@/lib/net/server-bundle";

export const DEMO_PASSWORD = "crash-demo-password-2026";

export interface AppServer {
  base: string;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  log: () => string;
  /** SIGTERM, resolved when it has exited. */
  stop: () => Promise<unknown>;
  /** SIGKILL, as a crash or the OOM killer ends it; resolved when it has exited. */
  kill: () => Promise<unknown>;
}

const live = new Set<ChildProcess>();
/** For afterAll: every app still running is killed. */
export const killAllApps = () => live.forEach((p) => p.kill("SIGKILL"));

/** A data directory of the test file's own, removed (its apps killed) after the file's tests. */
export function appTestDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  afterAll(() => {
    killAllApps();
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/**
 * Spawns the app on `dir`. `ready` resolves once it serves (rejects if it exits first); a test that
 * kills it before then need not wait.
 */
export function spawnApp(dir: string, env: Record<string, string> = {}) {
  const started = freePort().then((port) => {
    // The compiled server, as `npm start` runs it (lib/net/server-bundle.ts).
    const child = spawn(process.execPath, serverNodeArgs("."), {
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        NODE_ENV: "production",
        ...MALLOC_ENV, // as `npm start` runs it
        DATA_DIR: dir,
        PORT: String(port),
        DEMO_PASSWORD,
        SDS_CLIENT_PLAN: "unlimited",
        VISITOR_CALLS_BURST: "100000",
        ANALYST_CALLS_BURST: "100000",
        // Builds begin when a test opens their pages, not at start (warm-up.test.ts tests the warm-up).
        WARM_UP: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    live.add(child);
    const exited = new Promise((r) => child.once("exit", r)).then(() => live.delete(child));
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    const end = (signal: NodeJS.Signals) => () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    };
    const app: AppServer = {
      base: `http://127.0.0.1:${port}`,
      child,
      log: () => out,
      stop: end("SIGTERM"),
      kill: end("SIGKILL"),
    };
    return app;
  });
  const ready = started.then(
    (app) =>
      new Promise<AppServer>((resolve, reject) => {
        const seen = () => app.log().includes("ready on") && resolve(app);
        app.child.stdout!.on("data", seen);
        app.child.once("exit", (code) =>
          reject(new Error(`the app exited (${code}):\n${app.log().slice(-3000)}`)),
        );
        seen();
      }),
  );
  ready.catch(() => {}); // a test that kills it before it serves does not wait for it
  return { started, ready };
}

/** Starts the app on `dir` and resolves once it serves. */
export const startApp = (dir: string, env?: Record<string, string>) => spawnApp(dir, env).ready;

/**
 * `npm run <script>` as an operator's unit or a container's first process runs it, in a process group of
 * its own: `ready` resolves once its output shows `readyMark`; `gone` whether no process of the group is
 * left (the program npm started included); `signalGroup` signals every process of it, as a terminal's
 * Ctrl-C does (SIGKILL: a test's cleanup).
 */
export function runNpm(script: string, env: Record<string, string>, readyMark: string) {
  const child = spawn("npm", ["run", "--silent", script], {
    env: { ...process.env, NODE_OPTIONS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  live.add(child);
  let out = "";
  const ready = new Promise<void>((resolve, reject) => {
    const read = (c: Buffer) => {
      out += c.toString();
      if (out.includes(readyMark)) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) =>
      reject(new Error(`npm run ${script} exited (${code}):\n${out.slice(-3000)}`)),
    );
  });
  ready.catch(() => {});
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false; // ESRCH: no process left in the group
    }
  };
  return {
    child,
    ready,
    exited,
    log: () => out,
    gone: () => !signalGroup(0),
    signalGroup: (signal: NodeJS.Signals) => void signalGroup(signal),
  };
}

/** Runs a project command (`scripts/…`) to its end: its exit code and output. */
export function runCommand(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    env: { ...process.env, NODE_OPTIONS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((r) =>
    child.on("exit", (code, signal) => r({ code, signal, out })),
  );
  return Object.assign(done, { child });
}

/**
 * A season's statistics build (its quarter and zone splits, the player statistics POST) as its leaderboard shows it: null when
 * complete, else how many of its matches are added up so far. The public leaderboard is complete from
 * the whole-match pass first and names the splits' progress in a line of its own meanwhile.
 */
export async function seasonProgress(base: string, seasonId: number) {
  const res = await fetch(`${base}/seasons/${seasonId}/leaders`);
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  // The splits' own line first: while the pass runs, the progress above the (partial) totals is its.
  const m = html.includes('data-testid="splits-progress"')
    ? /Quarter and zone splits: (\d+) of (\d+) matches/.exec(html)
    : html.includes('data-testid="build-progress"')
      ? /Adding up the season: (\d+) of (\d+) matches/.exec(html)
      : undefined;
  if (m === undefined) return null;
  expect(m, "the progress names its counts").not.toBeNull();
  return { done: Number(m![1]), total: Number(m![2]) };
}

/** Waits until `until` holds of what `poll` says (every 250 ms), within `ms`; the last thing said. */
export async function waitFor<T>(
  what: string,
  poll: () => Promise<T>,
  until: (v: T) => boolean,
  ms = 120_000,
) {
  const t0 = Date.now();
  for (;;) {
    const v = await poll();
    if (until(v)) return v;
    if (Date.now() - t0 > ms) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(v)})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
