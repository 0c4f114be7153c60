import type { IncomingMessage, ServerResponse } from "node:http";
import { createResolver, type Resolved } from "@/lib/sds";
import { tierRank } from "@/lib/data/metrics/glossary";
import type { Store } from "@/lib/data/store/store";
import { MAX_URL_BYTES } from "@/lib/security/front-door";
import { createAttemptGuard, type AttemptGuard } from "@/lib/security/throttle";
import { OAuthError, type TokenRequestContext } from "./auth/issue-token";
import type { Caller, createTokenVerifier } from "./auth/verify-token";
import { badRequest, forbidden, notFound, ServiceError, toProblem } from "./errors";
import { send, sendEncoded } from "./http-io";
import type { Quota } from "./quota";
import { readPayload } from "./read-payload";
import { createResponseCache, finalTimes } from "./response-cache";
import { answerInline, type AnswerBytes } from "./stats-worker/offload";
import { createTokenEndpoint } from "./token-endpoint";

export interface HandlerDeps {
  store: () => Store;
  verify: ReturnType<typeof createTokenVerifier>;
  quota: Quota;
  token: TokenRequestContext;
  openapi: Map<string, Buffer>; // path → document bytes
  now?: () => number;
  log?: (err: unknown) => void;
  /** Computes an answer's bytes (default: the handler on this thread; stats-worker/offload.ts). */
  answer?: AnswerBytes;
  /** Failed token requests, counted per client id and per address (default: 10 and 30 in 5 minutes). */
  tokenGuard?: AttemptGuard;
}

const resolve = createResolver();
const FINAL_CACHE = "private, max-age=86400";
const LIVE_CACHE = "private, max-age=5";

/** The operation a /v1 address names, or the 404 / 405 that says why there is none. */
function operationAt(method: string, url: string) {
  const q = url.indexOf("?");
  const path = (q === -1 ? url : url.slice(0, q)).slice(3) || "/";
  const search = q === -1 ? "" : url.slice(q + 1);
  const m = resolve(method, path, search ? new URLSearchParams(search) : undefined);
  if (!m) throw notFound(`No operation at ${JSON.stringify(`/v1${path}`.slice(0, 200))}`);
  if ("allowed" in m)
    throw new ServiceError(405, "Method Not Allowed", `Use ${m.allowed.join(", ")} here`, undefined, {
      allow: m.allowed.join(", "),
    });
  // Frozen: the resolution is shared by every later request for the same address (resolvedAt).
  for (const v of Object.values(m.query)) if (Array.isArray(v)) Object.freeze(v);
  Object.freeze(m.params);
  Object.freeze(m.query);
  return Object.freeze({ m: Object.freeze(m), path });
}

// Resolutions by method and address: a client asks the same addresses again and again, and routing
// and parsing them was the largest part of a small cached answer's own cost (profiled: ~8 % of the
// event loop at 14,000 answers a second, as much as verifying the token and sending the bytes).
// Bounded: emptied when full, so made-up addresses cannot grow it.
const RESOLVED_MAX = 10_000;
const resolved = new Map<string, ReturnType<typeof operationAt>>();
function resolvedAt(method: string, url: string) {
  const key = `${method} ${url}`;
  let r = resolved.get(key);
  if (!r) {
    r = operationAt(method, url); // a 404 or 405 throws: not kept
    if (resolved.size >= RESOLVED_MAX) resolved.clear();
    resolved.set(key, r);
  }
  return r;
}

/** The caller behind the token, if its tier reaches the operation's; the call counted on its quota. */
async function admitted(
  deps: HandlerDeps,
  req: IncomingMessage,
  m: Resolved,
  nowMs: number,
): Promise<Caller> {
  const verified = deps.verify(req.headers.authorization, req.headers.host, nowMs);
  const caller = verified instanceof Promise ? await verified : verified;
  const e = m.endpoint;
  if (tierRank(caller.tier) < tierRank(e.tier))
    throw forbidden(`${e.summary} needs the ${e.tier} tier; this client has ${caller.tier}`);
  const taken = deps.quota.take(caller.clientId, caller.plan);
  if (taken instanceof Promise) await taken;
  return caller;
}

