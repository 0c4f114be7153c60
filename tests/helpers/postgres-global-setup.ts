import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

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
  const port = 55000 + Math.floor(Math.random() * 4000);
  const args = [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
  ];
  proc = asRoot
    ? spawn("runuser", ["-u", "postgres", "--", path.join(bin, "postgres"), ...args], { stdio: "ignore" })
    : spawn(path.join(bin, "postgres"), args, { stdio: "ignore" });
  proc.unref();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = (await import("pg")).default;
  for (let i = 0; ; i++) {
    try {
      const c = new pg.Client(url);
      await c.connect();
      await c.end();
      break;
    } catch (err) {
      if (i > 100) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  project.provide("pgUrl", url);
  return async () => {
    proc?.kill("SIGINT");
    await new Promise((r) => setTimeout(r, 500));
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
