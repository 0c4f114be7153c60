import { existsSync } from "node:fs";
import path from "node:path";
import type { Db } from "@/lib/db/db";
import { reportDbStatus } from "@/lib/net/db-status";
import { recordPageFailure } from "@/lib/app-server/page-cache/request-status";
import { appSettings } from "./app-settings";

// The web app's own tables (accounts, completed matches' answers: lib/app-server/builds/match-answers.ts,
// the tips made before matches: lib/app-server/kept-tips.ts, the club an account follows:
// features/my-club/server/account-club-store.ts, and the data service's token:
// lib/app-server/upstream/db-token-store.ts).
// PostgreSQL when DATABASE_URL is set (the same server as the service, separate tables); otherwise its
// own PGlite directory, since one process owns a directory and the embedded service already owns
// DATA_DIR/pglite.
const KEY = Symbol.for("footy.app-db");
type Holder = { [KEY]?: Promise<Db> };

const MIGRATION = `
create table if not exists app_users (
  id serial primary key,
  email text not null unique,
  password_hash text not null,
  role text not null check (role in ('fan', 'coach', 'analyst', 'admin')),
  created_at timestamptz not null default now()
);
alter table app_users add column if not exists disabled boolean not null default false;
create table if not exists app_sessions (
  id text primary key,
  user_id integer not null references app_users (id) on delete cascade,
  created_at timestamptz not null,
  seen_at timestamptz not null,
  revoked_at timestamptz
);
create table if not exists match_answers (
  operation text not null,
  match_id integer not null,
  query text not null,
  match_start text not null,
  body jsonb not null,
  fetched_at timestamptz not null default now(),
  primary key (operation, match_id, query)
);
create table if not exists match_answer_parts (
  operation text not null,
  match_id integer not null,
  query text not null,
  part text not null,
  match_start text not null,
  body text not null,
  primary key (operation, query, part, match_id)
);
create table if not exists match_tips (
  match_id integer primary key,
  match_start text not null,
  expected double precision not null,
  probability double precision not null,
  made_at timestamptz not null
);
create table if not exists app_user_clubs (
  email text primary key references app_users (email) on delete cascade,
  squad_id integer not null,
  season_id integer not null,
  squad_name text not null,
  updated_at timestamptz not null
);
create table if not exists service_tokens (
  key text primary key,
  token text not null,
  expires_at double precision not null
);`;

const APP_SCHEMA_LOCK = 72410002;

/** The data directory server.ts names, else DATA_DIR (a script, a test), else .data. */
const dataDir = () => appSettings()?.dataDir ?? process.env.DATA_DIR ?? ".data";

/** The app's PGlite directory, or null in memory (or on PostgreSQL: no directory). */
function pgliteDir(): string | null {
  if (process.env.DATABASE_URL) return null;
  const dir = dataDir();
  // DATA_DIR is a runtime location, not a project file: keep the bundler from tracing the project.
  return dir.startsWith("memory://")
    ? null
    : path.join(path.resolve(/* turbopackIgnore: true */ dir), "app-pglite");
}

/** A new handle: for the start-up script and the account command, which close it when done. */
export async function openAppDb(): Promise<Db> {
  let db: Db;
  if (process.env.DATABASE_URL) {
    const { openPostgres } = await import("@/lib/db/postgres-db");
    db = await openPostgres(process.env.DATABASE_URL);
  } else {
    const { openPglite } = await import("@/lib/db/pglite-db");
    db = await openPglite(pgliteDir() ?? dataDir());
  }
  // Instances starting at once against one PostgreSQL server would race in `create table if not
  // exists` (a duplicate pg_type row: the cluster test met it); a transaction-scoped advisory lock
  // serialises them, as the service's migrations do (lib/db/migrate.ts).
  await db.transaction(async (tx) => {
    if (tx.kind === "postgres") await tx.query(`select pg_advisory_xact_lock(${APP_SCHEMA_LOCK})`);
    await tx.exec(MIGRATION);
  });
  return db;
}

/**
 * The serving handle (lib/db/guarded-db.ts): while the database is unreachable its queries are
 * refused at once and the page being rendered answers 503 (lib/app-server/page-cache/request-status.ts); the health
 * endpoint hears of it (lib/net/db-status.ts); the log has one line when it goes, one when it is back.
 */
async function serving(db: Db): Promise<Db> {
  const { guardDb } = await import("@/lib/db/guarded-db");
  const dir = pgliteDir();
  return guardDb(db, {
    name: "the app's database",
    log: (m) => console.warn(`[db] ${m}`),
    changed: (status) => reportDbStatus("app", status),
    refused: (err) => recordPageFailure(503, err.retryAfterSecs),
    present: dir ? () => existsSync(path.join(dir, "PG_VERSION")) : undefined,
  });
}

/** The web app's shared handle, opened on first use (after start-up has closed its own). */
export function appDb(): Promise<Db> {
  const g = globalThis as Holder;
  return (g[KEY] ??= openAppDb().then(serving));
}

/**
 * Asks the app's database one cheap question (the health endpoint): an outage that began while it
 * was idle is noticed here. Never throws; the handle records what it found.
 */
export async function checkAppDb(): Promise<void> {
  await appDb()
    .then((db) => db.query("select 1"))
    .catch(() => {});
}

/** Closes the shared handle, if one was opened (the app's stop). */
export async function closeAppDb(): Promise<void> {
  const g = globalThis as Holder;
  const db = g[KEY];
  if (!db) return;
  delete g[KEY];
  await (await db).close();
}
