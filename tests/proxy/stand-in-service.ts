import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { buildRouter } from "@/lib/contract";
import type { Db } from "@/lib/db/db";
import type { UpstreamEnv } from "@/lib/app-server/env";
import { minimalOf } from "./minimal-answer";

const route = buildRouter();

/** A body for a 200 answer: the contract's smallest valid answer for an operation's path. */
function answerFor(url: string, served: number): unknown {
  const m = route("GET", url.replace(/^\/v1/, "").split("?")[0]);
  const base = m && "endpoint" in m ? minimalOf(m.endpoint.response) : {};
  // Extra keys are allowed by the contract's (non-strict) objects; they let tests see which call served.
  return typeof base === "object" && base !== null && !Array.isArray(base)
    ? { ...base, path: url, served }
    : base;
}

/**
 * A new stand-in's behaviour and records: every test file starts from these (`reset`), and changes
 * only what it is about.
 */
function freshState() {
  return {
    tokenRequests: 0,
    tokenBodies: [] as Record<string, string>[],
    calls: [] as {
      path: string;
      authorization?: string;
      accept?: string;
      method?: string;
      contentType?: string;
      body?: string;
    }[],
    // "malformed": 200 answers in a shape the contract does not describe; "hang": accepts and never
    // answers; "tier": refuses every call as above the client's tier (a 403 that is not about the token);
    // "missing": 404 for everything; "bad": 400 for everything; "error": 500 for everything.
    mode: "ok" as "ok" | "down" | "429" | "malformed" | "hang" | "tier" | "missing" | "bad" | "error",
    // The Retry-After of the service's 429 (null: none).
    retryAfter: "60" as string | null,
    // The Content-Type of the service's 200 answers (null: none sent).
    contentType: "application/json" as string | null,
    // The token issuer: "ok", "429" (the client holds its 10 tokens), "error" (500), or "hang".
    issuer: "ok" as "ok" | "429" | "error" | "hang",
    // The Retry-After of the issuer's 429 (null: none).
    issuerRetryAfter: "30" as string | null,
    tokenRequestHeaders: [] as { method?: string; contentType?: string; accept?: string }[],
    // Whether a refused token gets RFC 6750's challenge (the embedded service sends it).
    challenge: false,
    expiresIn: 86_400,
    delayMs: 20,
    cacheControl: "private, max-age=60" as string | null,
    // Answers of particular paths (under /v1, without the query), instead of the smallest valid one.
    answers: {} as Record<string, unknown>,
  };
}

export type StandInState = ReturnType<typeof freshState>;

/**
 * A test double of the PUBLIC data service (the outside world), on a loopback port: it issues opaque
 * tokens, checks them, records every request, and can be told to fail, expire tokens or refuse.
 */
export async function startStandIn() {
  // The tokens issued and not yet expired (expireAll): kept through a reset, as a service keeps them.
  const state = { ...freshState(), valid: new Set<string>() };
  let n = 0;
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
  const sendOk = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, {
      ...(state.contentType === null ? {} : { "content-type": state.contentType }),
      ...(state.cacheControl ? { "cache-control": state.cacheControl } : {}),
    });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    await new Promise((r) => setTimeout(r, state.delayMs));
    if (req.url === "/oauth/token") {
      state.tokenRequests++;
      state.tokenRequestHeaders.push({
        method: req.method,
        contentType: req.headers["content-type"],
        accept: req.headers.accept,
      });
      if (state.issuer === "hang") return; // never answered; closed with the server
      if (state.issuer === "429")
        return send(
          res,
          429,
          { error: "too_many_tokens" },
          state.issuerRetryAfter === null ? {} : { "retry-after": state.issuerRetryAfter },
        );
      if (state.issuer === "error") return send(res, 500, { error: "server_error" });
      state.tokenBodies.push(JSON.parse(Buffer.concat(chunks).toString()));
      const token = `tok-${++n}`;
      state.valid.add(token);
      return send(res, 200, { access_token: token, token_type: "Bearer", expires_in: state.expiresIn });
    }
    state.calls.push({
      path: req.url ?? "",
      authorization: req.headers.authorization,
      accept: req.headers.accept,
      method: req.method,
      contentType: req.headers["content-type"],
      body: Buffer.concat(chunks).toString(),
    });
    if (state.mode === "hang") return;
    if (state.mode === "down") return send(res, 503, { title: "down" });
    if (state.mode === "missing")
      return send(res, 404, { title: "Not Found", status: 404, detail: "no such match" });
    if (state.mode === "bad")
      return send(res, 400, { title: "Bad Request", status: 400, detail: "the service says no" });
    if (state.mode === "error") return send(res, 500, { title: "Internal Server Error", status: 500 });
    if (state.mode === "429")
      return send(
        res,
        429,
        { title: "quota" },
        state.retryAfter === null ? {} : { "retry-after": state.retryAfter },
      );
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!state.valid.has(token))
      return send(
        res,
        403,
        { title: "Forbidden", status: 403, detail: "expired" },
        state.challenge ? { "www-authenticate": 'Bearer error="invalid_token"' } : {},
      );
    if (state.mode === "tier")
      return send(res, 403, {
        title: "Forbidden",
        status: 403,
        detail: "Match transactions needs the transactional tier; this client has core",
      });
    return sendOk(
      res,
      state.mode === "malformed"
        ? { path: req.url, served: state.calls.length }
        : (state.answers[(req.url ?? "").replace(/^\/v1/, "").split("?")[0]] ??
            answerFor(req.url ?? "", state.calls.length)),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    state,
    /** Back to a new stand-in's behaviour and records, with `changes`; its tokens stay valid. */
    reset(changes: Partial<StandInState> = {}) {
      Object.assign(state, freshState(), changes);
    },
    /** Makes every token issued so far invalid, as if it had expired. */
    expireAll() {
      state.valid.clear();
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections(); // hung requests included
        server.close(() => r());
      }),
  };
}

/** The upstream client's settings for a stand-in at `base`: its issuer, a client and a deadline. */
export function upstreamEnvFor(base: string, timeoutMs = 10_000): UpstreamEnv {
  return {
    baseUrl: base,
    authUrl: base,
    clientId: "cid",
    clientSecret: "very-secret",
    audience: `${base}/`,
    timeoutMs,
  };
}

/**
 * Points the app's server code at a stand-in as its data service, with `env` besides: the app's
 * database (where the service token is kept) in memory, so nothing of a run is left on disk, and no
 * index of known ids (its own calls would move the counts these tests make of the stand-in's calls).
 */
export function useStandIn(base: string, env: Record<string, string>) {
  Object.assign(process.env, {
    DATA_DIR: "memory://",
    SDS_BASE_URL: base,
    SDS_CLIENT_ID: "cid",
    SCREEN_UNKNOWN_IDS: "0",
    ...env,
  });
}

/**
 * Drops the process's one upstream (token, cache, allowances, hung state) and empties the app
 * database's tables of what a run leaves (the token, kept answers): the next import of the app's server
 * code starts without either (after vi.resetModules). The in-memory database itself is kept: opening
 * and migrating a new one was most of each test's time.
 */
export async function forgetUpstream() {
  const g = globalThis as Record<symbol, unknown>;
  delete g[Symbol.for("footy.upstream")];
  const db = g[Symbol.for("footy.app-db")] as Promise<Db> | undefined;
  if (db)
    await (
      await db
    ).query(
      "truncate service_tokens, match_answers, match_answer_parts, match_tips, app_sessions, app_user_clubs",
    );
}
