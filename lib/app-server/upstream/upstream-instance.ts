import "server-only";
import { upstreamEnv, type UpstreamEnv } from "../env";
import { createKnownIds } from "../builds/known-ids";
import { knownIdsKeep } from "../builds/known-ids-keep";
import { appDb } from "@/lib/app-server/app-db";
import { dbTokenStore } from "./db-token-store";
import { redisTokenStore } from "./redis-token-store";
import { redisSharedAnswers } from "./shared-answers";
import { sayRedisOutages } from "../redis-reach";
import { createTokenManager } from "./token-manager";
import { checkAnswer, matchAt } from "./contract-check";
import { createUpstreamCounters } from "./upstream-counters";
import { createUpstream, type Upstream } from "./upstream";
import { onDataChange, touchedBy } from "@/lib/net/data-changes";

// One upstream (cache, token, counters) a process: Next may load this module in several bundles
// (route handlers, pages), so the instance lives on globalThis rather than in module scope.
const KEY = Symbol.for("footy.upstream");
type Holder = { [KEY]?: Upstream };

/** With REDIS_URL, instances share their service token and their settled answers. */
async function sharedParts(env: UpstreamEnv) {
  const url = process.env.REDIS_URL;
  if (!url) return {};
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  sayRedisOutages(redis, "this instance keeps a token of its own and asks the service itself", (m) =>
    console.warn(`[proxy] ${m}`),
  );
  return {
    store: redisTokenStore(redis, env.clientId),
    shared: redisSharedAnswers(redis, env, (m) => console.warn(`[proxy] ${m}`)),
  };
}

let pending: Promise<Upstream> | null = null;

export function upstream(): Promise<Upstream> {
  const g = globalThis as Holder;
  if (g[KEY]) return Promise.resolve(g[KEY]);
  pending ??= (async () => {
    const env = upstreamEnv();
    const { store, shared } = await sharedParts(env);
    // Without Redis the token is kept in the app's database, for the client and the service it is for
    // (the embedded service's address names its port): a restart reuses it (db-token-store.ts).
    const tokens = createTokenManager(env, {
      store:
        store ??
        dbTokenStore(appDb, `${env.clientId}\n${env.authUrl}\n${env.audience}`, {
          warn: (m) => console.warn(`[proxy] ${m}`),
        }),
    });
    // The index of known ids reads season lists, fixtures and squads through this same upstream (as a
    // page would: cached, and within the plan's reserve).
    const known = createKnownIds(
      async (path) => {
        const res = await up.get(path, { critical: true, trusted: true });
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        return JSON.parse(new TextDecoder().decode(res.body));
      },
      Date.now,
      // Two calls every 250 ms at most (8 a second): under half of a standard plan's 20, the rest
      // left for the pages being rendered meanwhile. Kept between starts: a restart asks nothing.
      { paceMs: 250, keep: knownIdsKeep(env.baseUrl) },
    );
    const up = createUpstream({
      env,
      tokens,
      validate: checkAnswer,
      shared,
      // Calls by operation are for the benchmark's upstream calls per page view only.
      counters: createUpstreamCounters({ byOperation: process.env.BENCH_MODE === "1" }),
      // SCREEN_UNKNOWN_IDS=0 turns it off, for a service whose season lists do not name every id.
      screen:
        process.env.SCREEN_UNKNOWN_IDS === "0"
          ? undefined
          : (pathAndQuery, match = matchAt(pathAndQuery)) =>
              match ? known.unknown(match.rawParams) : undefined,
    });
    if (!g[KEY]) {
      // A replay on the embedded service changes answers kept for a day: ask for them again.
      onDataChange((change) => up.expire(touchedBy(change)));
      g[KEY] = up;
    }
    return g[KEY];
  })();
  return pending;
}
