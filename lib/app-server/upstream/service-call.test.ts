import { describe, expect, it } from "vitest";
import { exchangeOverFetch } from "@/lib/net/http-exchange";
import { OP, ENDPOINT_BY_ID } from "@/lib/contract";
import type { UpstreamEnv } from "../env";
import { createServiceCall } from "./service-call";
import { createUpstreamCounters } from "./upstream-counters";

const env = (baseUrl: string): UpstreamEnv => ({
  baseUrl,
  authUrl: baseUrl,
  clientId: "cid",
  clientSecret: "s",
  audience: `${baseUrl}/`,
});
const TOKEN_REFUSED = { "www-authenticate": 'Bearer error="invalid_token"' };

/** A service that answers from `answers` in turn, and a token manager that counts what it is told. */
function setup(answers: (() => Response)[], opts: { baseUrl?: string; renew?: boolean } = {}) {
  const sent: { url: string; init: RequestInit }[] = [];
  const invalidated: string[] = [];
  let n = 0;
  const counters = createUpstreamCounters({ byOperation: true });
  const call = createServiceCall({
    env: env(opts.baseUrl ?? "http://127.0.0.1:9"),
    tokens: {
      get: async () => `tok-${n}`,
      invalidate: async (token) => (invalidated.push(token), opts.renew ?? true),
    },
    exchange: exchangeOverFetch(async (url, init) => {
      sent.push({ url: String(url), init: init! });
      return answers[n++]();
    }),
    timeoutMs: 1_000,
    counters,
  });
  return { call, sent, invalidated, counters };
}
const headers = (init: RequestInit) => new Headers(init.headers);

describe("createServiceCall", () => {
  it("sends the token, JSON accept, and plain bytes asked of a service on this machine; counts by operation", async () => {
    const { call, sent, counters } = setup([() => new Response("{}")]);
    const match = { endpoint: ENDPOINT_BY_ID.get(OP.getMatch)!, rawParams: {} };
    expect((await call("/matches/1?x=1", match)).status).toBe(200);
    expect(sent[0].url).toBe("http://127.0.0.1:9/v1/matches/1?x=1");
    const h = headers(sent[0].init);
    expect([h.get("authorization"), h.get("accept"), h.get("accept-encoding")]).toEqual([
      "Bearer tok-0",
      "application/json",
      "identity",
    ]);
    expect(h.get("content-type")).toBeNull();
    expect(sent[0].init).toMatchObject({ cache: "no-store" });
    expect(sent[0].init.method).toBeUndefined();
    expect(sent[0].init.signal).toBeInstanceOf(AbortSignal);
    expect(counters.stats.callsByOperation).toEqual({ [OP.getMatch]: 1 });
  });

  it("posts a payload as JSON; a service elsewhere gets fetch's own encodings", async () => {
    const { call, sent, counters } = setup([() => new Response("{}")], { baseUrl: "https://sds.example" });
    await call("/matches/1/statistics/players", undefined, '{"a":1}');
    expect(sent[0].init).toMatchObject({ method: "POST", body: '{"a":1}' });
    expect(headers(sent[0].init).get("content-type")).toBe("application/json");
    expect(headers(sent[0].init).get("accept-encoding")).toBeNull();
    expect(counters.stats.callsByOperation).toEqual({ other: 1 });
  });

  it("a refused token: renewed once and the call made again with the new one", async () => {
    const { call, sent, invalidated, counters } = setup([
      () => new Response("{}", { status: 403, headers: TOKEN_REFUSED }),
      () => new Response("{}", { status: 200 }),
    ]);
    expect((await call("/a", undefined)).status).toBe(200);
    expect(invalidated).toEqual(["tok-0"]);
    expect(sent.map((s) => headers(s.init).get("authorization"))).toEqual(["Bearer tok-0", "Bearer tok-1"]);
    expect(counters.stats.upstreamCalls).toBe(2);
  });

  it("only once: a second refusal is passed on", async () => {
    const refused = () => new Response("{}", { status: 403, headers: TOKEN_REFUSED });
    const { call, invalidated } = setup([refused, refused, refused]);
    expect((await call("/a", undefined)).status).toBe(403);
    expect(invalidated).toEqual(["tok-0"]);
  });

  it("a tier refusal is passed on with its body and headers, the token kept", async () => {
    const problem = '{"title":"Forbidden","detail":"above the client\'s tier"}';
    const { call, invalidated, sent } = setup([
      () => new Response(problem, { status: 403, headers: { "content-type": "application/problem+json" } }),
    ]);
    const res = await call("/a", undefined);
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(new TextDecoder().decode(res.body)).toBe(problem);
    expect(invalidated).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it("a refused token the manager will not renew (renewed lately) is passed on", async () => {
    const { call, invalidated, sent } = setup(
      [() => new Response("{}", { status: 403, headers: TOKEN_REFUSED })],
      { renew: false },
    );
    expect((await call("/a", undefined)).status).toBe(403);
    expect(invalidated).toEqual(["tok-0"]);
    expect(sent).toHaveLength(1);
  });
});
