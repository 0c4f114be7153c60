import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "./free-port";

declare module "vitest" {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

// Starts a throwaway PostgreSQL server (Debian's package) for the scale-out tests, unless
// TEST_DATABASE_URL names one already. Debian's server refuses to run as root, hence runuser.
function pgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

let proc: ChildProcess | undefined;
let dir: string | undefined;

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = pgBin();
  if (!bin) {
    project.provide("pgUrl", "");
    return;
  }
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" })
      : execFileSync(cmd, args, { stdio: "pipe" });
  dir = mkdtempSync(path.join(tmpdir(), "sds-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  // A server that exits before it answers (its port taken between our pick and its bind) is started
  // again on another port; one that is merely slow (a loaded machine) is waited for up to a minute.
  let url = "";
  for (let attempt = 1; !url; attempt++) {
    const port = await freePort();
    const started = startPostgres(bin, data, port, asRoot);
    const exited = new Promise<string>((resolve) =>
      started.once("exit", (code) => resolve(`exited (${code})`)),
    );
    const why = await Promise.race([
      exited,
      answers(`postgres://postgres@127.0.0.1:${port}/postgres`, 60_000),
    ]);
    if (why === "ready") {
      proc = started;
      url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    } else {
      started.kill("SIGKILL");
      if (attempt >= 5) throw new Error(`PostgreSQL for the tests did not start: ${why} (${attempt} tries)`);
    }
  }
  project.provide("pgUrl", url);
  return async () => {
    const gone = new Promise((r) => proc?.once("exit", r));
    proc?.kill("SIGINT");
    await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

function startPostgres(bin: string, data: string, port: number, asRoot: boolean): ChildProcess {
  const args = [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    path.dirname(data),
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
  ];
  const p = asRoot
    ? spawn("runuser", ["-u", "postgres", "--", path.join(bin, "postgres"), ...args], { stdio: "ignore" })
    : spawn(path.join(bin, "postgres"), args, { stdio: "ignore" });
  p.unref();
  return p;
}

/** "ready" once a client connects to `url`, or why not within `ms`. */
async function answers(url: string, ms: number): Promise<string> {
  const pg = (await import("pg")).default;
  const t0 = Date.now();
  for (;;) {
    try {
      const c = new pg.Client(url);
      await c.connect();
      await c.end();
      return "ready";
    } catch (err) {
      if (Date.now() - t0 > ms) return `no answer in ${ms / 1000} s (${(err as Error).message})`;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
