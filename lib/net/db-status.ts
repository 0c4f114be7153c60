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

// Redis's state, reported by the app's own Redis client (lib/app-server/redis-reach.ts). Not a
// database: the pages go on without it (each instance its own token, answers and feeds), so the
// health endpoint names it without answering 503.
const REDIS_KEY = Symbol.for("footy.redis-status");
const r = globalThis as { [REDIS_KEY]?: { status: DbStatus } };
const redisHolder = (r[REDIS_KEY] ??= { status: { up: true } });

/** Records Redis's state (its latest). */
export function reportRedisStatus(status: DbStatus): void {
  redisHolder.status = status;
}

/** Redis out of reach, as the health endpoint says it beside its status. */
type RedisOutage = { redis?: { status: "unreachable"; since: string; reason: string } };

export interface HealthAnswer {
  status: 200 | 503;
  body: (
    | { status: "ok" }
    | { status: "degraded"; database: "unreachable"; since: string; databases: Record<string, string> }
  ) &
    RedisOutage;
}

/**
 * The health endpoint's answer: 200 `{status: "ok"}` while every database answers; otherwise 503
 * `{status: "degraded", database: "unreachable", since}` with the earliest outage's start and each
 * unreachable database's reason. Either way `redis: {status: "unreachable", since, reason}` while
 * Redis is out of reach.
 */
export function healthAnswer(
  from: ReadonlyMap<string, DbStatus> = statuses,
  redis: DbStatus = redisHolder.status,
): HealthAnswer {
  const extra: RedisOutage = redis.up
    ? {}
    : { redis: { status: "unreachable", since: new Date(redis.since).toISOString(), reason: redis.reason } };
  const down = [...from].flatMap(([name, s]) => (s.up ? [] : [{ name, ...s }]));
  if (down.length === 0) return { status: 200, body: { status: "ok", ...extra } };
  const since = Math.min(...down.map((d) => d.since));
  return {
    status: 503,
    body: {
      status: "degraded",
      database: "unreachable",
      since: new Date(since).toISOString(),
      databases: Object.fromEntries(down.map((d) => [d.name, d.reason])),
      ...extra,
    },
  };
}
