import type { IncomingMessage, ServerResponse } from "node:http";
import { OP } from "@/lib/contract/operations";
import type { Store } from "@/lib/service/store/store";
import { MAX_URL_BYTES } from "@/lib/security/front-door";
import { createAttemptGuard, type AttemptGuard } from "@/lib/security/throttle";
import { OAuthError, type TokenRequestContext } from "./auth/issue-token";
import type { Caller, createTokenVerifier } from "./auth/verify-token";
import { admit } from "./admission";
import { badRequest, notFound, ServiceError, toProblem, unexpected } from "./errors";
import { send, sendEncoded } from "./http-io";
import type { Quota } from "./quota";
import { createCachedAnswers, NO_STORE, type Asked, type FinalAnswerSeen } from "./cached-answers";
import { readPayload } from "./read-payload";
import { resolvedAt, type Resolution } from "./resolved-addresses";
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
  /** Told of each final answer sent (cached-answers.ts): the embedded service's thread passes them on. */
  finalSeen?: FinalAnswerSeen;
}

/** A failure as its answer: a problem document, an OAuth error, or a cut connection mid-answer. */
function fail(res: ServerResponse, err: unknown, log?: (err: unknown) => void): void {
  if (unexpected(err)) log?.(err);
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

/**
 * A payload answer's headers: never kept, and the time its bytes took to make (counting and writing
 * them, in a worker or here) as Server-Timing. A season build asks 216 of these of ~11 MB, and the
 * round trip a client sees adds the transfer and its own reading of them: this says which is which
 * (bench/fresh-install.ts reads it). Only on these: a cached answer's time is a lookup.
 */
const payloadHeaders = (ms: number) => ({ ...NO_STORE, "server-timing": `answer;dur=${ms.toFixed(1)}` });

/**
 * The service's HTTP layer: plain node:http, no framework, because it sits on the hot path of every
 * request (see ARCHITECTURE.md). Order of checks: address length, route, token, tier, quota,
 * parameters, then the handler; each failure is a problem document naming what was wrong.
 */
export function createHttpHandler(deps: HandlerDeps) {
  const now = deps.now ?? Date.now;
  const answer: AnswerBytes = deps.answer ?? answerInline;
  const handleToken = createTokenEndpoint(
    deps.token,
    deps.tokenGuard ?? createAttemptGuard({ perAccount: 10, perAddress: 30, windowMs: 5 * 60_000, now }),
  );
  const { currentStore, cachedAnswer } = createCachedAnswers(deps.store, answer, deps.finalSeen);

  /** An admitted request's answer: the quota's own, a 400 for its parameters, a POST's, or a GET's. */
  function answerFor(a: Asked, at: Resolution, caller: Caller): void | Promise<void> {
    const { m, path } = at;
    if (m.id === OP.getUsage) {
      return deps.quota
        .usage(caller.clientId, caller.plan)
        .then((usage) => send(a.res, 200, JSON.stringify(usage), NO_STORE));
    }
    if (m.errors.length) throw badRequest(m.errors);
    if (!m.endpoint.body) return cachedAnswer(a, at, m, caller);
    return readPayload(a.req).then(async (body) => {
      const t0 = performance.now();
      const bytes = await answer(m, { ctx: { store: currentStore(), nowMs: a.nowMs }, caller, path, body });
      return sendEncoded(a.req, a.res, bytes, payloadHeaders(performance.now() - t0));
    });
  }

  /** A /v1 request: routed, admitted (token, tier, quota), answered; a promise only when it must wait. */
  function handleV1(req: IncomingMessage, res: ServerResponse, url: string, nowMs: number) {
    const at = resolvedAt(req.method ?? "GET", url);
    const caller = admit(deps, req, at.m, nowMs);
    const a: Asked = { req, res, nowMs };
    if (caller instanceof Promise) return caller.then((c) => answerFor(a, at, c));
    return answerFor(a, at, caller);
  }

  /** The request's answer; a promise only when it must wait (a token, a count, a worker, a body). */
  function route(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    const url = req.url ?? "/";
    // A character is at most 3 bytes of UTF-8: an address that short needs no counting.
    if (url.length > MAX_URL_BYTES / 3 && Buffer.byteLength(url) > MAX_URL_BYTES) {
      throw new ServiceError(414, "URI Too Long", `The request address is over ${MAX_URL_BYTES} bytes`);
    }
    const nowMs = now();
    // The data's addresses first: nearly every request is one (the prefixes do not overlap).
    if (url.startsWith("/v1/") || url === "/v1") return handleV1(req, res, url, nowMs);
    if (url === "/oauth/token" || url.startsWith("/oauth/token?")) return handleToken(req, res);
    if (url.startsWith("/openapi/")) {
      const doc = deps.openapi.get(url.split("?")[0]);
      if (!doc) throw notFound("Documents: /openapi/1.68.0.json and /openapi/1.51.0.json");
      return sendEncoded(req, res, doc);
    }
    throw notFound(`No operation at ${JSON.stringify(url.slice(0, 200))}`);
  }

  // Not async: an answer that need not wait (a cached one, for a remembered token) is sent before this
  // returns, with no promise made; a failure is answered the same way whether thrown or rejected.
  return function handle(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    try {
      const out = route(req, res);
      if (out instanceof Promise) return out.catch((err: unknown) => fail(res, err, deps.log));
    } catch (err) {
      fail(res, err, deps.log);
    }
  };
}
