import type { IncomingMessage, ServerResponse } from "node:http";
import type { Store } from "@/lib/service/store/store";
import type { Caller } from "./auth/verify-token";
import type { ServedRequest } from "./handlers";
import { sendEncoded } from "./http-io";
import type { Resolution } from "./resolved-addresses";
import { createResponseCache, finalTimes } from "./response-cache";
import type { AnswerBytes } from "./stats-worker/offload";

/** A request as the handler passes it along: its message, its reply and when it came. */
export interface Asked {
  req: IncomingMessage;
  res: ServerResponse;
  nowMs: number;
}

// The cache headers, made once rather than once an answer.
export const FINAL_HEADERS = Object.freeze({ "cache-control": "private, max-age=86400" });
const LIVE_HEADERS = Object.freeze({ "cache-control": "private, max-age=5" });
export const NO_STORE = Object.freeze({ "cache-control": "no-store" });

/**
 * Told of each final answer sent (one that can no longer change while the data stays as it is), with
 * its cache key, body and caller: the embedded service's thread passes these on to the app's main
 * thread, which then answers them itself (thread/front-answers.ts).
 */
export type FinalAnswerSeen = (req: IncomingMessage, key: string, body: Buffer, caller: Caller) => void;

/**
 * The GET answers: each tier's answer to an address kept as bytes (response-cache.ts) and sent again
 * while it holds, for good once it is final; all of them dropped when the store changes (an import,
 * a replay), so no answer outlives the data it was made from.
 */
export function createCachedAnswers(storeNow: () => Store, answer: AnswerBytes, seen?: FinalAnswerSeen) {
  const cache = createResponseCache();
  let cachedStore: Store | undefined;
  let isFinal: ReturnType<typeof finalTimes> = () => false;

  /** The store to answer from; a new one (an import, a replay) empties the answer cache. */
  function currentStore() {
    const store = storeNow();
    if (store !== cachedStore) {
      cache.clear();
      cachedStore = store;
      isFinal = finalTimes(store);
    }
    return store;
  }

  /** A GET answer: from the answer cache when it holds one for this tier, else computed and kept. */
  function cachedAnswer(a: Asked, at: Resolution, m: ServedRequest, caller: Caller): void | Promise<void> {
    const { req, res, nowMs } = a;
    const e = m.endpoint;
    const store = currentStore();
    const key = at.cacheKey[caller.tier];
    // Clients may keep final answers (completed matches, finished seasons) for a day; others briefly.
    const final = e.cache === "immutable" || isFinal(m.params, nowMs);
    const headers = e.cache === "none" ? NO_STORE : final ? FINAL_HEADERS : LIVE_HEADERS;
    const hit = e.cache !== "none" ? cache.get(key, nowMs) : undefined;
    if (hit) {
      if (final) seen?.(req, key, hit, caller);
      return sendEncoded(req, res, hit, headers);
    }
    const keep = (body: Buffer) => {
      // Not kept when the data changed while a worker computed it (an import, a replay).
      if (e.cache !== "none" && store === cachedStore) {
        cache.set(key, body, final, nowMs);
        if (final && store === storeNow()) seen?.(req, key, body, caller);
      }
      return sendEncoded(req, res, body, headers);
    };
    const out = answer(m, { ctx: { store, nowMs }, caller, path: at.path });
    return out instanceof Promise ? out.then(keep) : keep(out);
  }

  return { currentStore, cachedAnswer };
}
