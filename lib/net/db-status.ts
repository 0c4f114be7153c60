// What the process knows of its databases' availability, for the health endpoint (app/api/health):
// each serving handle (guarded-db.ts: the app's, the embedded service's, passed from its thread) says
// when it goes and comes back. On globalThis, because Next bundles its own copy of this module.

/** One database: answering, or unreachable since an instant (ms). */
export type DbStatus = { up: true } | { up: false; since: number; reason: string };

const KEY = Symbol.for("footy.db-status");
const g = globalThis as { [KEY]?: Map<string, DbStatus> };
const statuses = (g[KEY] ??= new Map<string, DbStatus>());

/** Records database `name`'s state (its latest). */
export function reportDbStatus(name: string, status: DbStatus): void {
  statuses.set(name, status);
}

export interface HealthAnswer {
  status: 200 | 503;
  body:
    | { status: "ok" }
    | { status: "degraded"; database: "unreachable"; since: string; databases: Record<string, string> };
}

/**
 * The health endpoint's answer: 200 `{status: "ok"}` while every database answers; otherwise 503
 * `{status: "degraded", database: "unreachable", since}` with the earliest outage's start and each
 * unreachable database's reason.
 */
export function healthAnswer(from: ReadonlyMap<string, DbStatus> = statuses): HealthAnswer {
  const down = [...from].flatMap(([name, s]) => (s.up ? [] : [{ name, ...s }]));
  if (down.length === 0) return { status: 200, body: { status: "ok" } };
  const since = Math.min(...down.map((d) => d.since));
  return {
    status: 503,
    body: {
      status: "degraded",
      database: "unreachable",
      since: new Date(since).toISOString(),
      databases: Object.fromEntries(down.map((d) => [d.name, d.reason])),
    },
  };
}
