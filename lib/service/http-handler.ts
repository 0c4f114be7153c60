import type { IncomingMessage, ServerResponse } from "node:http";
import { createResolver, type Endpoint } from "@/lib/sds";
import { tierRank } from "@/lib/data/metrics/glossary";
import type { Store } from "@/lib/data/store/store";
import { issueToken, OAuthError, type TokenRequestContext } from "./auth/issue-token";
import type { createTokenVerifier } from "./auth/verify-token";
import { badRequest, forbidden, notFound, ServiceError, toProblem } from "./errors";
import { HANDLERS } from "./handlers";
import type { Quota } from "./quota";
import { createResponseCache, finalTimes } from "./response-cache";
import { encodeBody } from "@/lib/net/compress";
import { clientAddress } from "@/lib/security/client-address";
import { createAttemptGuard, tooManyAttempts, type AttemptGuard } from "@/lib/security/throttle";

export const MAX_URL_BYTES = 8192;
const MAX_TOKEN_BODY = 16 * 1024;
// Payload-driven statistics (E16, E18): over 64 KiB or 100 request entries is a 413 (api-contract.md).
export const MAX_PAYLOAD_BYTES = 64 * 1024;
export const MAX_PAYLOAD_ENTRIES = 100;

export interface HandlerDeps {
  store: () => Store;
  verify: ReturnType<typeof createTokenVerifier>;
  quota: Quota;
  token: TokenRequestContext;
  openapi: Map<string, Buffer>; // path → document bytes
  now?: () => number;
  log?: (err: unknown) => void;
  /** Failed token requests, counted per client id and per address (default: 10 and 30 in 5 minutes). */
  tokenGuard?: AttemptGuard;
}

const resolve = createResolver();
const FINAL_CACHE = "private, max-age=86400";
const LIVE_CACHE = "private, max-age=5";

