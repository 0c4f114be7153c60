// PostgreSQL, Redis and nginx for the cluster test, all on loopback, all state in the test's directory.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { onExit, sleep, start, tail, type Proc } from "./procs";

const isRoot = process.getuid?.() === 0;

function run(cmd: string, args: string[], asPostgres = false): string {
  const [c, a] = asPostgres && isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  const r = spawnSync(c, a, { encoding: "utf8" });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(`${root}/${v}/bin/pg_ctl`)) return `${root}/${v}/bin`;
  throw new Error("PostgreSQL not found under /usr/lib/postgresql (apt-get install postgresql)");
}

/**
 * A throw-away PostgreSQL server (trust authentication on loopback) in `dir`/postgres, made by initdb,
 * not started; Debian's server refuses to run as root, so as root it runs as the `postgres` user in a
 * directory it owns. `start` and `stop` wait until it is up or down (the outage test stops it under a
 * running app and starts it again).
 */
export function postgresServer(dir: string, port: number) {
  const bin = postgresBin();
  const home = path.join(dir, "postgres");
  mkdirSync(home, { recursive: true });
  if (isRoot) {
    const uid = Number(run("id", ["-u", "postgres"]).trim());
    const gid = Number(run("id", ["-g", "postgres"]).trim());
    chownSync(home, uid, gid);
  }
  const data = path.join(home, "data");
  run(`${bin}/initdb`, ["-D", data, "--auth=trust", "-U", "postgres", "-E", "UTF8", "--no-sync"], true);
  const opts = `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const ctl = (args: string[]) => run(`${bin}/pg_ctl`, ["-D", data, ...args], true);
  return {
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => void ctl(["-l", path.join(home, "server.log"), "-o", opts, "-w", "start"]),
    /** `fast`: its sessions ended at once, as an administrator's stop does; `immediate`: as a crash. */
    stop: (mode: "fast" | "immediate" = "fast") => void ctl(["-m", mode, "-w", "stop"]),
    /** Stops it if it runs (whatever the exit). */
    stopIfRunning: () => {
      spawnSync(isRoot ? "runuser" : `${bin}/pg_ctl`, [
        ...(isRoot ? ["-u", "postgres", "--", `${bin}/pg_ctl`] : []),
        "-D",
        data,
        "-m",
        "immediate",
        "-w",
        "stop",
      ]);
    },
  };
}

/** Creates `database` on the server at `port` (as `postgres`, over loopback). */
export async function createPostgresDatabase(port: number, database: string) {
  const admin = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
}

/** A throw-away PostgreSQL server (postgresServer) with a database `footy`, stopped when this process exits. */
export async function startPostgres(dir: string, port: number): Promise<string> {
  const server = postgresServer(dir, port);
  onExit(server.stopIfRunning);
  server.start();
  await createPostgresDatabase(port, "footy");
  return server.url("footy");
}

/** redis-server without persistence, in the foreground as our child. */
export async function startRedis(logDir: string, port: number): Promise<{ proc: Proc; url: string }> {
  const proc = start(
    "redis",
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
    { PATH: process.env.PATH },
    path.join(logDir, "redis.log"),
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    r.on("error", () => {}); // not listening yet: asked again below
    try {
      await r.connect();
      if ((await r.ping()) === "PONG") {
        r.disconnect();
        return { proc, url };
      }
    } catch {
      r.disconnect();
    }
    if (i > 80) throw new Error(`redis did not start:\n${tail(proc.log, 20)}`);
    await sleep(100);
  }
}

export interface NginxPorts {
  PUBLIC_PORT: number;
  SDS_PORT: number;
  SERVICE_PORT: number;
  APP_1: number;
  APP_2: number;
  APP_3: number;
}

/** The nginx configuration of docs/deploy.md (its one nginx block), placeholders filled in. */
export function nginxConfig(root: string, values: NginxPorts & { RUN_DIR: string; LOG_DIR: string }): string {
  const doc = readFileSync(path.join(root, "docs/deploy.md"), "utf8");
  const blocks = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)];
  if (blocks.length !== 1)
    throw new Error(`docs/deploy.md: expected one nginx block, found ${blocks.length}`);
  const filled = blocks[0][1].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const v = (values as unknown as Record<string, string | number>)[name];
    if (v === undefined) throw new Error(`docs/deploy.md: no value for ${whole}`);
    return String(v);
  });
  return filled;
}

/** nginx in the foreground (`daemon off;` in the configuration) with its files in `runDir`. */
export function startNginx(config: string, runDir: string, logDir: string): { proc: Proc; file: string } {
  mkdirSync(runDir, { recursive: true, mode: 0o755 });
  const file = path.join(runDir, "nginx.conf");
  writeFileSync(file, config);
  const test = spawnSync(
    "nginx",
    ["-t", "-q", "-c", file, "-p", runDir, "-e", path.join(logDir, "nginx-error.log")],
    {
      encoding: "utf8",
    },
  );
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const proc = start(
    "nginx",
    "nginx",
    ["-c", file, "-p", runDir, "-e", path.join(logDir, "nginx-error.log")],
    { PATH: process.env.PATH },
    path.join(logDir, "nginx.out"),
  );
  return { proc, file };
}
