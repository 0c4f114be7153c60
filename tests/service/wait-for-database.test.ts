// A start with DATABASE_URL whose server is not up yet (a database container starting beside the
// app's): waited for with backoff, a line a try, on as soon as it answers; a stop while waiting ends
// the wait; a refusal waiting cannot cure is one line. A real PostgreSQL server, reached late through a
// forwarder that begins listening only after a while.
import { createServer, type Server, connect } from "node:net";
import { afterAll, describe, expect, inject, it } from "vitest";
import { databasePlace, DatabaseRefusedError, waitForDatabase } from "@/lib/db/wait-for-database";
import { freePort } from "../helpers/free-port";

const url = inject("pgUrl");
const needs = "needs a PostgreSQL server: apt-get install postgresql, or set TEST_DATABASE_URL";
const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** `url` with its port replaced. */
const onPort = (u: string, port: number) => {
  const x = new URL(u);
  x.port = String(port);
  return x.toString();
};

/** Starts forwarding `port` to the real server after `delayMs`, as a server that comes up late. */
function forwardLater(port: number, delayMs: number) {
  const target = new URL(url!);
  setTimeout(() => {
    const s = createServer((c) => {
      const up = connect(Number(target.port || 5432), target.hostname);
      c.pipe(up).pipe(c);
      up.on("error", () => c.destroy());
      c.on("error", () => up.destroy());
    });
    servers.push(s);
    s.listen(port, "127.0.0.1");
  }, delayMs);
}

describe.skipIf(!url)(`waiting for PostgreSQL at start (${needs})`, () => {
  it("tries again with backoff, a line a try, and goes on once the server answers", async () => {
    const port = await freePort();
    const lines: string[] = [];
    forwardLater(port, 1_200);
    const up = await waitForDatabase(onPort(url!, port), { log: (l) => lines.push(l) });
    expect(up).toBe(true);
    const place = databasePlace(onPort(url!, port));
    expect(lines[0]).toBe(
      `PostgreSQL at ${place} cannot be reached (connect ECONNREFUSED 127.0.0.1:${port}): trying again in 0.5 s`,
    );
    expect(lines[1]).toMatch(/trying again in 1 s$/);
    expect(lines.at(-1)).toMatch(new RegExp(`^PostgreSQL at ${place} answers after \\d+\\.\\d s: starting$`));
  }, 30_000);

  it("says nothing when the server answers at once", async () => {
    const lines: string[] = [];
    expect(await waitForDatabase(url!, { log: (l) => lines.push(l) })).toBe(true);
    expect(lines).toEqual([]);
  });

  it("ends the wait when the process is stopped", async () => {
    const stop = new AbortController();
    const lines: string[] = [];
    const waiting = waitForDatabase(onPort(url!, await freePort()), {
      log: (l) => lines.push(l),
      signal: stop.signal,
    });
    while (lines.length < 2) await new Promise((r) => setTimeout(r, 50));
    stop.abort();
    expect(await waiting).toBe(false);
  }, 30_000);

  it("throws what waiting cannot cure as one line, without the credentials", async () => {
    const missing = new URL(url!);
    missing.pathname = "/no_such_database_here";
    missing.username = "postgres";
    missing.password = "not-shown-anywhere";
    const err = await waitForDatabase(missing.toString(), { log: () => {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseRefusedError);
    const message = (err as Error).message;
    expect(message).toMatch(
      new RegExp(
        `^PostgreSQL at ${databasePlace(missing.toString())} refused the start: .*no_such_database_here`,
      ),
    );
    expect(message).not.toContain("not-shown-anywhere");
  });
});

describe("databasePlace", () => {
  it("names host, port and database, never the user or password", () => {
    expect(databasePlace("postgres://app:s3cret@db.internal:6432/footy?sslmode=require")).toBe(
      "db.internal:6432/footy",
    );
    expect(databasePlace("postgresql://db/footy")).toBe("db:5432/footy");
  });
});
