import "server-only";
import { exchangeOverFetch, httpExchange } from "@/lib/net/http-exchange";
import { createAnswerCheck } from "./answer-check";
import { DEFAULT_ALLOWANCES } from "./allowances";
import { createCallAdmission } from "./call-admission";
import { createCallBudget, type CallBudget } from "./call-budget";
import { createHungWatch } from "./deadline";
import { DEFAULT_TIMEOUT_MS, type UpstreamEnv } from "../env";
import { createInFlight } from "./in-flight";
import { createSavedCopies } from "./saved-copies";
import { createServiceCall } from "./service-call";
import type { SharedAnswers } from "./shared-answers";
import { createSharedLookup } from "./shared-lookup";
import type { TokenManager } from "./token-manager";
import { createUpstreamCache, type UpstreamCache } from "./upstream-cache";
import { createUpstreamCounters, type UpstreamCounters } from "./upstream-counters";
import { createUpstreamGet } from "./upstream-get";
import { createUpstreamPost } from "./upstream-post";
import type { IdScreen, UpstreamResult, Validate } from "./upstream-result";

export type { Asker, IdScreen, UpstreamResult } from "./upstream-result";

const DEFAULT_PLAN = { rate: 20, burst: 40, daily: 35_000 };

/**
 * The app's one way to the data service. Saves quota: fresh answers (and, briefly, 400s and 404s)
 * come from the cache; identical concurrent requests share one call; new calls are limited per
 * visitor (address, or signed-in account) and by the client's plan, leaving a reserve for pages; when the service fails,
 * hangs past the deadline or answers 429, the last good answer is served marked stale. Each of those
 * is a layer of its own (upstream-parts.ts names them); this puts them together.
 */
export function createUpstream(deps: {
  env: UpstreamEnv;
  tokens: TokenManager;
  cache?: UpstreamCache;
  budget?: CallBudget;
  /** Stands in for the service's HTTP (tests); default: node:http (http-exchange.ts). */
  fetch?: typeof fetch;
  now?: () => number;
  /** Checks a 200 answer against the contract: undefined when it conforms, else what is wrong. */
  validate?: Validate;
  /** Names a made-up id before it costs a call. */
  screen?: IdScreen;
  /** Settled answers other instances fetched (Redis), asked before the service. */
  shared?: SharedAnswers;
  /** What it counts (default: totals only, no calls by operation). */
  counters?: UpstreamCounters;
}) {
  const cache = deps.cache ?? createUpstreamCache();
  const now = deps.now ?? Date.now;
  const budget = deps.budget ?? createCallBudget(deps.env.plan ?? DEFAULT_PLAN, now);
  const timeoutMs = deps.env.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const counters = deps.counters ?? createUpstreamCounters();
  const sharing = deps.shared && createSharedLookup(deps.shared, now);
  const parts = {
    now,
    counters,
    cache,
    saved: createSavedCopies({ cache, now, counters }),
    inFlight: createInFlight<UpstreamResult>(),
    hung: createHungWatch(now),
    timeoutMs,
    admission: createCallAdmission({
      budget,
      allowances: {
        visitor: deps.env.visitor ?? DEFAULT_ALLOWANCES.visitor,
        analyst: deps.env.analyst ?? DEFAULT_ALLOWANCES.analyst,
      },
      counters,
    }),
    sharing,
    screen: deps.screen,
    check: createAnswerCheck(deps.validate, counters),
    call: createServiceCall({
      env: deps.env,
      tokens: deps.tokens,
      exchange: deps.fetch ? exchangeOverFetch(deps.fetch) : httpExchange,
      timeoutMs,
      counters,
    }),
  };
  return {
    stats: counters.stats,
    budget,
    cache,
    /**
     * The service says the answers `stale` picks changed (a replayed match went live): they are asked
     * again on their next request; the old copies stay as saved copies for when the service fails.
     */
    expire(stale: (key: string) => boolean): number {
      const t = now();
      sharing?.noteChange(stale, t);
      return cache.expire(stale, t);
    },
    get: createUpstreamGet(parts),
    /** An answer its caller checked (checkedByCaller) and found not to be what the contract says. */
    noteInvalid() {
      counters.add("invalid");
    },
    post: createUpstreamPost(parts),
    /**
     * The client's token, for calls made past this upstream (the embedded service's records, from a
     * worker thread: quarters-offload.ts), counted here by operation as they are made.
     */
    token: () => deps.tokens.get(),
    countCalls(operation: string, n: number) {
      for (let i = 0; i < n; i++) counters.call(operation);
    },
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
