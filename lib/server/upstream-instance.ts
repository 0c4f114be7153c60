import "server-only";
import { upstreamEnv } from "./env";
import { redisTokenStore } from "./redis-token-store";
import { createTokenManager } from "./token-manager";
import { checkAnswer } from "./contract-check";
import { createUpstream, type Upstream } from "./upstream";

// One upstream (cache, token, counters) a process: Next may load this module in several bundles
// (route handlers, pages), so the instance lives on globalThis rather than in module scope.
const KEY = Symbol.for("footy.upstream");
type Holder = { [KEY]?: Upstream };

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
    return (g[KEY] ??= createUpstream({ env, tokens, validate: checkAnswer }));
  })();
  return pending;
}
