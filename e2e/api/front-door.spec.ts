import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { test, expect } from "@playwright/test";
import { DENIED_FEATURES, PERMISSIONS_POLICY } from "../../lib/security/security-headers";
import { DEMO_PASSWORD } from "../../playwright.config";
import { csrfOf } from "../helpers/session-cookie";

// The built app behind server.ts: security headers on pages, proxy answers and the service's own
// answers; 405, 400 and 414 on every kind of path. node:http, because fetch clients refuse TRACE and
// repair broken addresses before sending them.
function raw(
  baseURL: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
) {
  const u = new URL(baseURL);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, method, path, headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const PATHS = {
  page: "/seasons/62/ladder",
  proxy: "/api/sds/v1/leagues",
  service: "/v1/leagues",
  openapi: "/openapi/1.68.0.json",
};

test("security headers on pages, proxy answers, /v1 and /openapi; page CSP with a nonce, others allow nothing", async ({
  baseURL,
}) => {
  for (const [kind, path] of Object.entries(PATHS)) {
    const r = await raw(baseURL!, "GET", path);
    expect(r.status, `${kind} ${path}`).toBeLessThan(500);
    expect(r.headers["x-content-type-options"], kind).toBe("nosniff");
    expect(r.headers["referrer-policy"], kind).toBe("strict-origin-when-cross-origin");
    expect(r.headers["content-security-policy"], kind).toContain("frame-ancestors 'none'");
    expect(r.headers["permissions-policy"], kind).toBe(PERMISSIONS_POLICY);
    expect(r.headers["strict-transport-security"], kind).toBeUndefined();
    if (kind === "page")
      expect(r.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    else expect(r.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  }
  const overTls = await raw(baseURL!, "GET", PATHS.page, { "x-forwarded-proto": "https" });
  expect(overTls.headers["strict-transport-security"]).toMatch(/^max-age=31536000/);
  expect(overTls.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
});

// The browser's side: every feature named is one Chromium knows (an unknown name is a console warning
// on every page) and none is allowed to the page.
test("the browser applies the Permissions-Policy: each feature known, none allowed", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (/permissions-policy/i.test(m.text())) warnings.push(`${m.type()}: ${m.text()}`);
  });
  const res = await page.goto(PATHS.page);
  expect(res!.headers()["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  const allowed = await page.evaluate(
    (features) => {
      const policy = (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } })
        .featurePolicy;
      return features.filter((f) => policy.allowsFeature(f));
    },
    [...DENIED_FEATURES],
  );
  expect(allowed).toEqual([]);
  expect(warnings).toEqual([]);
});