function send(
  res: ServerResponse,
  status: number,
  body: Uint8Array | string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/** An answer that may be large: brotli or gzip when the client asks, compressed once per body. */
function sendEncoded(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  headers: Record<string, string> = {},
) {
  const out = encodeBody(body, req.headers["accept-encoding"]);
  send(res, 200, out.body, { ...headers, ...out.headers });
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        // Stop collecting but let the rest drain, so the 413 still reaches the client; the
        // connection closes after it.
        req.removeAllListeners("data");
        req.resume();
        reject(
          new ServiceError(413, "Payload Too Large", `The body is over ${limit} bytes`, undefined, {
            connection: "close",
          }),
        );
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * The service's HTTP layer: plain node:http, no framework, because it sits on the hot path of every
 * request (see ARCHITECTURE.md). Order of checks: address length, route, token, tier, quota,
 * parameters, then the handler; each failure is a problem document naming what was wrong.
 */
export function createHttpHandler(deps: HandlerDeps) {
  const now = deps.now ?? Date.now;
  const cache = createResponseCache();
  const tokenGuard =
    deps.tokenGuard ?? createAttemptGuard({ perAccount: 10, perAddress: 30, windowMs: 5 * 60_000, now });
  let cachedStore: Store | undefined;
  let isFinal: ReturnType<typeof finalTimes> = () => false;

  async function handleV1(req: IncomingMessage, res: ServerResponse, url: string, nowMs: number) {
    const q = url.indexOf("?");
    const path = (q === -1 ? url : url.slice(0, q)).slice(3) || "/";
    const search = q === -1 ? "" : url.slice(q + 1);
    const m = resolve(req.method ?? "GET", path, search ? new URLSearchParams(search) : undefined);
    if (!m) throw notFound(`No operation at ${JSON.stringify(`/v1${path}`.slice(0, 200))}`);
    if ("allowed" in m)
      throw new ServiceError(405, "Method Not Allowed", `Use ${m.allowed.join(", ")} here`, undefined, {
        allow: m.allowed.join(", "),
      });
    const verified = deps.verify(req.headers.authorization, req.headers.host, nowMs);
    const caller = verified instanceof Promise ? await verified : verified;
    const e = m.endpoint;
    if (tierRank(caller.tier) < tierRank(e.tier))
      throw forbidden(`${e.summary} needs the ${e.tier} tier; this client has ${caller.tier}`);
    const taken = deps.quota.take(caller.clientId, caller.plan);
    if (taken instanceof Promise) await taken;
    if (e.id === "usage") {
      const usage = await deps.quota.usage(caller.clientId, caller.plan);
      return send(res, 200, JSON.stringify(usage), { "cache-control": "no-store" });
    }

    if (m.errors.length) throw badRequest(m.errors);
    const { params: p, query } = m;

    const payload = e.body ? await readPayload(req, e.body) : undefined;

    const store = deps.store();
    if (store !== cachedStore) {
      cache.clear();
      cachedStore = store;
      isFinal = finalTimes(store);
    }
    if (payload !== undefined) {
      const answer = HANDLERS[e.id]({
        ctx: { store, nowMs },
        p,
        q: query,
        caller,
        path,
        body: payload,
      });
      return sendEncoded(req, res, Buffer.from(JSON.stringify(answer)), { "cache-control": "no-store" });
    }
    const key = `${caller.tier}|${url}`;
    // Clients may keep final answers (completed matches, finished seasons) for a day; others briefly.
    const final = e.cache === "immutable" || isFinal(p, nowMs);
    const headers = { "cache-control": e.cache === "none" ? "no-store" : final ? FINAL_CACHE : LIVE_CACHE };
    const hit = e.cache !== "none" ? cache.get(key, nowMs) : undefined;
    if (hit) return sendEncoded(req, res, hit, headers);
    const body = Buffer.from(
      JSON.stringify(HANDLERS[e.id]({ ctx: { store, nowMs }, p, q: query, caller, path })),
    );
    if (e.cache !== "none") cache.set(key, body, final, nowMs);
    sendEncoded(req, res, body, headers);
  }

  async function handleToken(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "POST") throw new OAuthError(405, "invalid_request", "Use POST", { allow: "POST" });
    if (!/^application\/json\b/i.test(req.headers["content-type"] ?? "")) {
      throw new OAuthError(400, "invalid_request", "Content-Type must be application/json");
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, MAX_TOKEN_BODY));
    } catch (err) {
      if (err instanceof ServiceError) throw err;
      throw new OAuthError(400, "invalid_request", "The body is not valid JSON");
    }
    // Wrong secrets are throttled before the secret is checked (a 401 tells nothing a 429 hides).
    const clientId = String((body as { client_id?: unknown } | null)?.client_id ?? "").slice(0, 200);
    const address = clientAddress(req);
    const wait = tokenGuard.retryAfter(clientId, address);
    if (wait)
      throw new OAuthError(429, "too_many_attempts", `${tooManyAttempts(wait)} (client ${clientId || "?"})`, {
        "retry-after": String(wait),
      });
    let token;
    try {
      token = await issueToken(deps.token, body, req.headers.host);
    } catch (err) {
      if (err instanceof OAuthError && err.code === "invalid_client") tokenGuard.failed(clientId, address);
      throw err;
    }
    tokenGuard.succeeded(clientId);
    send(res, 200, JSON.stringify(token), { "cache-control": "no-store" });
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

/** Reads and validates a JSON request body; every failure names what was wrong. */
async function readPayload(req: IncomingMessage, schema: NonNullable<Endpoint["body"]>): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers["content-type"] ?? "")) {
    throw badRequest([{ parameter: "body", message: "Content-Type must be application/json" }]);
  }
  const text = await readBody(req, MAX_PAYLOAD_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest([{ parameter: "body", message: "The body is not valid JSON" }]);
  }
  const list = typeof json === "object" && json !== null ? Object.values(json)[0] : undefined;
  if (Array.isArray(list) && list.length > MAX_PAYLOAD_ENTRIES) {
    throw new ServiceError(
      413,
      "Payload Too Large",
      `At most ${MAX_PAYLOAD_ENTRIES} request entries; got ${list.length}`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues.slice(0, 20).map((i) => ({
        parameter: ["body", ...i.path.map((k) => (typeof k === "number" ? `[${k}]` : `.${String(k)}`))]
          .join("")
          .replace(/^body\./, "body."),
        message: `${i.path.length ? i.path.join(".") : "body"}: ${i.message}`,
      })),
    );
  }
  return parsed.data;
}

/** Whether a path belongs to the service rather than to the web app. */
export const isServicePath = (url: string) =>
  url.startsWith("/v1/") || url === "/v1" || url.startsWith("/oauth/token") || url.startsWith("/openapi/");
