import "server-only";
import { endpointAt } from "./contract-check";
import type { UpstreamEnv } from "./env";
import type { TokenManager } from "./token-manager";
import { createUpstreamCache, freshnessMs, type UpstreamCache } from "./upstream-cache";

export interface UpstreamResult {
  status: number;
  body: Uint8Array;
  contentType: string;
  source: "hit" | "miss" | "stale";
  ageSecs: number;
}

const DEFAULT_FRESH_MS = 30_000;

function invalidAnswer(detail: string): Pick<UpstreamResult, "status" | "body" | "contentType"> {
  const problem = { type: "about:blank", title: "Bad Gateway", status: 502, detail };
  return {
    status: 502,
    body: new TextEncoder().encode(JSON.stringify(problem)),
    contentType: "application/problem+json",
  };
}

/** The contract operation a path names (E4, E11, ...), or "other". */
const operationOf = (pathAndQuery: string) => endpointAt(pathAndQuery)?.id ?? "other";

/**
 * The app's one way to the data service. Saves quota three ways: fresh responses come from the
 * cache; identical concurrent requests share one upstream call; when the service fails or answers
 * 429, the last good answer is served marked stale rather than an error.
 */
export function createUpstream(deps: {
  env: UpstreamEnv;
  tokens: TokenManager;
  cache?: UpstreamCache;
  fetch?: typeof fetch;
  now?: () => number;
  /** Checks a 200 answer against the contract: undefined when it conforms, else what is wrong. */
  validate?: (pathAndQuery: string, body: Uint8Array) => string | undefined;
}) {
  const cache = deps.cache ?? createUpstreamCache();
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const inflight = new Map<string, Promise<UpstreamResult>>();
  // Counters for the benchmark (app/api/bench/stats); calls are also counted per operation, a key
  // per operation of the contract's table, so the map stays small.
  const stats = {
    requests: 0,
    upstreamCalls: 0,
    hits: 0,
    stale: 0,
    invalid: 0,
    callsByOperation: {} as Record<string, number>,
  };

  async function call(pathAndQuery: string): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const token = await deps.tokens.get();
      stats.upstreamCalls++;
      const op = operationOf(pathAndQuery);
      stats.callsByOperation[op] = (stats.callsByOperation[op] ?? 0) + 1;
      const res = await fetchImpl(`${deps.env.baseUrl}/v1${pathAndQuery}`, {
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
        cache: "no-store",
      });
      // A 403 may mean the token expired or was revoked: one new token, one retry.
      if (res.status === 403 && attempt === 0) {
        await res.arrayBuffer();
        await deps.tokens.invalidate(token);
        continue;
      }
      return res;
    }
  }

  async function load(key: string): Promise<UpstreamResult> {
    const old = cache.get(key, now());
    try {
      const res = await call(key);
      const body = new Uint8Array(await res.arrayBuffer());
      const contentType = res.headers.get("content-type") ?? "application/json";
      if ((res.status === 429 || res.status >= 500) && old) return staleOf(old);
      if (res.status === 200) {
        // An answer the contract does not describe is never cached nor passed on: the browser trusts
        // the proxy's answers without parsing them again.
        const wrong = deps.validate?.(key, body);
        if (wrong !== undefined) {
          stats.invalid++;
          if (old) return staleOf(old);
          return { ...invalidAnswer(wrong), source: "miss", ageSecs: 0 };
        }
        const t = now();
        cache.set(key, {
          status: 200,
          body,
          contentType,
          storedAt: t,
          freshUntil: t + freshnessMs(res.headers.get("cache-control"), DEFAULT_FRESH_MS),
        });
      }
      return { status: res.status, body, contentType, source: "miss", ageSecs: 0 };
    } catch (err) {
      if (old) return staleOf(old);
      throw err;
    }
  }

  function staleOf(e: {
    status: number;
    body: Uint8Array;
    contentType: string;
    storedAt: number;
  }): UpstreamResult {
    stats.stale++;
    return { ...e, source: "stale", ageSecs: Math.round((now() - e.storedAt) / 1000) };
  }

  return {
    stats,
    async get(pathAndQuery: string): Promise<UpstreamResult> {
      stats.requests++;
      const t = now();
      const hit = cache.get(pathAndQuery, t);
      if (hit && hit.freshUntil > t) {
        stats.hits++;
        return { ...hit, source: "hit", ageSecs: Math.round((t - hit.storedAt) / 1000) };
      }
      let p = inflight.get(pathAndQuery);
      if (!p) {
        p = load(pathAndQuery).finally(() => inflight.delete(pathAndQuery));
        inflight.set(pathAndQuery, p);
      }
      return p;
    },
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
