import pg from "pg";
import { backoffWait, createBackoff } from "@/lib/net/backoff";
import { stopSignal } from "@/lib/lifecycle/stopping";
import { isConnectionLoss, lossReason } from "./db-outage";

/** Where a PostgreSQL address points, for the log: host, port and database, never the credentials. */
export function databasePlace(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname === "/" ? "" : u.pathname}`;
}

/** A server that answered, but refuses what waiting cannot change (a password, a missing database). */
export class DatabaseRefusedError extends Error {
  constructor(place: string, err: unknown) {
    super(`PostgreSQL at ${place} refused the start: ${lossReason(err)}`);
    this.name = "DatabaseRefusedError";
  }
}

/**
 * Waits until the PostgreSQL server at `url` answers a `select 1`. A server that cannot be reached
 * (still starting, as a database container beside the app's often is, or not yet on the network) is
 * tried again after 0.5 s, 1, 2 … up to 15 s, each failure one line in the log; the start goes on as
 * soon as it answers. Resolves false when `signal` (the process's stop) aborts first. A refusal waiting
 * cannot cure is thrown as a DatabaseRefusedError naming it.
 */
export async function waitForDatabase(
  url: string,
  opts: { log: (line: string) => void; signal?: AbortSignal; maxWaitMs?: number; connectTimeoutMs?: number },
): Promise<boolean> {
  const place = databasePlace(url);
  const backoff = createBackoff({ initialMs: 500, maxMs: opts.maxWaitMs ?? 15_000 });
  const since = Date.now();
  // The waits' timers hold nothing open (backoff.ts); this does, while there is something to wait for.
  const hold = setInterval(() => {}, 60_000);
  try {
    while (!opts.signal?.aborted) {
      const failure = await trySelect(url, opts.connectTimeoutMs ?? 5_000);
      if (!failure) {
        if (backoff.failures)
          opts.log(
            `PostgreSQL at ${place} answers after ${((Date.now() - since) / 1000).toFixed(1)} s: starting`,
          );
        return true;
      }
      if (!isConnectionLoss(failure)) throw new DatabaseRefusedError(place, failure);
      const ms = backoff.next();
      opts.log(
        `PostgreSQL at ${place} cannot be reached (${lossReason(failure)}): trying again in ${ms / 1000} s`,
      );
      await backoffWait(ms, opts.signal);
    }
    return false;
  } finally {
    clearInterval(hold);
  }
}

/** One connection and a `select 1`: undefined when answered, else what failed. */
async function trySelect(url: string, connectTimeoutMs: number): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  client.on("error", () => {}); // a connection lost after the answer: this client is ended anyway
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (err) {
    return err ?? new Error("the connection failed");
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A program's start with DATABASE_URL: on once the server answers (waitForDatabase, its lines under
 * `name`); a refusal said in one line and the process ended with 1; a stop while waiting ends it.
 */
export async function databaseReadyOrExit(url: string | undefined, name: string): Promise<void> {
  if (!url) return;
  try {
    if (await waitForDatabase(url, { log: (m) => console.log(`[${name}] ${m}`), signal: stopSignal() }))
      return;
  } catch (err) {
    if (!(err instanceof DatabaseRefusedError)) throw err;
    console.error(`[${name}] ${err.message}`);
    process.exit(1);
  }
  await new Promise<never>(() => {}); // stopped while waiting: the stop's own steps end the process
}

/**
 * For a command (an operator at the terminal, who should not be kept waiting): a PostgreSQL server
 * that cannot be reached is said in one line and the process ended with 1; anything else is thrown on.
 */
export function exitIfUnreachable(url: string | undefined, what: string) {
  return (err: unknown): never => {
    if (!url || !isConnectionLoss(err)) throw err;
    console.error(`${what}: PostgreSQL at ${databasePlace(url)} cannot be reached (${lossReason(err)})`);
    process.exit(1);
  };
}
