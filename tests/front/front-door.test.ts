import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withFrontDoor, MAX_URL_BYTES } from "@/lib/security/front-door";
import { BODY_LIMIT } from "@/lib/security/form-posts";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { PERMISSIONS_POLICY } from "@/lib/security/security-headers";

// The front server's listener over real HTTP; behind it, a handler that answers the way both the
// service (writeHead with its own headers) and Next do, and records what reached it.
let server: Server;
let port: number;
const reached: {
  url: string;
  address?: string;
  cookie?: string;
  forwardedHost?: string;
  body?: string;
}[] = [];
// The Host the handler was given last.
let lastHost: string | undefined;

beforeAll(async () => {
  server = createServer(
    { maxHeaderSize: 65_536 },
    withFrontDoor(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString("utf8");
      lastHost = req.headers.host;
      reached.push({
        url: req.url!,
        address: req.headers[CLIENT_ADDRESS_HEADER] as string,
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        ...(req.headers["x-forwarded-host"]
          ? { forwardedHost: String(req.headers["x-forwarded-host"]) }
          : {}),
        ...(body ? { body } : {}),
      });
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    }),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

// node:http's client, not fetch: fetch refuses TRACE and normalises addresses.
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

// A multipart body as a browser builds one: a long boundary, each field a part.
const BOUNDARY = "----formdata-front-door-0123456789";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const multipart = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("") + `--${BOUNDARY}--\r\n`;

const SECURITY = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
];

describe("the front door", () => {
  it.each(["/", "/v1/leagues", "/api/sds/v1/leagues", "/oauth/token", "/matches/2024001"])(
    "answers TRACE, PUT and DELETE on %s with 405 naming the methods, without reaching a handler",
    async (path) => {
      const before = reached.length;
      for (const m of ["TRACE", "PUT", "DELETE", "PATCH"]) {
        const r = await send(m, path);
        expect(r.status).toBe(405);
        expect(r.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
        expect(r.headers["content-type"]).toBe("application/problem+json");
        expect(JSON.parse(r.body)).toMatchObject({ status: 405, title: "Method Not Allowed" });
      }
      expect(reached.length).toBe(before);
    },
  );

  it.each(["/%ff", "/v1/leagues/%ff", "/api/sds/v1/%E0%A4%A", "/matches/1?period=%zz", "/%", "/a%2"])(
    "answers broken percent-encoding %s with 400",
    async (path) => {
      const r = await send("GET", path);
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body).detail).toMatch(/percent-encoding/);
    },
  );

  it.each(["/", "/v1/leagues", "/api/sds/v1/leagues", "/openapi/1.68.0.json"])(
    "answers an address over 8 KiB on %s with 414, and one of exactly 8 KiB normally",
    async (path) => {
      const pad = (n: number) => `${path}?x=${"a".repeat(n - path.length - 3)}`;
      const long = await send("GET", pad(MAX_URL_BYTES + 1));
      expect(long.status).toBe(414);
      expect(JSON.parse(long.body)).toMatchObject({ status: 414, title: "URI Too Long" });
      expect((await send("GET", pad(MAX_URL_BYTES))).status).toBe(200);
      const head = await send("HEAD", pad(MAX_URL_BYTES + 1));
      expect(head.status).toBe(414);
      expect(head.body).toBe("");
    },
  );

  it("puts the security headers on answers it passes on and on its refusals; HSTS only over HTTPS", async () => {
    for (const r of [await send("GET", "/v1/leagues"), await send("TRACE", "/")]) {
      for (const h of SECURITY) expect(r.headers[h], h).toBeTruthy();
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      expect(r.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(r.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
      expect(r.headers["strict-transport-security"]).toBeUndefined();
    }
    const viaTls = await send("GET", "/", { "x-forwarded-proto": "https" });
    expect(viaTls.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
  });

  it("denies powerful browser features to every origin, ours included", async () => {
    const policy = (await send("GET", "/v1/leagues")).headers["permissions-policy"] as string;
    const entries = policy.split(", ");
    // Each directive with an empty allowlist: no origin may use the feature, not even this one.
    for (const e of entries) expect(e).toMatch(/^[a-z][a-z-]*=\(\)$/);
    const denied = entries.map((e) => e.slice(0, -3));
    for (const f of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"])
      expect(denied, f).toContain(f);
    // FLoC's directive is obsolete (browsing-topics replaced it); each feature is named once.
    expect(denied).not.toContain("interest-cohort");
    expect(new Set(denied).size).toBe(denied.length);
  });

  it("lets only an embed be framed, and passes it on without the visitor's cookies", async () => {
    const cookie = "authjs.session-token=abc";
    const embed = await send("GET", "/embed/seasons/73/ladder", { cookie });
    expect(embed.headers["x-frame-options"]).toBeUndefined();
    expect(embed.headers["x-content-type-options"]).toBe("nosniff");
    expect(reached.at(-1)).toEqual({ url: "/embed/seasons/73/ladder", address: "127.0.0.1" });
    const page = await send("GET", "/seasons/73/ladder", { cookie });
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(reached.at(-1)?.cookie).toBe(cookie);
    const sneaky = await send("GET", "/embed/../login", { cookie });
    expect(sneaky.headers["x-frame-options"]).toBe("DENY");
  });

  it("takes an absolute-form target as its path and its authority as the Host, never as a redirect", async () => {
    const r = await send("GET", "http://other.example:8080/matches/1?x=2", { host: "footy.example" });
    expect(r.status).toBe(200);
    expect(r.headers.location).toBeUndefined();
    expect(reached.at(-1)?.url).toBe("/matches/1?x=2");
    expect(lastHost).toBe("other.example:8080");
    const service = await send("GET", "http://footy.example/v1/leagues");
    expect(service.status).toBe(200);
    expect(reached.at(-1)?.url).toBe("/v1/leagues");
  });

  it("answers OPTIONS * for the whole server, and refuses * or a target that is no path", async () => {
    const before = reached.length;
    const star = await send("OPTIONS", "*");
    expect(star.status).toBe(204);
    expect(star.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(star.headers["x-content-type-options"]).toBe("nosniff");
    for (const [method, target, detail] of [
      ["GET", "*", "The request target * is for OPTIONS only"],
      ["GET", "ftp://footy.example/x", "The request target is neither a path nor an http(s) address"],
    ]) {
      const r = await send(method, target);
      expect(r.status, target).toBe(400);
      expect(JSON.parse(r.body).detail, target).toBe(detail);
      expect(r.headers["x-content-type-options"], "security headers on the refusal").toBe("nosniff");
    }
    expect(reached.length).toBe(before);
  });

  it("tells the handlers the socket's address, replacing one the client sent", async () => {
    await send("GET", "/who", { [CLIENT_ADDRESS_HEADER]: "6.6.6.6" });
    expect(reached.at(-1)).toEqual({ url: "/who", address: "127.0.0.1" });
  });

  it("refuses a page request whose Host is not a host with 400 naming the header, before any handler", async () => {
    const before = reached.length;
    for (const host of [
      "a:b:c",
      "evil.example/path",
      "user@evil.example",
      "[::1",
      "example.org:99999",
      "a b",
    ]) {
      const r = await send("GET", "/", { host });
      expect(r.status, host).toBe(400);
      expect(r.headers["content-type"]).toBe("application/problem+json");
      expect(JSON.parse(r.body).detail, host).toBe(
        "The Host header is not a host name or address with an optional port",
      );
      expect(r.headers["x-content-type-options"], "security headers on the refusal").toBe("nosniff");
    }
    expect(reached.length).toBe(before);
    for (const host of ["footy.example", "footy.example:8080", "127.0.0.1:3000", "[::1]:3000", "app_1"]) {
      expect((await send("GET", "/", { host })).status, host).toBe(200);
    }
  });

  it("takes a visitor's X-Forwarded-Host off the request unless a proxy is trusted, and checks a proxy's", async () => {
    const trust = process.env.TRUST_PROXY;
    try {
      delete process.env.TRUST_PROXY;
      // Not believed, so not checked either: it never reaches a handler.
      for (const forwarded of ["evil.example", "a:b:c"]) {
        expect((await send("GET", "/fwd", { "x-forwarded-host": forwarded })).status).toBe(200);
        expect(reached.at(-1)).toEqual({ url: "/fwd", address: "127.0.0.1" });
      }
      process.env.TRUST_PROXY = "1";
      expect((await send("GET", "/fwd", { "x-forwarded-host": "footy.example, inner" })).status).toBe(200);
      // Cut to the host the visitor asked for: the pages' readers take the header whole.
      expect(reached.at(-1)?.forwardedHost).toBe("footy.example");
      expect((await send("GET", "/fwd", { "x-forwarded-host": "" })).status).toBe(400);
      const bad = await send("GET", "/fwd", { "x-forwarded-host": "a:b:c" });
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.body).detail).toContain("The X-Forwarded-Host header");
    } finally {
      if (trust === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = trust;
    }
  });

  it("takes an X-Forwarded-Proto of http or https, cut to its first entry; refuses any other", async () => {
    const proto = async (value: string) => {
      const r = await send("GET", "/proto", { "x-forwarded-proto": value });
      return { status: r.status, hsts: r.headers["strict-transport-security"] !== undefined, body: r.body };
    };
    expect(await proto("HTTPS, http")).toMatchObject({ status: 200, hsts: true });
    expect(await proto("http")).toMatchObject({ status: 200, hsts: false });
    for (const value of ["gopher", "", "https:"]) {
      const r = await proto(value);
      expect(r.status, value).toBe(400);
      expect(JSON.parse(r.body).detail).toBe("The X-Forwarded-Proto header is not http or https");
    }
  });

  it("refuses a server action sent as anything but text/plain or multipart/form-data", async () => {
    const before = reached.length;
    for (const type of ["application/x-www-form-urlencoded", "application/json", ""]) {
      const r = await send("POST", "/login", {
        "next-action": "abc",
        ...(type ? { "content-type": type } : {}),
      });
      expect(r.status, type).toBe(400);
      expect(JSON.parse(r.body).detail).toBe("A server action is sent as text/plain or multipart/form-data");
    }
    expect(reached.length).toBe(before);
    expect(
      (
        await send(
          "POST",
          "/login",
          { "next-action": "abc", "content-type": "text/plain;charset=UTF-8" },
          "[]",
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await send(
          "POST",
          "/login",
          { "next-action": "abc", "content-type": MULTIPART },
          multipart({ "0": "[]" }),
        )
      ).status,
    ).toBe(200);
    // A form posted without the header (no script) is the page's to answer.
    expect(
      (await send("POST", "/login", { "content-type": "application/x-www-form-urlencoded" })).status,
    ).toBe(200);
  });

  it("reads a page's form post and hands it on with its body intact", async () => {
    const body = multipart({
      $ACTION_REF_1: "",
      "$ACTION_1:0": '{"id":"abc","bound":"$@1"}',
      "$ACTION_1:1": '["/",{"message":null,"email":""}]',
      email: "a@b.c",
    });
    const r = await send("POST", "/login?next=%2Fabout", { "content-type": MULTIPART }, body);
    expect(r.status).toBe(200);
    expect(reached.at(-1)).toMatchObject({ url: "/login?next=%2Fabout", body });
  });

  it.each([
    [
      "a multipart body that does not parse",
      { "content-type": MULTIPART },
      "not multipart at all",
      "The body is not multipart/form-data with the boundary its Content-Type names",
    ],
    [
      "a script-less action field that is not JSON",
      { "content-type": MULTIPART },
      multipart({ $ACTION_REF_1: "", "$ACTION_1:0": "{oops" }),
      "The field $ACTION_1:0 is not JSON",
    ],
    [
      "an action's field 0 that is not JSON",
      { "content-type": MULTIPART, "next-action": "abc" },
      multipart({ "0": "nope" }),
      "The field 0 is not JSON",
    ],
    [
      "an action's text body that is not JSON",
      { "content-type": "text/plain", "next-action": "abc" },
      "[1,",
      "A server action's body is not JSON",
    ],
  ])("refuses %s with a 400 naming it, before Next", async (_, headers, body, detail) => {
    const before = reached.length;
    const r = await send("POST", "/seasons/62/ladder", headers, body);
    expect(r.status).toBe(400);
    expect(r.headers["content-type"]).toContain("application/problem+json");
    expect(JSON.parse(r.body).detail).toBe(detail);
    expect(reached.length).toBe(before);
  });

  it("refuses a form post over the limit with a 413, read or declared", async () => {
    const before = reached.length;
    const big = multipart({ note: "x".repeat(BODY_LIMIT) });
    const r = await send("POST", "/login", { "content-type": MULTIPART }, big);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body).detail).toBe(`A request's body is at most ${BODY_LIMIT} bytes`);
    // Chunked (no length given): counted as it arrives.
    const chunked = await send(
      "POST",
      "/login",
      { "content-type": "text/plain", "next-action": "abc", "transfer-encoding": "chunked" },
      "[" + "1,".repeat(BODY_LIMIT / 2) + "1]",
    );
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).title).toBe("Content Too Large");
    expect(reached.length).toBe(before);
  });

  it("refuses a declared length over the limit before the body comes; takes one of exactly the limit", async () => {
    // A raw socket: the request says 10 MiB and sends 10 bytes; the answer must not wait for the rest.
    const socket = connect(port, "127.0.0.1");
    socket.write(
      `POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${MULTIPART}\r\n` +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n0123456789`,
    );
    const head = await new Promise<string>((resolve) => socket.once("data", (c) => resolve(String(c))));
    socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    const exact = multipart({ note: "" });
    const padded = multipart({ note: "x".repeat(BODY_LIMIT - exact.length) });
    expect(Buffer.byteLength(padded)).toBe(BODY_LIMIT);
    expect((await send("POST", "/login", { "content-type": MULTIPART }, padded)).status).toBe(200);
  });

  // A route handler reads its whole body before it can judge it (next-auth's sign-in took any size).
  it("bounds a route handler's body too: 413 over the limit, declared or chunked; handed on whole up to it", async () => {
    const before = reached.length;
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const over = "email=" + "x".repeat(BODY_LIMIT);
    for (const [path, headers] of [
      ["/api/auth/callback/credentials", form],
      ["/api/my-club", { "content-type": "application/json" }],
      ["/api/auth/signin", { ...form, "transfer-encoding": "chunked" }],
      ["/seasons/62/ladder", { "content-type": "text/plain", "transfer-encoding": "chunked" }],
    ] as const) {
      const r = await send("POST", path, headers, over);
      expect(r.status, `${path} ${JSON.stringify(headers)}`).toBe(413);
      expect(JSON.parse(r.body).detail).toBe(`A request's body is at most ${BODY_LIMIT} bytes`);
    }
    expect(reached.length).toBe(before);
    const socket = connect(port, "127.0.0.1");
    socket.write(
      "POST /api/auth/callback/credentials HTTP/1.1\r\nHost: localhost\r\n" +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${600 * 1024 * 1024}\r\n\r\nemail=`,
    );
    const head = await new Promise<string>((resolve) => socket.once("data", (c) => resolve(String(c))));
    socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    const whole = "email=" + "x".repeat(BODY_LIMIT - "email=".length);
    for (const headers of [form, { ...form, "transfer-encoding": "chunked" }]) {
      expect((await send("POST", "/api/auth/callback/credentials", headers, whole)).status).toBe(200);
      expect(reached.at(-1)?.body).toBe(whole);
    }
  });

  // A client that writes its whole body before it reads the answer must still get it: a close while it
  // writes resets the connection, and on a busy machine its 413 with it (seen end to end, "write EPIPE").
  it("a refused body is read to its end, to a bound: the client's writes land, the answer stands, the connection serves on", async () => {
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (c: Buffer) => received.push(c));
    const closed = new Promise<void>((r) => socket.once("close", () => r()));
    const answers = () =>
      Buffer.concat(received)
        .toString("latin1")
        .match(/HTTP\/1\.1 \d{3}/g) ?? [];
    const until = async (n: number) => {
      for (let i = 0; i < 200 && answers().length < n; i++) await new Promise((r) => setTimeout(r, 10));
    };
    const size = 2 * BODY_LIMIT;
    socket.write(
      "POST /api/auth/callback/credentials HTTP/1.1\r\nHost: localhost\r\n" +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`,
    );
    await until(1); // answered before the body comes
    expect(answers()).toEqual(["HTTP/1.1 413"]);
    // The whole body, after the answer: no error writing it.
    await new Promise<void>((resolve, reject) =>
      socket.write(Buffer.alloc(size, 120), (e) => (e ? reject(e) : resolve())),
    );
    socket.write("GET /after HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await closed;
    expect(answers()).toEqual(["HTTP/1.1 413", "HTTP/1.1 200"]);
    expect(reached.at(-1)?.url).toBe("/after");
  });

  it("cuts a refused body past the bound, after answering it", async () => {
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (c: Buffer) => received.push(c));
    socket.on("error", () => {}); // the cut may reach the writer as a reset
    const closed = new Promise<void>((r) => socket.once("close", () => r()));
    socket.write(
      "POST /api/auth/callback/credentials HTTP/1.1\r\nHost: localhost\r\n" +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${600 * 1024 * 1024}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 120);
    let written = 0;
    for (; written < 64 && !socket.destroyed; written++)
      await new Promise<void>((r) => socket.write(chunk, () => r()));
    await closed;
    expect(Buffer.concat(received).toString("latin1")).toMatch(/^HTTP\/1\.1 413 /);
    expect(written).toBeLessThan(64); // cut on the way, not read to the end
  });

  it("checks a script's arguments in a text body and in a multipart body read as it streams", async () => {
    const action = { "next-action": "abc" };
    const refused = async (headers: Record<string, string>, body: string) => {
      const r = await send("POST", "/login", headers, body);
      expect(r.status, body).toBe(400);
      expect(JSON.parse(r.body).title).toBe("Bad Request");
      return JSON.parse(r.body).detail as string;
    };
    const text = { ...action, "content-type": "text/plain;charset=UTF-8" };
    expect(await refused(text, '["$1"]')).toBe(
      "A server action's arguments refer to a part the body does not carry: 1",
    );
    expect(await refused(text, "5")).toBe("A server action's arguments are not a JSON list");
    const form = { ...action, "content-type": MULTIPART };
    expect(await refused(form, multipart({ "0": '["$1"]', "1": "[]" }))).toBe(
      "The part 1 comes after the part 0 that needs it",
    );
    // In order, with a temporary reference (the script's decoder takes them): handed on.
    const before = reached.length;
    const ordered = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="1"\r\n\r\n[]\r\n${multipart({ "0": '["$1","$T"]' })}`;
    expect((await send("POST", "/login", form, ordered)).status).toBe(200);
    expect(reached.length).toBe(before + 1);
  });

  it("checks each action a script-less form names, whatever fields come first", async () => {
    const body = multipart({
      email: "a@b.c",
      $ACTION_REF_12: "",
      "$ACTION_12:0": '{"id":"abc","bound":"$@1"}',
      "$ACTION_12:1": '["$T"]',
    });
    // A media type written with a space before its parameters is still multipart.
    const r = await send(
      "POST",
      "/login",
      { "content-type": `multipart/form-data ; boundary=${BOUNDARY}` },
      body,
    );
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body).detail).toBe(
      "A server action's arguments hold a value our actions do not take: $T",
    );
  });

  it("leaves route handlers' bodies and other methods to them", async () => {
    const before = reached.length;
    expect(
      (await send("POST", "/api/sds/oauth/token", { "content-type": MULTIPART }, "garbage")).status,
    ).toBe(200);
    expect(reached.at(-1)).toMatchObject({ url: "/api/sds/oauth/token", body: "garbage" });
    // A plain form post (no script, not multipart) is the page's to answer, as is a text body
    // without the script's header, and any method but POST.
    expect(
      (await send("POST", "/login", { "content-type": "application/x-www-form-urlencoded" }, "a=b")).status,
    ).toBe(200);
    expect((await send("POST", "/login", { "content-type": "text/plain" }, "[1,")).status).toBe(200);
    expect(
      (await send("OPTIONS", "/login", { "next-action": "abc", "content-type": "text/plain" })).status,
    ).toBe(200);
    expect(reached.length).toBe(before + 4);
  });
});
