// Property-based bad-input tests: thousands of malformed requests at the real service over real HTTP.
// Whatever comes in, the service never answers 500; every error is a problem document
// (application/problem+json, `status` equal to the HTTP status) or, on /oauth/token, an OAuth error
// body; and every 400 names exactly the parameters that were malformed (api-contract.md, "Errors").
import { createAttemptGuard } from "@/lib/security/throttle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { SignJWT } from "jose";
import {
  OP,
  ENDPOINTS,
  MAX_ID,
  OAuthErrorSchema,
  ProblemSchema,
  buildRouter,
  type Endpoint,
  type Problem,
  type QueryParam,
} from "@/lib/contract";
import { loadSigningKey } from "@/lib/service/auth/signing-key";
import { startService, type RunningService } from "../helpers/start-service";
import { SAMPLES } from "./samples";
import {
  MALFORMED_ID_EXAMPLES,
  expectedForPath,
  fillPath,
  junkAuthorization,
  malformedId,
  malformedQueryValue,
  pathParams,
  percentJunk,
  rawSegment,
  wellFormedQueryValue,
} from "./arbitraries";

const SEED = 42;
const CLIENT_ID = "test-client"; // start-service.ts registers this client
const CLIENT_SECRET = "test-secret-0123456789";
const TOKEN_BODY_LIMIT = 16 * 1024;
const MAX_URL_BYTES = 8192;

let svc: RunningService;
let requests = 0;
const t0 = Date.now();

beforeAll(async () => {
  // Hundreds of wrong secrets from one address, on purpose: limits far above what these tests send, so
  // they see the answers without the throttle (tests/service/token-throttle.test.ts tests that).
  svc = await startService({
    tokenGuard: createAttemptGuard({ perAccount: 1e6, perAddress: 1e6, windowMs: 60_000 }),
  });
});
afterAll(async () => {
  await svc?.close();
  console.log(
    `bad-input: ${requests} requests in ${((Date.now() - t0) / 1000).toFixed(1)} s (with start-up)`,
  );
});

// ---------------------------------------------------------------------------------------------------
// Valid calls to start from: the sample of each operation (tests/service/samples.ts), split into the
// identifiers the router finds in it, so that one identifier at a time can be replaced.

const router = buildRouter();
const samplePath = (e: Endpoint) => SAMPLES[e.id].ok.split("?")[0];
/** The sample's values of the operation's required query parameters (the time-coded statistics' metric), to keep a call valid but for what is tested. */
const requiredPairs = (e: Endpoint, except: string[] = []): [string, string][] => {
  const sample = new URLSearchParams(SAMPLES[e.id].ok.split("?")[1] ?? "");
  return Object.entries(e.query)
    .filter(([name, def]) => def.required && !except.includes(name))
    .flatMap(([name]) => sample.getAll(name).map((v) => [name, v] as [string, string]));
};
const requiredQuery = (e: Endpoint) => {
  const pairs = requiredPairs(e);
  return pairs.length ? `?${new URLSearchParams(pairs)}` : "";
};
const idPath = (e: Endpoint, ids: Record<string, string>, raw = false) =>
  fillPath(e.path, ids, raw) + requiredQuery(e);
const VALID_IDS: Record<string, Record<string, string>> = Object.fromEntries(
  ENDPOINTS.map((e) => {
    const m = router(e.method, samplePath(e));
    if (!m || !("endpoint" in m) || m.endpoint.id !== e.id)
      throw new Error(`sample of ${e.id} does not route to it`);
    return [e.id, m.rawParams];
  }),
);
const WITH_PARAMS = ENDPOINTS.filter((e) => pathParams(e.path).length > 0);
const WITH_QUERY = ENDPOINTS.filter((e) => Object.keys(e.query).length > 0);
const DEMO_SEASON = "/leagues/900/levels/1/seasons/9001"; // the synthetic league: the season with conferences

// ---------------------------------------------------------------------------------------------------
// HTTP and assertions

interface Outcome {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  headers: Headers;
  text: string;
}

