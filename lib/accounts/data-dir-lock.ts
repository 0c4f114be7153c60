import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite allows one process per data directory; two would corrupt it. The server records its pid and
// the account command refuses to open the directory while that process lives.
const file = (dataDir: string) => path.join(dataDir, "server.pid");

export function holdDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file(dataDir), String(process.pid));
  return () => rmSync(file(dataDir), { force: true });
}

export function dataDirHolder(dataDir: string): number | null {
  if (!existsSync(file(dataDir))) return null;
  const pid = Number(readFileSync(file(dataDir), "utf8"));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
