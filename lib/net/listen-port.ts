import { createServer, type Server } from "node:net";

/** A listen error as one line for the log: what is wrong with the port and what to do. */
export function listenProblem(err: unknown, port: number): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE")
    return `port ${port} is in use by another program: stop that program, or set PORT to a free port`;
  if (code === "EACCES")
    return `port ${port} needs privileges this user does not have: set PORT to 1024 or above (a proxy can listen on ${port})`;
  return `cannot listen on port ${port}: ${err instanceof Error ? err.message : String(err)}`;
}

/**
 * Why `port` cannot be listened on (listenProblem's line), or null when it can: a listen tried on every
 * address, as the server will, and closed at once. A start asks before its minutes of work, so that a
 * port in use is said in its first second rather than after the import; `listen` still reports one
 * taken in between.
 */
export function portProblem(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (err) => resolve(listenProblem(err, port)));
    probe.listen(port, () => probe.close(() => resolve(null)));
  });
}

/** A start's first check: a port another program holds is said under `name` and the process ended with 1. */
export async function portFreeOrExit(port: number, name: string): Promise<void> {
  const problem = await portProblem(port);
  if (!problem) return;
  console.error(`[${name}] ${problem}`);
  process.exit(1);
}

/**
 * Listens on `port` (every address); `ready` once it does, `failed` with listenProblem's line if it
 * cannot, rather than the uncaught exception that left a process running with nothing to serve.
 */
export function listenOrSay(
  server: Pick<Server, "listen" | "once" | "off">,
  port: number,
  ready: () => void,
  failed: (line: string) => void,
): void {
  const onError = (err: unknown) => failed(listenProblem(err, port));
  server.once("error", onError);
  server.listen(port, () => {
    server.off("error", onError);
    ready();
  });
}
