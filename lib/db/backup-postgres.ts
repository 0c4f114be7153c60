import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";

// With DATABASE_URL the service's and the web app's tables live in one PostgreSQL database, which
// several instances share and no process owns: its backup is PostgreSQL's own, pg_dump's custom format
// (one consistent snapshot, taken while the instances serve), and its restore pg_restore's, into an
// empty database. pg_dump and pg_restore come with the server's client package (Debian:
// postgresql-client); their version must be at least the server's.

/** Writes `file`: pg_dump of the database at `url` (written beside its name, then renamed). */
export function backupPostgres(url: string, file: string): { bytes: number } {
  const part = `${file}.part`;
  try {
    execFileSync("pg_dump", ["--format=custom", "--no-owner", `--file=${part}`, `--dbname=${url}`], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (err) {
    rmSync(part, { force: true });
    throw new Error(`pg_dump failed: ${toolError(err)}`);
  }
  chmodSync(part, 0o600);
  renameSync(part, file);
  return { bytes: statSync(file).size };
}

/**
 * Loads a backupPostgres file into the database at `url`, which must hold none of the app's tables (a
 * restore never mixes into live data). Returns how many tables it restored.
 */
export async function restorePostgres(file: string, url: string): Promise<number> {
  if (!existsSync(file)) throw new Error(`${file}: no such file`);
  const tables = await publicTables(url);
  if (tables > 0)
    throw new Error(
      `${redacted(url)} is not empty (${tables} tables): restore into an empty database (createdb a new one)`,
    );
  try {
    execFileSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${url}`, path.resolve(file)], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (err) {
    throw new Error(
      `pg_restore failed (is ${file} a backup written with DATABASE_URL set?): ${toolError(err)}`,
    );
  }
  return publicTables(url);
}

async function publicTables(url: string): Promise<number> {
  const c = new pg.Client(url);
  await c.connect();
  try {
    const r = await c.query<{ n: number }>(
      "select count(*)::int n from information_schema.tables where table_schema = 'public'",
    );
    return r.rows[0].n;
  } finally {
    await c.end();
  }
}

/** The URL without its password, for messages. */
const redacted = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");

/** A failed tool's own words (its stderr's last line), or why it did not run. */
function toolError(err: unknown): string {
  const e = err as { code?: string; stderr?: Buffer; message?: string };
  if (e.code === "ENOENT") return "not installed (Debian: apt-get install postgresql-client)";
  return (e.stderr?.toString().trim().split("\n").at(-1) ?? e.message ?? String(err)).trim();
}