/**
 * The service's HTTP layer: plain node:http, no framework, because it sits on the hot path of every
 * request (see ARCHITECTURE.md). Order of checks: address length, route, token, tier, quota,
 * parameters, then the handler; each failure is a problem document naming what was wrong.
 */
export function createHttpHandler(deps: HandlerDeps) {
  const now = deps.now ?? Date.now;
  const answer: AnswerBytes = deps.answer ?? answerInline;
  const cache = createResponseCache();
  const handleToken = createTokenEndpoint(
    deps.token,
    deps.tokenGuard ?? createAttemptGuard({ perAccount: 10, perAddress: 30, windowMs: 5 * 60_000, now }),
  );
  let cachedStore: Store | undefined;
  let isFinal: ReturnType<typeof finalTimes> = () => false;

  /** The store to answer from; a new one (an import, a replay) empties the answer cache. */
  function currentStore() {
    const store = deps.store();
    if (store !== cachedStore) {
      cache.clear();
      cachedStore = store;
      isFinal = finalTimes(store);
    }
    return store;
  }

  async function handleV1(req: IncomingMessage, res: ServerResponse, url: string, nowMs: number) {
    const { m, path } = resolvedAt(req.method ?? "GET", url);
    const caller = await admitted(deps, req, m, nowMs);
    if (m.id === "usage") {
      const usage = await deps.quota.usage(caller.clientId, caller.plan);
      return send(res, 200, JSON.stringify(usage), { "cache-control": "no-store" });
    }
    if (m.errors.length) throw badRequest(m.errors);
    const e = m.endpoint;
    if (e.body) {
      const body = await readPayload(req);
      const bytes = await answer(m, { ctx: { store: currentStore(), nowMs }, caller, path, body });
      return sendEncoded(req, res, bytes, { "cache-control": "no-store" });
    }
    const store = currentStore();
    const key = `${caller.tier}|${url}`;
    // Clients may keep final answers (completed matches, finished seasons) for a day; others briefly.
    const final = e.cache === "immutable" || isFinal(m.params, nowMs);
    const headers = { "cache-control": e.cache === "none" ? "no-store" : final ? FINAL_CACHE : LIVE_CACHE };
    const hit = e.cache !== "none" ? cache.get(key, nowMs) : undefined;
    if (hit) return sendEncoded(req, res, hit, headers);
    const out = answer(m, { ctx: { store, nowMs }, caller, path });
    const body = out instanceof Promise ? await out : out;
    // Not kept when the data changed while a worker computed it (an import, a replay).
    if (e.cache !== "none" && store === cachedStore) cache.set(key, body, final, nowMs);
    return sendEncoded(req, res, body, headers);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? "/";
    try {
      if (Buffer.byteLength(url) > MAX_URL_BYTES) {
        throw new ServiceError(414, "URI Too Long", `The request address is over ${MAX_URL_BYTES} bytes`);
      }
      const nowMs = now();
      if (url === "/oauth/token" || url.startsWith("/oauth/token?")) return await handleToken(req, res);
      if (url.startsWith("/openapi/")) {
        const doc = deps.openapi.get(url.split("?")[0]);
        if (!doc) throw notFound("Documents: /openapi/1.68.0.json and /openapi/1.51.0.json");
        return sendEncoded(req, res, doc);
      }
      if (url.startsWith("/v1/") || url === "/v1") return await handleV1(req, res, url, nowMs);
      throw notFound(`No operation at ${JSON.stringify(url.slice(0, 200))}`);
    } catch (err) {
      if (!(err instanceof ServiceError)) deps.log?.(err);
      if (res.headersSent) return void res.destroy();
      if (err instanceof OAuthError) {
        return send(res, err.status, JSON.stringify({ error: err.code, error_description: err.message }), {
          "cache-control": "no-store",
          ...err.headers,
        });
      }
      const p = toProblem(err);
      send(res, p.status, p.body, p.headers);
    }
  };
}

/** Whether a path belongs to the service rather than to the web app. */
export const isServicePath = (url: string) =>
  url.startsWith("/v1/") || url === "/v1" || url.startsWith("/oauth/token") || url.startsWith("/openapi/");