async function call(url: string, init: RequestInit = {}): Promise<Outcome> {
  requests++;
  const method = init.method ?? "GET";
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(
      `${method} ${url.slice(0, 200)}: no HTTP response at all (${cause?.code ?? cause?.message ?? String(err)})`,
    );
  }
  const text = await res.text();
  return {
    method,
    url,
    status: res.status,
    contentType: res.headers.get("content-type"),
    headers: res.headers,
    text,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: "application/json" });
/** GET {base}/v1{path} with the test client's token unless other headers are given. */
const get = (path: string, headers: Record<string, string> = bearer(svc.token)) =>
  call(`${svc.base}/v1${path}`, { headers });

const describeOutcome = (o: Outcome) =>
  `${o.method} ${o.url.slice(0, 240)} → ${o.status} ${o.contentType} ${o.text.slice(0, 300)}`;

/** A problem document whose `status` is the HTTP status; `status` (one or several) when given. */
function expectProblem(o: Outcome, status?: number | number[]): Problem {
  const where = describeOutcome(o);
  expect(o.status, where).not.toBe(500);
  if (status !== undefined) expect([status].flat(), where).toContain(o.status);
  expect(o.contentType, where).toBe("application/problem+json");
  let json: unknown;
  expect(() => (json = JSON.parse(o.text)), where).not.toThrow();
  const parsed = ProblemSchema.safeParse(json);
  expect(parsed.success, `${where}: not a problem document`).toBe(true);
  const body = parsed.data!;
  expect(body.status, where).toBe(o.status);
  return body;
}

/** 400 whose errors[] name exactly `params` (each malformed one, and nothing else). */
function expectBadRequest(o: Outcome, params: string[]) {
  const body = expectProblem(o, 400);
  const named = (body.errors ?? []).map((x) => x.parameter);
  expect(named.length, describeOutcome(o)).toBeGreaterThan(0);
  expect([...new Set(named)].sort(), describeOutcome(o)).toEqual([...new Set(params)].sort());
  return body;
}

/** An OAuth error (RFC 6749 §5.2): JSON {error, error_description}, not cached. */
function expectOAuthError(o: Outcome, status: number, code?: string) {
  const where = describeOutcome(o);
  expect(o.status, where).not.toBe(500);
  expect(o.status, where).toBe(status);
  expect(o.contentType, where).toBe("application/json");
  expect(o.headers.get("cache-control"), where).toBe("no-store");
  const parsed = OAuthErrorSchema.safeParse(JSON.parse(o.text));
  expect(parsed.success, `${where}: not an OAuth error body`).toBe(true);
  if (code) expect(parsed.data!.error, where).toBe(code);
  return parsed.data!;
}

const assertProp = <T>(prop: fc.IAsyncProperty<T>, numRuns: number, examples?: T[]) =>
  fc.assert(prop, { seed: SEED, numRuns, examples });

// ---------------------------------------------------------------------------------------------------

describe("baseline: every sample call succeeds (so a changed identifier alone causes what follows)", () => {
  it("answers each operation's sample with 200 JSON", async () => {
    for (const e of ENDPOINTS) {
      const o = await get(SAMPLES[e.id].ok);
      expect(o.status, describeOutcome(o)).toBe(200);
      expect(o.contentType).toBe("application/json");
    }
  });
});

