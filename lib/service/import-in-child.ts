import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCRIPT = fileURLToPath(new URL("./import-child.ts", import.meta.url));

/**
 * util-linux's setpriv, when present: it runs the child with the kernel's parent-death signal set
 * (prctl PR_SET_PDEATHSIG), so that the import dies the moment the app does, however the app dies.
 * Killed with SIGKILL, an app cannot stop its child itself, and an import left running would write to
 * the directory while the next start owns it: two writers corrupt a PGlite directory.
 */
let setpriv: boolean | undefined;
function hasSetpriv(): boolean {
  setpriv ??= spawnSync("setpriv", ["--version"], { stdio: "ignore" }).status === 0;
  return setpriv;
}

/**
 * Imports the real data into the PGlite directory `dataDir` in a child process (tsx, from the project
 * root so that its path aliases resolve), and resolves once it has exited. The caller must not hold
 * the directory open meanwhile: one process owns a PGlite directory at a time. The child never outlives
 * this process: see hasSetpriv, and, without setpriv, the IPC channel it watches (import-child.ts).
 */
export function importInChild(dataDir: string): Promise<{ imported: boolean; ms: number }> {
  return new Promise((resolve, reject) => {
    const node = [process.execPath, "--import", "tsx", SCRIPT, dataDir];
    const [cmd, ...args] = hasSetpriv() ? ["setpriv", "--pdeathsig", "SIGKILL", ...node] : node;
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit", "ipc"],
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    let out = "";
    child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`the data import exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "") as { imported: boolean; ms: number });
      } catch {
        reject(new Error(`the data import said nothing readable: ${out.slice(0, 200)}`));
      }
    });
  });
}
