import "server-only";
import { buildRouter } from "@/lib/sds";
import { upstreamEnv } from "./env";
import { createKnownIds } from "./known-ids";
import { redisTokenStore } from "./redis-token-store";
import { createTokenManager } from "./token-manager";
import { checkAnswer } from "./contract-check";
import { createUpstream, type Upstream } from "./upstream";

// One upstream (cache, token, counters) a process: Next may load this module in several bundles
// (route handlers, pages), so the instance lives on globalThis rather than in module scope.
const KEY = Symbol.for("footy.upstream");
type Holder = { [KEY]?: Upstream };
const route = buildRouter();

async function makeStore(clientId: string) {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  const { Redis } = await import("ioredis");
  return redisTokenStore(new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 }), clientId);
}

let pending: Promise<Upstream> | null = null;

export function upstream(): Promise<Upstream> {
  const g = globalThis as Holder;
  if (g[KEY]) return Promise.resolve(g[KEY]);
  pending ??= (async () => {
    const env = upstreamEnv();
    const tokens = createTokenManager(env, { store: await makeStore(env.clientId) });
    // The index of known ids reads season lists, fixtures and squads through this same upstream (as a
    // page would: cached, and within the plan's reserve).
    const known = createKnownIds(async (path) => {
      const res = await up.get(path, { critical: true, trusted: true });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return JSON.parse(new TextDecoder().decode(res.body));
    });
    const up = createUpstream({
      env,
      tokens,
      validate: checkAnswer,
      // SCREEN_UNKNOWN_IDS=0 turns it off, for a service whose season lists do not name every id.
      screen:
        process.env.SCREEN_UNKNOWN_IDS === "0"
          ? undefined
          : (pathAndQuery) => {
              const m = route("GET", pathAndQuery.split("?")[0]);
              return m && "rawParams" in m ? known.unknown(m.rawParams) : undefined;
            },
    });
    return (g[KEY] ??= up);
  })();
  return pending;
}
