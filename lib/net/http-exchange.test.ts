import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpExchange, httpExchange, serveInProcess } from "./http-exchange";

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** A server of its own (its own port: connections kept by another test are not reused here). */
async function serve(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => handler(req, res, body));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const text = (b: Uint8Array) => new TextDecoder().decode(b);
const JSON_BODY = JSON.stringify({ matchId: 1, home: { periods: [1, 2, 3, 4] } });

describe("httpExchange", () => {
  it("answers status, headers by any case and the whole body; one connection kept for both calls", async () => {
    const seen: { port: number; enc: string | undefined; auth: string | undefined }[] = [];
    const base = await serve((req, res) => {
      seen.push({
        port: req.socket.remotePort!,
        enc: req.headers["accept-encoding"],
        auth: req.headers.authorization,
      });
      res.writeHead(201, { "content-type": "application/json", "x-Two": ["a", "b"] }).end(JSON_BODY);
    });
    const a = await httpExchange(`${base}/v1/x?y=1`, { headers: { authorization: "Bearer t" } });
    expect(a.status).toBe(201);
    expect(text(a.body)).toBe(JSON_BODY);
    expect(a.headers.get("Content-Type")).toBe("application/json");
    expect(a.headers.get("x-two")).toBe("a, b");
    expect(a.headers.get("retry-after")).toBeNull();
    await httpExchange(`${base}/v1/x`, { headers: { "accept-encoding": "identity" } });
    // Like fetch: the compressed encodings unless the caller names one.
    expect(seen.map((s) => [s.enc, s.auth])).toEqual([
      ["gzip, deflate, br", "Bearer t"],
      ["identity", undefined],
    ]);
    expect(seen[1].port).toBe(seen[0].port);
  });

  it("posts its body with the method and length", async () => {
    let got: [string | undefined, string | undefined, string] = [undefined, undefined, ""];
    const base = await serve((req, res, body) => {
      got = [req.method, req.headers["content-length"], body];
      res.end("{}");
    });
    const payload = '{"playerMetricRequests":[{"metricCodes":["GOAL"]}]} ü';
    await httpExchange(`${base}/p`, { method: "POST", headers: {}, body: payload });
    expect(got).toEqual(["POST", String(Buffer.byteLength(payload)), payload]);
  });

  it("decodes gzip and brotli bodies; a decoded answer names no coding or length", async () => {
    const base = await serve((req, res) => {
      const [coding, bytes] =
        req.url === "/gz"
          ? ["gzip", gzipSync(JSON_BODY)]
          : req.url === "/br"
            ? ["br", brotliCompressSync(JSON_BODY)]
            : ["identity", Buffer.from(JSON_BODY)];
      res.writeHead(200, { "content-encoding": coding, "content-length": bytes.byteLength }).end(bytes);
    });
    for (const path of ["/gz", "/br"]) {
      const a = await httpExchange(`${base}${path}`, { headers: {} });
      expect(text(a.body)).toBe(JSON_BODY);
      expect([a.headers.get("content-encoding"), a.headers.get("content-length")]).toEqual([null, null]);
    }
    const plain = await httpExchange(`${base}/id`, { headers: {} });
    expect(text(plain.body)).toBe(JSON_BODY);
    expect(plain.headers.get("content-length")).toBe(String(JSON_BODY.length));
  });

  it("gathers a body of no declared length, chunk by chunk", async () => {
    const chunk = "x".repeat(50_000);
    const base = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      for (let i = 0; i < 5; i++) res.write(`${i}${chunk}`);
      res.end("!");
    });
    const a = await httpExchange(base, { headers: {} });
    expect(a.body.byteLength).toBe(5 * 50_001 + 1);
    expect(text(a.body).slice(0, 3)).toBe("0xx");
    expect(text(a.body).endsWith("4" + chunk + "!")).toBe(true);
    // Its own buffer, of its size: not a view of the larger one it was gathered in.
    expect(a.body.buffer.byteLength).toBe(a.body.byteLength);
  });

  it("a deadline passed rejects with the signal's TimeoutError, before the answer or within its body", async () => {
    const base = await serve((req, res) => {
      if (req.url === "/body") {
        res.writeHead(200, { "content-length": 100 });
        res.write("partial");
      }
    });
    for (const path of ["/never", "/body"]) {
      const err = await httpExchange(`${base}${path}`, {
        headers: {},
        signal: AbortSignal.timeout(100),
      }).catch((e: Error) => e);
      expect((err as Error).name).toBe("TimeoutError");
    }
    const already = AbortSignal.abort(new DOMException("gone", "TimeoutError"));
    await expect(httpExchange(base, { headers: {}, signal: already })).rejects.toThrow("gone");
  });

  it("a body cut short is an error, never a short answer", async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { "content-length": 100 });
      res.write("only this");
      setTimeout(() => res.socket?.destroy(), 20);
    });
    await expect(httpExchange(base, { headers: {} })).rejects.toThrow();
  });

  it("a kept connection the server closed is asked again once on a new one; a new connection's failure is not", async () => {
    const perSocket = new WeakMap<Socket, number>();
    let requests = 0;
    const base = await serve((req, res) => {
      requests++;
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      // The second request on a kept connection: closed without an answer, as a server closing an idle
      // connection just as the request arrives.
      if (n >= 2) req.socket.destroy();
      else res.end(`{"n":${requests}}`);
    });
    expect(text((await httpExchange(base, { headers: {} })).body)).toBe('{"n":1}');
    expect(text((await httpExchange(base, { headers: {} })).body)).toBe('{"n":3}');
    expect(requests).toBe(3);

    const closing = await serve((req) => req.socket.destroy());
    await expect(httpExchange(closing, { headers: {} })).rejects.toMatchObject({ code: "ECONNRESET" });
  });

  it("a body past the limit, as sent or once decoded, is refused", async () => {
    const big = "y".repeat(5_000);
    const base = await serve((req, res) => {
      if (req.url === "/gz") res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(big));
      else res.end(big);
    });
    const small = createHttpExchange({ bodyMax: 4_000 });
    for (const path of ["/plain", "/gz"])
      await expect(small(`${base}${path}`, { headers: {} })).rejects.toThrow("larger than 4000 bytes");
    expect(
      (await createHttpExchange({ bodyMax: 5_000 })(`${base}/gz`, { headers: {} })).body.byteLength,
    ).toBe(5_000);
  });

  it("an address nobody answers is an error naming it", async () => {
    const base = await serve(() => {});
    const port = new URL(base).port;
    await new Promise((r) => servers.pop()!.close(r));
    await expect(httpExchange(`http://127.0.0.1:${port}/`, { headers: {} })).rejects.toThrow(
      `ECONNREFUSED 127.0.0.1:${port}`,
    );
  });
});

describe("serveInProcess", () => {
  it("sends this thread's exchanges with one origin to the exchange given, until withdrawn", async () => {
    let socketCalls = 0;
    const base = await serve((_req, res) => {
      socketCalls++;
      res.end("{}");
    });
    const asked: string[] = [];
    serveInProcess(base, async (url, init) => {
      asked.push(`${init.method ?? "GET"} ${url} ${init.headers.authorization}`);
      return { status: 203, headers: { get: () => null }, body: new Uint8Array([123, 125]) };
    });
    try {
      const a = await httpExchange(`${base}/v1/leagues`, { headers: { authorization: "Bearer t" } });
      expect(a.status).toBe(203);
      expect(asked).toEqual([`GET ${base}/v1/leagues Bearer t`]);
      expect(socketCalls).toBe(0);
    } finally {
      serveInProcess(base, null);
    }
    expect((await httpExchange(`${base}/v1/leagues`, { headers: {} })).status).toBe(200);
    expect(socketCalls).toBe(1);
  });
});
