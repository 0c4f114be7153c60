// The steps a server program takes around its own work, the same for the app (server.ts) and the data
// service alone (lib/service/standalone.ts): what is wrong with its settings, its port or its data
// directory is said in its first second and the start ends there; a stop closes its HTTP server first;
// a port taken during the start stops it in order.
import type { Server } from "node:http";
import { holdDataDirOrExit } from "@/lib/db/data-dir-lock";
import { listenOrSay, portFreeOrExit } from "@/lib/net/listen-port";
import type { Stopping } from "./graceful-stop";
import { settingsOrExit } from "./settings";

/** Where a program keeps its data: PostgreSQL at a URL, else a PGlite directory (memory:// in tests). */
interface StoreSettings {
  databaseUrl?: string;
  dataDir: string;
}

/** Whether the program has a PGlite directory on disk: it takes it for itself and serves its backups. */
export const ownsDataDir = (config: StoreSettings): boolean =>
  !config.databaseUrl && !config.dataDir.startsWith("memory://");

/**
 * A server's first steps, before anything is opened: its settings read (a bad one named, exit 1), its
 * port checked (one another program holds said now, not after the import), its PGlite directory taken
 * (with PostgreSQL, several instances share the database and no directory holds it).
 */
export async function beginServerStart<C extends StoreSettings>(
  name: string,
  port: number,
  readSettings: () => C,
): Promise<{ config: C; releaseDataDir: () => void }> {
  const config = settingsOrExit(name, readSettings);
  await portFreeOrExit(port, name);
  const releaseDataDir = ownsDataDir(config) ? holdDataDirOrExit(config.dataDir) : () => {};
  return { config, releaseDataDir };
}

/**
 * A stop's first step: no new connections; idle ones closed as they go idle; requests in flight
 * answered while time is left, less `reserveMs` for the steps after (closing the databases); the rest cut.
 */
export async function closeServer(server: Server, stopping: Stopping, reserveMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await stopping.upTo("requests in flight", closed, reserveMs);
  clearInterval(idle);
  server.closeAllConnections();
}

/** A start's last step: `ready` once listening; a port taken meanwhile is said and the program stopped (exit 1). */
export function listenOrStop(
  server: Server,
  port: number,
  name: string,
  ready: () => void,
  stop: (reason: string, code: number) => unknown,
): void {
  listenOrSay(server, port, ready, (line) => {
    console.error(`[${name}] ${line}`);
    void stop("cannot listen", 1);
  });
}