describe("malformed path identifiers", () => {
  // One segment, percent-encoded: the route stays the same, so the answer is exactly 400 naming it.
  for (const e of WITH_PARAMS) {
    const params = pathParams(e.path);
    it(`${e.id} ${e.path}: 400 naming the identifier`, async () => {
      await assertProp(
        fc.asyncProperty(fc.constantFrom(...params), malformedId, async (param, value) => {
          const path = idPath(e, { ...VALID_IDS[e.id], [param]: value });
          expectBadRequest(await get(path), [param]);
        }),
        25,
        MALFORMED_ID_EXAMPLES.map((v, i) => [params[i % params.length], v] as [string, string]),
      );
    });
  }

  it("names every malformed identifier when several are malformed", async () => {
    const multi = WITH_PARAMS.filter((e) => pathParams(e.path).length > 1);
    const arb = fc.constantFrom(...multi).chain((e) => {
      const names = pathParams(e.path);
      return fc.tuple(
        fc.constant(e),
        fc.array(fc.option(malformedId, { freq: 2 }), { minLength: names.length, maxLength: names.length }),
      );
    });
    await assertProp(
      fc.asyncProperty(arb, async ([e, values]) => {
        const names = pathParams(e.path);
        const ids = { ...VALID_IDS[e.id] };
        const bad: string[] = [];
        names.forEach((n, i) => {
          if (values[i] !== null) {
            ids[n] = values[i]!;
            bad.push(n);
          }
        });
        const o = await get(idPath(e, ids));
        if (bad.length) expectBadRequest(o, bad);
        else expect(o.status, describeOutcome(o)).toBe(200);
      }),
      200,
    );
  });

  // Verbatim: the text may change the route's shape ("/", "..", "\\", ""). Expected answer from the
  // path as sent (after the URL parser's normalisation): 404 no such path, 400 naming each malformed
  // identifier, or a valid call of some operation (200, or 404 if that resource does not exist).
  it("answers verbatim junk in an identifier's place with 400 or 404 (or the operation it now names)", async () => {
    const arb = fc
      .constantFrom(...WITH_PARAMS)
      .chain((e) => fc.tuple(fc.constant(e), fc.constantFrom(...pathParams(e.path)), rawSegment));
    await assertProp(
      fc.asyncProperty(arb, async ([e, param, raw]) => {
        const url = new URL(`${svc.base}/v1${idPath(e, { ...VALID_IDS[e.id], [param]: raw }, true)}`);
        const o = await call(url.href, { headers: bearer(svc.token) });
        expect(o.status, describeOutcome(o)).not.toBe(500);
        if (!url.pathname.startsWith("/v1/")) {
          // ".." climbed out of /v1: whatever it is now, an error is still a well-formed error
          if (o.status >= 400 && !url.pathname.startsWith("/oauth/")) expectProblem(o);
          return;
        }
        const exp = expectedForPath(url.pathname);
        if (exp.kind === "notFound") expectProblem(o, 404);
        else if (exp.kind === "badRequest") expectBadRequest(o, exp.params);
        else if (exp.kind === "valid") {
          expect([200, 404], describeOutcome(o)).toContain(o.status);
          if (o.status === 404) expectProblem(o, 404);
        } else if (o.status >= 400) expectProblem(o);
      }),
      500,
    );
  });

  it("answers raw percent-encoded junk in one segment with exactly 400 naming the identifier", async () => {
    const arb = fc
      .constantFrom(...WITH_PARAMS)
      .chain((e) => fc.tuple(fc.constant(e), fc.constantFrom(...pathParams(e.path)), percentJunk));
    await assertProp(
      fc.asyncProperty(arb, async ([e, param, raw]) => {
        const url = new URL(`${svc.base}/v1${idPath(e, { ...VALID_IDS[e.id], [param]: raw }, true)}`);
        const exp = expectedForPath(url.pathname);
        const o = await call(url.href, { headers: bearer(svc.token) });
        // junk that decodes to dots is removed by the URL parser; the rest stays one segment
        if (exp.kind === "badRequest") expectBadRequest(o, [param]);
        else if (exp.kind === "notFound") expectProblem(o, 404);
        else expect(o.status, describeOutcome(o)).not.toBe(500);
      }),
      300,
    );
  });
});

describe("identifiers that are well-formed but do not exist", () => {
  for (const e of WITH_PARAMS) {
    it(`${e.id} ${e.path}: 404 for ${MAX_ID} in each identifier`, async () => {
      for (const param of pathParams(e.path)) {
        expectProblem(await get(idPath(e, { ...VALID_IDS[e.id], [param]: String(MAX_ID) })), 404);
      }
    });
  }

  it("answers 404 for any large identifier (10^8..2^31-1) in any position", async () => {
    const arb = fc
      .constantFrom(...WITH_PARAMS)
      .chain((e) =>
        fc.tuple(
          fc.constant(e),
          fc.constantFrom(...pathParams(e.path)),
          fc.integer({ min: 1e8, max: MAX_ID }),
        ),
      );
    await assertProp(
      fc.asyncProperty(arb, async ([e, param, id]) => {
        expectProblem(await get(idPath(e, { ...VALID_IDS[e.id], [param]: String(id) })), 404);
      }),
      200,
    );
  });
});

