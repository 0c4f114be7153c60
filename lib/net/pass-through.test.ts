import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passThrough } from "./pass-through";

// A real server behind a real front server over loopback: what the service's thread is to the app's
// port (lib/data-service/thread/service-thread.ts).

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let seen: Seen;
let target: Server;
let front: Server;
let base: string;
let through: ReturnType<typeof passThrough>;

const listen = (s: Server) =>
  new Promise<number>((resolve) =>
    s.listen(0, "127.0.0.1", () => resolve((s.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  target = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      if (req.url === "/big") {
        // Written in pieces, as a season's statistics leave the service.
        res.writeHead(200, { "content-type": "application/json", "x-answer": "big" });
        for (let i = 0; i < 50; i++) res.write("x".repeat(100_000));
        return void res.end();
      }
      res.writeHead(req.url === "/missing" ? 404 : 201, {
        "content-type": "application/json",
        "x-answer": "from the target",
        "keep-alive": "timeout=77",
      });
      res.end(JSON.stringify({ got: req.url }));
    });
  });
  const port = await listen(target);
  through = passThrough(port, { "x-added": "by the front" });
  front = createServer((req, res) => through.handle(req, res));
  base = `http://127.0.0.1:${await listen(front)}`;
});

afterAll(async () => {
  through.close();
  await new Promise((r) => front.close(r));
  await new Promise((r) => target.close(r));
});

describe("passThrough", () => {
  it("passes the method, address, headers and body on, with its own headers added", async () => {
    const res = await fetch(`${base}/oauth/token?x=1`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: "Basic abc" },
      body: "grant_type=client_credentials",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ got: "/oauth/token?x=1" });
    expect(seen.method).toBe("POST");
    expect(seen.url).toBe("/oauth/token?x=1");
    expect(seen.body).toBe("grant_type=client_credentials");
    expect(seen.headers.authorization).toBe("Basic abc");
    expect(seen.headers["x-added"]).toBe("by the front");
  });

  it("gives the answer's status and end-to-end headers back, not the target's connection headers", async () => {
    const res = await fetch(`${base}/missing`);
    expect(res.status).toBe(404);
    expect(res.headers.get("x-answer")).toBe("from the target");
    expect(res.headers.get("keep-alive")).not.toBe("timeout=77");
  });

  it("streams a large answer through whole", async () => {
    const res = await fetch(`${base}/big`);
    expect(res.headers.get("x-answer")).toBe("big");
    expect((await res.text()).length).toBe(50 * 100_000);
  });

  it("answers 502 with a problem naming the service when nothing answers there", async () => {
    const gone = createServer();
    const port = await listen(gone);
    await new Promise((r) => gone.close(r));
    const dead = passThrough(port, {});
    const s = createServer((req, res) => dead.handle(req, res));
    const url = `http://127.0.0.1:${await listen(s)}/v1/leagues`;
    try {
      const res = await fetch(url);
      expect(res.status).toBe(502);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(((await res.json()) as { detail: string }).detail).toMatch(/^The data service did not answer/);
    } finally {
      dead.close();
      await new Promise((r) => s.close(r));
    }
  });
});
