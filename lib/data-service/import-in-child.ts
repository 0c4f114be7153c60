import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCRIPT = fileURLToPath(new URL("./import-child.ts", import.meta.url));

/**
 * Imports the real data into the PGlite directory `dataDir` in a child process (tsx, from the project
 * root so that its path aliases resolve), and resolves once it has exited. The caller must not hold
 * the directory open meanwhile: one process owns a PGlite directory at a time.
 */
export function importInChild(dataDir: string): Promise<{ imported: boolean; ms: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", SCRIPT, dataDir], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
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