describe("malformed query values", () => {
  const query = (e: Endpoint, pairs: [string, string][]) =>
    `${samplePath(e)}?${new URLSearchParams([
      ...requiredPairs(
        e,
        pairs.map(([n]) => n),
      ),
      ...pairs,
    ])}`;

  for (const e of WITH_QUERY) {
    for (const [name, def] of Object.entries(e.query) as [string, QueryParam][]) {
      it(`${e.id} ${name} (${def.kind}): 400 naming it`, async () => {
        const isList = def.kind.endsWith("[]");
        // lists: the bad value may come after good ones (every value is checked)
        const arb = fc.tuple(
          isList ? fc.array(wellFormedQueryValue(def), { maxLength: 2 }) : fc.constant([] as string[]),
          malformedQueryValue(def),
        );
        await assertProp(
          fc.asyncProperty(arb, async ([good, bad]) => {
            // The glossary answers an unknown (well-formed) metric with 404, so only the bad value goes with it
            const goods = e.id === OP.getMetricGlossary ? [] : good;
            const o = await get(query(e, [...goods.map((g) => [name, g] as [string, string]), [name, bad]]));
            expectBadRequest(o, [name]);
          }),
          40,
        );
      });

      if (!def.kind.endsWith("[]")) {
        it(`${e.id} ${name}: 400 naming it when given twice`, async () => {
          const v = wellFormedQueryValue(def);
          await assertProp(
            fc.asyncProperty(v, v, async (a, b) => {
              expectBadRequest(
                await get(
                  query(e, [
                    [name, a],
                    [name, b],
                  ]),
                ),
                [name],
              );
            }),
            10,
          );
        });
      }
    }
  }

  it("conference: wrong case or unknown code is 400 naming conference", async () => {
    const wrong = fc.oneof(
      fc.constantFrom("east", "East", "eAST", "west", "West", "EAST_", "WESTERN", "E", "CONF1"),
      fc.stringMatching(/^[A-Za-z0-9_]{1,64}$/).filter((s) => s !== "EAST" && s !== "WEST"),
    );
    const paths = [`${DEMO_SEASON}/ladder`, `${DEMO_SEASON}/ladder/1`, `${DEMO_SEASON}/conferences`];
    // control: the right codes are accepted on each path
    for (const p of paths)
      for (const c of ["EAST", "WEST"]) expect((await get(`${p}?conference=${c}`)).status).toBe(200);
    await assertProp(
      fc.asyncProperty(fc.constantFrom(...paths), wrong, async (p, c) => {
        expectBadRequest(await get(`${p}?${new URLSearchParams({ conference: c })}`), ["conference"]);
      }),
      120,
    );
  });

  it("fixture filters: a squad or round the season does not have is 400 naming it", async () => {
    const paths = [samplePath(ENDPOINTS.find((e) => e.id === OP.getFixture)!), "/seasons/62/fixture"];
    await assertProp(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom("squadId", "roundNumber"),
        fc.integer({ min: 1e6, max: MAX_ID }),
        async (p, name, v) => {
          expectBadRequest(await get(`${p}?${name}=${v}`), [name]);
        },
      ),
      60,
    );
  });

  it("the glossary metric: a well-formed code in the wrong case is 404 (codes are case sensitive)", async () => {
    const o = await get("/metrics");
    const codes = (JSON.parse(o.text) as { metrics: { code: string }[] }).metrics.map((m) => m.code);
    expect(codes.length).toBeGreaterThan(10);
    const known = new Set(codes);
    const wrongCase = fc
      .constantFrom(...codes)
      .chain((c) =>
        fc.constantFrom(c.toLowerCase(), c.toUpperCase(), c[0] + c.slice(1).toLowerCase(), `${c}_X`),
      )
      .filter((c) => !known.has(c));
    await assertProp(
      fc.asyncProperty(wrongCase, async (c) => {
        expectProblem(await get(`/metrics?metric=${c}`), 404);
      }),
      40,
    );
  });

  it("arbitrary query strings: never 500, and a 400 names only declared parameters", async () => {
    const declared = (e: Endpoint) => Object.keys(e.query);
    const rawQuery = fc.oneof(
      fc.string({ unit: "grapheme-ascii", maxLength: 60 }),
      fc
        .array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...ENDPOINTS.flatMap(declared)), fc.string({ maxLength: 6 })),
            fc.oneof(fc.string({ maxLength: 10 }), percentJunk, fc.integer().map(String)),
          ),
          { maxLength: 5 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&")),
    );
    await assertProp(
      // GET operations only: the calls here are GETs (a POST operation's path answers as its GET twin).
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS.filter((x) => x.method === "GET")),
        rawQuery,
        async (e, q) => {
          const o = await get(`${samplePath(e)}?${q.replace(/#/g, "%23")}`);
          expect([200, 400, 404], describeOutcome(o)).toContain(o.status);
          if (o.status === 200) return;
          const body = expectProblem(o);
          if (o.status === 400)
            for (const x of body.errors ?? []) expect(declared(e), describeOutcome(o)).toContain(x.parameter);
        },
      ),
      300,
    );
  });
});

