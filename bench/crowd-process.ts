// A crowd's process (live-crowd-viewers.ts, live-pollers.ts): a script of this folder run by Node with
// tsx, spoken to by commands on its stdin, each answered by one JSON line on its stdout.
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

export interface CrowdProcess {
  /** Sends `command` and resolves with the JSON line that answers it. */
  ask<T>(command: string): Promise<T>;
  /** Sends "stop" and resolves with the last report once the process has ended. */
  stop<T>(): Promise<T>;
}

export function crowdProcess(script: string, args: string[]): CrowdProcess {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, script), ...args],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (l) => {
    if (l.startsWith("{")) waiting.shift()?.(l);
  });
  const ask = <T>(command: string) =>
    new Promise<T>((resolve) => {
      waiting.push((l) => resolve(JSON.parse(l) as T));
      child.stdin.write(`${command}\n`);
    });
  return {
    ask,
    async stop<T>() {
      const closed = new Promise((r) => child.once("close", r));
      const report = await ask<T>("stop");
      await closed;
      return report;
    },
  };
}
