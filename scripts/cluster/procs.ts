// Processes of the cluster test: each in its own process group, its output in a log file, every one
// still alive killed when this process exits, however it exits.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, openSync, readFileSync } from "node:fs";

export { freePort } from "@/tests/helpers/free-port";

export interface Proc {
  name: string;
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
}

const live = new Set<Proc>();
const exitHooks: (() => void)[] = [];

/** Runs `fn` (synchronously) when the process exits, after the tracked groups are killed. */
export function onExit(fn: () => void): void {
  exitHooks.push(fn);
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals | 0): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

process.once("exit", () => {
  for (const p of live) signalGroup(p.child.pid, "SIGKILL");
  for (const fn of exitHooks.reverse()) {
    try {
      fn();
    } catch {
      // cleaning up: nothing more to do
    }
  }
});
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(sig, () => process.exit(130));

/** Starts `cmd` in its own process group, stdout and stderr appended to `log`. */
export function start(
  name: string,
  cmd: string,
  args: string[],
  env: Record<string, string | undefined>,
  log: string,
): Proc {
  const fd = openSync(log, "a");
  const child = spawn(cmd, args, {
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", fd, fd],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      appendFileSync(
        log,
        `[cluster] ${name} exited (${signal ?? `code ${code}`}) at ${new Date().toISOString()}\n`,
      );
      resolve(code);
    }),
  );
  const p: Proc = { name, child, log, exited };
  live.add(p);
  void exited.then(() => live.delete(p));
  return p;
}

/** SIGTERM to the group, SIGKILL after `graceMs`; resolves when the group is gone. */
export async function stop(p: Proc, graceMs = 10_000): Promise<void> {
  const pid = p.child.pid;
  signalGroup(pid, "SIGTERM");
  const t0 = Date.now();
  let killed = false;
  while (signalGroup(pid, 0)) {
    if (!killed && Date.now() - t0 > graceMs) {
      signalGroup(pid, "SIGKILL");
      killed = true;
    }
    if (Date.now() - t0 > graceMs + 5000) break;
    await sleep(100);
  }
  live.delete(p);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200; fails early when `p` exits, or after `ms`. */
export async function waitReady(p: Proc, url: string, ms: number): Promise<number> {
  const t0 = Date.now();
  let gone = false;
  void p.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`${p.name} exited while starting; its log:\n${tail(p.log, 40)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - t0;
    } catch {
      // not listening yet
    }
    if (Date.now() - t0 > ms)
      throw new Error(`${p.name} not ready after ${ms / 1000} s:\n${tail(p.log, 40)}`);
    await sleep(250);
  }
}

/** The last `n` lines of a log file. */
export function tail(file: string, n: number): string {
  if (!existsSync(file)) return "(no log)";
  return readFileSync(file, "utf8").split("\n").slice(-n).join("\n");
}