describe("Authorization", () => {
  const anyEndpoint = fc.constantFrom(...ENDPOINTS);

  it("403 without an Authorization header, on every operation", async () => {
    for (const e of ENDPOINTS)
      expectProblem(await get(SAMPLES[e.id].ok, { accept: "application/json" }), 403);
  });

  it("403 for junk Authorization values", async () => {
    await assertProp(
      fc.asyncProperty(anyEndpoint, junkAuthorization, async (e, auth) => {
        expectProblem(await get(SAMPLES[e.id].ok, { authorization: auth }), 403);
      }),
      300,
    );
  });

  it("403 for the real token under another scheme or with extra text", async () => {
    const wrap = fc.constantFrom(
      (t: string) => `Basic ${t}`,
      (t: string) => `Token ${t}`,
      (t: string) => `JWT ${t}`,
      (t: string) => `Bearer  ${t}`,
      (t: string) => `Bearer\t${t}`,
      (t: string) => `Bearer:${t}`,
      (t: string) => `Bearer${t}`,
      (t: string) => t,
      (t: string) => `Bearer ${t} ${t}`,
      (t: string) => `Bearer ${t},`,
      (t: string) => `Bearer "${t}"`,
      (t: string) => `Bearer ${t}.x`,
    );
    await assertProp(
      fc.asyncProperty(anyEndpoint, wrap, async (e, w) => {
        expectProblem(await get(SAMPLES[e.id].ok, { authorization: w(svc.token) }), 403);
      }),
      100,
    );
  });

  it("403 for a tampered token (one character of its header, payload or signature changed, or cut short)", async () => {
    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const tamper = fc.oneof(
      // change one character; not the signature's last one, whose low bits are padding in base64url
      fc.tuple(fc.nat(), fc.constantFrom(...ALPHABET)).map(([i, c]) => (t: string) => {
        const positions = [...t].map((_, k) => k).filter((k) => t[k] !== "." && k !== t.length - 1);
        const k = positions[i % positions.length];
        const ch = t[k] === c ? ALPHABET[(ALPHABET.indexOf(c) + 1) % ALPHABET.length] : c;
        return t.slice(0, k) + ch + t.slice(k + 1);
      }),
      fc.integer({ min: 1, max: 40 }).map((n) => (t: string) => t.slice(0, -n)),
      fc.constant((t: string) => t.split(".").slice(0, 2).join(".") + "."),
      fc.constant((t: string) => {
        const [, p, s] = t.split(".");
        return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${p}.${s}`;
      }),
    );
    await assertProp(
      fc.asyncProperty(anyEndpoint, tamper, async (e, f) => {
        const bad = f(svc.token);
        expect(bad).not.toBe(svc.token);
        expectProblem(await get(SAMPLES[e.id].ok, bearer(bad)), 403);
      }),
      250,
    );
  });

  it("403 for a token issued for another audience (if the issuer issues one at all)", async () => {
    const tokens: string[] = [];
    for (const audience of ["http://other.example/", "http://127.0.0.1:1/"]) {
      const o = await call(`${svc.base}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          audience,
          grant_type: "client_credentials",
        }),
      });
      // refusing the audience outright is as good; issuing a token obliges the service to refuse it
      if (o.status !== 200) expectOAuthError(o, 400, "invalid_request");
      else tokens.push((JSON.parse(o.text) as { access_token: string }).access_token);
    }
    for (const e of ENDPOINTS)
      for (const t of tokens) expectProblem(await get(SAMPLES[e.id].ok, bearer(t)), 403);
  });

  it("403 for tokens signed with the service's own key but with bad claims (and 200 for good ones)", async () => {
    const key = await loadSigningKey(svc.service.db);
    const now = Math.floor(Date.now() / 1000);
    const sign = (
      claims: Record<string, unknown>,
      opts: { aud?: string; iss?: string; exp?: number; sub?: string | null } = {},
    ) => {
      let j = new SignJWT({ tier: "transactional", plan: "unlimited", ...claims })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setAudience(opts.aud ?? `${svc.base}/`)
        .setIssuedAt(now - 10)
        .setExpirationTime(opts.exp ?? now + 3600)
        .setIssuer(opts.iss ?? "sds-embedded");
      if (opts.sub !== null) j = j.setSubject(opts.sub ?? CLIENT_ID);
      return j.sign(key);
    };
    // control: the forging is right, so each 403 below is about the one claim changed
    const good = await sign({});
    expect((await get("/leagues", bearer(good))).status).toBe(200);
    const bad = [
      await sign({}, { exp: now - 1 }),
      await sign({}, { iss: "someone-else" }),
      await sign({}, { aud: "http://other.example/" }),
      await sign({}, { aud: `${svc.base}` }), // no trailing slash
      await sign({ tier: "platinum" }),
      await sign({}, { sub: null }),
    ];
    for (const t of bad) expectProblem(await get("/leagues", bearer(t)), 403);
  });
});

