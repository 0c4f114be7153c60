import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createConnection } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

// A throwaway Redis server (Debian's package) for the tests of instances sharing tokens.
let proc: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  if (process.env.TEST_REDIS_URL || !existsSync("/usr/bin/redis-server")) {
    project.provide("redisUrl", process.env.TEST_REDIS_URL ?? "");
    return;
  }
  const port = 46000 + Math.floor(Math.random() * 4000);
  proc = spawn(
    "/usr/bin/redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  proc.unref();
  for (let i = 0; ; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = createConnection({ port, host: "127.0.0.1" }, () => (s.end(), resolve(true)));
      s.on("error", () => resolve(false));
    });
    if (ok) break;
    if (i > 100) throw new Error("redis-server did not start");
    await new Promise((r) => setTimeout(r, 50));
  }
  project.provide("redisUrl", `redis://127.0.0.1:${port}`);
  return () => {
    proc?.kill("SIGTERM");
  };
}