test("TRACE and other unserved methods: 405 with Allow, on pages, the proxy, /v1 and /oauth/token", async ({
  baseURL,
}) => {
  for (const path of [...Object.values(PATHS), "/oauth/token", "/"]) {
    for (const method of ["TRACE", "PUT", "DELETE"]) {
      const r = await raw(baseURL!, method, path);
      expect(r.status, `${method} ${path}`).toBe(405);
      expect(r.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(r.headers["content-type"]).toBe("application/problem+json");
      expect(JSON.parse(r.body)).toMatchObject({ status: 405 });
    }
  }
});

test("broken percent-encoding: 400 problem, never a 500", async ({ baseURL }) => {
  for (const path of [
    "/%ff",
    "/seasons/%E0%A4%A/ladder",
    "/api/sds/v1/%ff",
    "/v1/leagues/%ff",
    "/login?callbackUrl=%zz",
  ]) {
    const r = await raw(baseURL!, "GET", path);
    expect(r.status, path).toBe(400);
    expect(JSON.parse(r.body).detail).toMatch(/percent-encoding/);
  }
});

// Targets no browser sends but HTTP/1.1 allows: Next answered `*` with 500 and redirected an
// absolute-form target to the host it named.
test("OPTIONS * is answered for the server, * otherwise refused; an absolute target is its path here", async ({
  baseURL,
}) => {
  const star = await raw(baseURL!, "OPTIONS", "*");
  expect(star.status).toBe(204);
  expect(star.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  const get = await raw(baseURL!, "GET", "*");
  expect(get.status).toBe(400);
  expect(JSON.parse(get.body).detail).toBe("The request target * is for OPTIONS only");
  const port = new URL(baseURL!).port;
  for (const path of [PATHS.page, PATHS.service]) {
    const r = await raw(baseURL!, "GET", `http://evil.example:${port}${path}`, {
      authorization: "Bearer not-a-token",
    });
    expect(r.headers.location, path).toBeUndefined();
    expect(r.status, path).toBe(path === PATHS.page ? 200 : 403); // the service: the token refused
  }
});

test("OPTIONS on a page says what it serves (204, Allow); a route handler answers its own", async ({
  baseURL,
}) => {
  for (const path of [
    "/",
    PATHS.page,
    "/matches/2024216/shots",
    "/embed/matches/2024216/worm",
    "/no-such-page",
  ]) {
    const r = await raw(baseURL!, "OPTIONS", path);
    expect([path, r.status, r.body]).toEqual([path, 204, ""]);
    expect(r.headers.allow, path).toBe("GET, HEAD, POST, OPTIONS");
    expect(r.headers["x-content-type-options"], path).toBe("nosniff");
  }
  const proxy = await raw(baseURL!, "OPTIONS", "/api/health");
  expect(proxy.status).toBe(204);
  expect(proxy.headers.allow).toBe("GET, HEAD, OPTIONS");
});

test("a broken form post to a page: 400 problem naming it, never a 500; the page still answers", async ({
  baseURL,
}) => {
  // The sign-in action's id, as the page's script-less form names it: Next reads the arguments of an
  // action it knows (an unknown one is its plain 400).
  const page = await raw(baseURL!, "GET", "/login");
  const id = /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(page.body)![1];
  const action = { "content-type": "text/plain;charset=UTF-8", "next-action": id };
  const boundary = "----e2e-front-door-boundary";
  const multipart = { "content-type": `multipart/form-data; boundary=${boundary}` };
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  for (const [headers, body, detail] of [
    [multipart, "not multipart", /not multipart\/form-data/],
    [action, "[1,", /not JSON/],
    // Well-formed JSON that React's decoder fails on: a missing part, a bare number, deep nesting.
    [action, '["/","$1"]', /does not carry: 1$/],
    [action, "5", /not a JSON list/],
    [action, "[".repeat(5000) + "]".repeat(5000), /deeper/],
    [
      multipart,
      field("$ACTION_REF_1", "") +
        field("$ACTION_1:0", `{"id":"${id}","bound":"$@2"}`) +
        `--${boundary}--\r\n`,
      /does not carry: \$ACTION_1:2$/,
    ],
  ] as const) {
    const r = await raw(baseURL!, "POST", "/login", headers, body);
    expect(r.status, body.slice(0, 80)).toBe(400);
    expect(r.headers["content-type"]).toContain("application/problem+json");
    expect(JSON.parse(r.body).detail).toMatch(detail);
  }
  expect((await raw(baseURL!, "GET", PATHS.page)).status).toBe(200);
});

// A route handler reads its whole body before it can judge it: next-auth's sign-in took a post of any
// size whole (docs/decisions/form-posts-read-at-the-front-door.md).
test("a body over 1 MiB to a route handler: 413, declared or chunked; a chunked sign-in still signs in", async ({
  baseURL,
}) => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const over = "email=" + "x".repeat(1024 * 1024);
  for (const headers of [form, { ...form, "transfer-encoding": "chunked" }]) {
    const r = await raw(baseURL!, "POST", "/api/auth/callback/credentials", headers, over);
    expect(r.status, JSON.stringify(headers)).toBe(413);
    expect(r.headers["content-type"]).toContain("application/problem+json");
    expect(JSON.parse(r.body).detail).toBe("A request's body is at most 1048576 bytes");
  }
  // Within the limit, sent in chunks: read at the front door and handed to next-auth as read.
  const { csrfToken, cookie } = await csrfOf(baseURL!);
  const body = new URLSearchParams({
    csrfToken,
    email: "fan@demo.local",
    password: DEMO_PASSWORD,
    callbackUrl: "/",
  }).toString();
  const signIn = await raw(
    baseURL!,
    "POST",
    "/api/auth/callback/credentials",
    { ...form, "transfer-encoding": "chunked", cookie },
    body,
  );
  expect(signIn.status).toBe(302);
  expect(String(signIn.headers["set-cookie"])).toContain("authjs.session-token=");
});

test("an address over 8 KiB: 414 on pages, the proxy and the service", async ({ baseURL }) => {
  for (const path of Object.values(PATHS)) {
    const r = await raw(baseURL!, "GET", `${path}?pad=${"x".repeat(8200)}`);
    expect(r.status, path).toBe(414);
    expect(JSON.parse(r.body)).toMatchObject({ status: 414, title: "URI Too Long" });
  }
});

// Raw bytes: a client that asks for br and gzip gets exactly one coding, and the bytes decode to the
// answer (an encoding applied twice would decode to more compressed bytes, not JSON or HTML).
test("answers are compressed when asked, once: the page, the proxy, /v1 and /openapi", async ({
  baseURL,
}) => {
  const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
  const u = new URL(baseURL!);
  const get = (path: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpRequest(
        { host: u.hostname, port: u.port, path, headers: { "accept-encoding": "br, gzip" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      )
        .on("error", reject)
        .end();
    });
  const decode = (r: { headers: IncomingHttpHeaders; body: Buffer }) =>
    (r.headers["content-encoding"] === "br" ? brotliDecompressSync(r.body) : gunzipSync(r.body)).toString(
      "utf8",
    );

  const page = await get("/seasons/62/ladder");
  expect(page.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
  const html = decode(page);
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  // The page's scripts: brotli (compressed once, at its highest quality), kept by browsers for good.
  const script = await get(/\/_next\/static\/[^"]+\.js/.exec(html)![0]);
  expect(script.headers["content-encoding"]).toBe("br");
  expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(decode(script).length).toBeGreaterThan(script.body.length);
  const proxied = await get("/api/sds/seasons/62/fixture");
  expect(proxied.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
  expect(JSON.parse(decode(proxied))).toHaveProperty("phases");
  const doc = await get("/openapi/1.68.0.json");
  expect(doc.headers["content-encoding"]).toBe("br");
  expect(JSON.parse(decode(doc))).toHaveProperty("openapi");
});

test("the files served beside the pages: never a 500 for a Range, a precondition or a method", async ({
  baseURL,
}) => {
  // Next's serving of public/ answered each of these 500, logging nothing (vercel/next.js#92141), and
  // a POST to a build file or the service worker too (server.ts serves them now: public-files.ts).
  const about = await raw(baseURL!, "GET", "/about");
  const script = /\/_next\/static\/[^"]+\.js/.exec(about.body)![0];
  const icon = await raw(baseURL!, "GET", "/icon-192.png");
  expect(icon.status).toBe(200);
  expect(icon.headers["content-type"]).toBe("image/png");
  for (const [name, value] of [
    ["range", "bytes=99999999-"],
    ["range", "bytes=abc"],
    ["if-match", '"not-this-one"'],
    ["if-unmodified-since", "Mon, 01 Jan 2001 00:00:00 GMT"],
  ]) {
    for (const path of ["/manifest.webmanifest", "/icon-192.png", "/favicon.ico"]) {
      const r = await raw(baseURL!, "GET", path, { [name]: value });
      expect([path, name, value, r.status]).toEqual([path, name, value, name === "range" ? 200 : 412]);
    }
  }
  const revalidated = await raw(baseURL!, "GET", "/manifest.webmanifest", {
    "if-none-match": String((await raw(baseURL!, "GET", "/manifest.webmanifest")).headers.etag),
  });
  expect(revalidated.status).toBe(304);
  for (const path of ["/manifest.webmanifest", "/icon-192.png", script, "/sw.js"])
    for (const method of ["POST", "OPTIONS"]) {
      const post = method === "POST";
      const r = await raw(
        baseURL!,
        method,
        path,
        post ? { "content-type": "text/plain" } : {},
        post ? "x" : undefined,
      );
      expect([path, method, r.status]).toEqual([path, method, 405]);
      expect(r.headers.allow).toBe("GET, HEAD");
    }
});