describe("POST /oauth/token", () => {
  const tokenUrl = () => `${svc.base}/oauth/token`;
  const post = (body: string | Uint8Array<ArrayBuffer>, contentType: string | null = "application/json") =>
    call(tokenUrl(), {
      method: "POST",
      headers: contentType === null ? {} : { "content-type": contentType },
      body,
    });
  const FIELDS = ["grant_type", "client_id", "client_secret", "audience"] as const;

  /** What RFC 6749 and the contract say about a JSON body that carries no right secret. */
  function expectedOAuth(body: unknown): { status: number; code: string } {
    if (typeof body !== "object" || body === null || Array.isArray(body))
      return { status: 400, code: "invalid_request" };
    const b = body as Record<string, unknown>;
    for (const f of FIELDS) {
      const v = b[f];
      if (typeof v !== "string" || v.length === 0 || v.length > 2000)
        return { status: 400, code: "invalid_request" };
    }
    if (b.grant_type !== "client_credentials") return { status: 400, code: "unsupported_grant_type" };
    return { status: 401, code: "invalid_client" };
  }

  it("arbitrary JSON values (fc.json): 400/401 OAuth errors, never 500", async () => {
    await assertProp(
      fc.asyncProperty(fc.json(), async (text) => {
        const exp = expectedOAuth(JSON.parse(text));
        expectOAuthError(await post(text), exp.status, exp.code);
      }),
      300,
    );
  });

  it("objects with each field missing, mistyped, empty, oversize or any unicode: the right OAuth error", async () => {
    const field = fc.oneof(
      fc.jsonValue(),
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }), // any code points, lone surrogates and NUL included
      fc.constantFrom("", "x".repeat(2001), "client_credentials", CLIENT_ID, "http://127.0.0.1/"),
    );
    const body = fc.record(
      { grant_type: field, client_id: field, client_secret: field, audience: field },
      { requiredKeys: [] },
    );
    await assertProp(
      fc.asyncProperty(body, async (b) => {
        // never the right secret, so never a token
        if (b.client_secret === CLIENT_SECRET) return;
        const exp = expectedOAuth(b);
        expectOAuthError(await post(JSON.stringify(b)), exp.status, exp.code);
      }),
      300,
    );
  });

  it("any client id with a valid grant type and audience: 401 invalid_client (no such client), never 500", async () => {
    const clientId = fc
      .oneof(
        fc.string({ unit: "binary", minLength: 1, maxLength: 60 }),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
      )
      .filter((id) => id !== CLIENT_ID);
    await assertProp(
      fc.asyncProperty(clientId, fc.string({ minLength: 1, maxLength: 30 }), async (id, secret) => {
        const body = {
          grant_type: "client_credentials",
          client_id: id,
          client_secret: secret,
          audience: `${svc.base}/`,
        };
        expectOAuthError(await post(JSON.stringify(body)), 401, "invalid_client");
      }),
      200,
      [
        ["\u0000", "x"],
        [`${CLIENT_ID}\u0000`, "x"],
      ],
    );
  });

  it("a client id containing NUL is 401 invalid_client (no such client), not 500", async () => {
    const body = {
      grant_type: "client_credentials",
      client_id: "test\u0000client",
      client_secret: "x",
      audience: `${svc.base}/`,
    };
    expectOAuthError(await post(JSON.stringify(body)), 401, "invalid_client");
  });

  it("wrong content types: 400 invalid_request even for a well-formed body", async () => {
    const body = JSON.stringify({
      grant_type: "client_credentials",
      client_id: CLIENT_ID,
      client_secret: "wrong-secret",
      audience: `${svc.base}/`,
    });
    const ct = fc.oneof(
      fc.constantFrom(
        "text/plain",
        "text/json",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
        "application/jsonp",
        "application/javascript",
        "json",
        "*/*",
        "",
        " application/json",
        "application/ json",
      ),
      fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,20}$/).filter((s) => !s.startsWith("application/json")),
    );
    await assertProp(
      fc.asyncProperty(ct, async (c) => {
        expectOAuthError(await post(body, c), 400, "invalid_request");
      }),
      60,
    );
    // no content type at all
    expectOAuthError(await post(new TextEncoder().encode(body), null), 400, "invalid_request");
  });

  it("text that is not JSON: 400 invalid_request", async () => {
    const notJson = fc
      .oneof(
        fc.string({ unit: "grapheme", maxLength: 60 }),
        fc.json().map((j) => j.slice(0, -1)),
        fc.json().map((j) => `${j}}`),
        fc.constantFrom("", "{", "{'a':1}", "undefined", "NaN", '{"a":1,}', "\u0000"),
      )
      .filter((s) => {
        try {
          JSON.parse(s);
          return false;
        } catch {
          return true;
        }
      });
    await assertProp(
      fc.asyncProperty(notJson, async (t) => {
        expectOAuthError(await post(t), 400, "invalid_request");
      }),
      150,
    );
  });

  it(`bodies just within ${TOKEN_BODY_LIMIT} bytes are read (400 invalid_request, not 413)`, async () => {
    await assertProp(
      fc.asyncProperty(fc.integer({ min: TOKEN_BODY_LIMIT - 64, max: TOKEN_BODY_LIMIT }), async (n) => {
        const text = JSON.stringify({ pad: "x".repeat(n - 10) }).slice(0, n);
        expect(Buffer.byteLength(text)).toBeLessThanOrEqual(TOKEN_BODY_LIMIT);
        expectOAuthError(await post(text), 400, "invalid_request");
      }),
      10,
    );
  });

  it(`bodies over ${TOKEN_BODY_LIMIT} bytes: 413 problem`, async () => {
    // generated as a size (so that a counterexample prints short), built inside the property
    await assertProp(
      fc.asyncProperty(
        fc.integer({ min: TOKEN_BODY_LIMIT + 1, max: 256 * 1024 }),
        fc.boolean(),
        async (n, asJson) => {
          const text = asJson ? JSON.stringify({ client_id: "x".repeat(n) }) : "z".repeat(n);
          expectProblem(await post(text), 413);
        },
      ),
      15,
    );
  });

  it("a wrong secret for the real client: 401 invalid_client", async () => {
    const secret = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 64 })
      .filter((s) => s !== CLIENT_SECRET);
    await assertProp(
      fc.asyncProperty(secret, async (s) => {
        const body = {
          grant_type: "client_credentials",
          client_id: CLIENT_ID,
          client_secret: s,
          audience: `${svc.base}/`,
        };
        expectOAuthError(await post(JSON.stringify(body)), 401, "invalid_client");
      }),
      15,
    );
  });

  it("the real client with a wrong grant type or audience: 400, and no token", async () => {
    const arb = fc.oneof(
      fc
        .string({ minLength: 1, maxLength: 30 })
        .filter((g) => g !== "client_credentials")
        .map((g) => ({ grant_type: g, audience: `${svc.base}/`, code: "unsupported_grant_type" })),
      // the contract: the base address ending with a slash; these never end with one
      fc
        .oneof(
          fc.string({ minLength: 1, maxLength: 40 }),
          fc.constant(svc.base),
          fc.webUrl().map((u) => `${u}#`),
        )
        .filter((a) => !a.endsWith("/"))
        .map((a) => ({ grant_type: "client_credentials", audience: a, code: "invalid_request" })),
    );
    await assertProp(
      fc.asyncProperty(arb, async ({ grant_type, audience, code }) => {
        const body = { grant_type, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, audience };
        expectOAuthError(await post(JSON.stringify(body)), 400, code);
      }),
      20,
    );
  });

  it("methods other than POST: 405 OAuth error with Allow: POST", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const o = await call(tokenUrl(), { method });
      expectOAuthError(o, 405, "invalid_request");
      expect(o.headers.get("allow")).toBe("POST");
    }
  });
});

