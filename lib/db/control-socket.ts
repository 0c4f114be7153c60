import { chmodSync, existsSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";

// How a command reaches the process that owns a data directory (a backup while the app runs: only the
// owner may open its databases). A Unix socket in the directory, readable and writable by its owner
// alone (0600): whoever may use it may read the directory anyway. One JSON request a connection, one
// JSON answer.

export const controlSocket = (dataDir: string) => path.join(dataDir, "control.sock");

export interface ControlRequest {
  backup: string; // the backup file to write (an absolute path)
}
export type ControlAnswer = { ok: true; bytes: number } | { ok: false; error: string };

/** Serves requests on the directory's socket; the caller holds the directory (its lock). */
export function serveControl(
  dataDir: string,
  handle: (req: ControlRequest) => Promise<{ bytes: number }>,
): Promise<Server> {
  const file = controlSocket(dataDir);
  // Linux cuts a socket's path at 107 bytes (and would make it elsewhere): refuse one longer.
  if (Buffer.byteLength(file) > 107)
    return Promise.reject(new Error(`the socket's path is over 107 bytes: ${file}`));
  rmSync(file, { force: true }); // left by an owner that died: ours now (we hold the lock)
  const server = createServer((conn) => {
    let text = "";
    conn.setEncoding("utf8");
    conn.on("data", (c: string) => {
      text += c;
      if (!text.includes("\n")) return;
      let answer: Promise<ControlAnswer>;
      try {
        const req = JSON.parse(text) as ControlRequest;
        if (typeof req.backup !== "string" || !path.isAbsolute(req.backup))
          throw new Error("a request names the backup file by its absolute path");
        answer = handle(req).then((r) => ({ ok: true as const, ...r }));
      } catch (err) {
        answer = Promise.reject(err);
      }
      void answer
        .catch((err: unknown) => ({
          ok: false as const,
          error: err instanceof Error ? err.message : String(err),
        }))
        .then((a) => conn.end(`${JSON.stringify(a)}\n`));
    });
    conn.on("error", () => {});
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => {
      try {
        chmodSync(file, 0o600);
        resolve(server);
      } catch (err) {
        server.close();
        reject(err as Error);
      }
    });
  });
}

/** Sends a request to the directory's owner; undefined when no process serves the socket. */
export function askControl(dataDir: string, req: ControlRequest): Promise<ControlAnswer | undefined> {
  const file = controlSocket(dataDir);
  if (!existsSync(file)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const conn = createConnection(file);
    let text = "";
    conn.setEncoding("utf8");
    conn.on("connect", () => conn.write(`${JSON.stringify(req)}\n`));
    conn.on("data", (c: string) => (text += c));
    conn.on("end", () => {
      try {
        resolve(JSON.parse(text) as ControlAnswer);
      } catch {
        reject(new Error(`the app answered the backup request with ${JSON.stringify(text.slice(0, 200))}`));
      }
    });
    conn.on("error", (err: NodeJS.ErrnoException) =>
      err.code === "ECONNREFUSED" || err.code === "ENOENT" ? resolve(undefined) : reject(err),
    );
  });
}
