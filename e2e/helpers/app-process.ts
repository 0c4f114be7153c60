import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverNodeArgs } from "@/lib/net/server-bundle";
import { copyPreparedData } from "./prepared-data";

export interface AppProcess {
  base: string;
  dir: string;
  log: () => string;
  stop: () => void;
}

/**
 * Starts another instance of the built app (its compiled server.ts, as `npm start` runs it) on `port` with its own data directory, a copy
 * of the run's imported data when there is one (else it imports, as a first start does).
 */
export async function startApp(port: number, env: Record<string, string>): Promise<AppProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-app-"));
  copyPreparedData(dir);
  const proc: ChildProcess = spawn(process.execPath, serverNodeArgs("."), {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dir, WARM_UP: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  proc.stdout!.on("data", (d) => (log += d));
  proc.stderr!.on("data", (d) => (log += d));
  const stop = () => {
    try {
      process.kill(-proc.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let waited = 0; !/ready on/.test(log); waited += 250) {
    if (waited > 120_000 || proc.exitCode !== null) {
      stop();
      throw new Error(`the app did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base: `http://127.0.0.1:${port}`, dir, log: () => log, stop };
}