describe("other methods on the service's paths", () => {
  it("405 problem with Allow: GET for PUT, DELETE, PATCH and POST", async () => {
    await assertProp(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        fc.constantFrom("PUT", "DELETE", "PATCH", "POST"),
        async (e, m) => {
          // Some paths also take POST (the payload-driven statistics); test only methods they refuse.
          const allowed = ENDPOINTS.filter((x) => x.path === e.path).map((x) => x.method);
          if (allowed.includes(m as "GET" | "POST")) return;
          const o = await call(`${svc.base}/v1${SAMPLES[e.id].ok}`, {
            method: m,
            headers: bearer(svc.token),
          });
          expectProblem(o, 405);
          expect(o.headers.get("allow")).toBe(allowed.join(", "));
        },
      ),
      60,
    );
  });
});

describe("request address length", () => {
  /** A request target of exactly `n` bytes starting with `prefix`. */
  const target = (prefix: string, n: number) => prefix + "x".repeat(Math.max(0, n - prefix.length));
  const prefixes = [
    "/v1/leagues?pad=",
    "/v1/matches/",
    "/v1/leagues/1/levels/1/seasons/62/fixture?squadId=",
    "/oauth/token?",
    "/openapi/",
    "/elsewhere/",
  ];

  it(`over ${MAX_URL_BYTES} bytes (up to Node's header limit): 414 problem`, async () => {
    await assertProp(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.integer({ min: MAX_URL_BYTES + 1, max: 15_000 }),
        async (p, n) => {
          const t = target(p, n);
          const method = p.startsWith("/oauth") ? "POST" : "GET";
          expectProblem(await call(`${svc.base}${t}`, { method, headers: bearer(svc.token) }), 414);
        },
      ),
      80,
      [["/v1/leagues?pad=", MAX_URL_BYTES + 1]],
    );
  });

  it(`up to ${MAX_URL_BYTES} bytes: served (not 414)`, async () => {
    await assertProp(
      fc.asyncProperty(fc.integer({ min: MAX_URL_BYTES - 200, max: MAX_URL_BYTES }), async (n) => {
        const o = await get(target("/leagues?pad=", n - 3));
        expect(o.status, describeOutcome(o)).toBe(200);
      }),
      20,
      [[MAX_URL_BYTES]],
    );
  });

  it("far over the limit (20 KiB): refused (414, or Node's own 431), never 500", async () => {
    const o = await get(target("/leagues?pad=", 20_000));
    expect([414, 431], describeOutcome(o)).toContain(o.status);
    if (o.status === 414) expectProblem(o, 414);
  });
});
