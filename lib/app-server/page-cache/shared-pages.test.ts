import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createPageCache, SETTLED_PAGE_ROUTES } from "./page-cache";
import { recordPageRead, withRequestStatus } from "./request-status";
import { decodePage, encodePage, redisSharedPages } from "./shared-pages";

// App instances sharing rendered pages through a real Redis server: a page one instance rendered is
// served by another (or the same one restarted) without rendering it, only within one build and one
// data service, never past a change the instance was told of; a Redis that is down costs a render.
const url = inject("redisUrl");
const servers: Server[] = [];
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  for (const c of clients) c.disconnect();
});

async function instance(scope: { buildId: string; service: string }, redisUrl = url) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => {});
  clients.push(redis);
  const cache = createPageCache({ routes: SETTLED_PAGE_ROUTES, shared: redisSharedPages(redis, scope) });
  let renders = 0;
  const server = createServer((req, res) => {
    void cache.handle(req, res, (ctx) =>
      withRequestStatus(
        res,
        () => {
          renders++;
          recordPageRead("/seasons/62/ladder", 86_400_000);
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.end(`<!doctype html><p>${scope.buildId} render ${renders} ${"x".repeat(2000)}</p>`);
        },
        ctx,
      ),
    );
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Behind the load balancer every instance sees the public host.
  const get = (p: string) => fetch(`${base}${p}`, { headers: { "x-forwarded-host": "footy.example" } });
  return { cache, renders: () => renders, get };
}

const settle = () => new Promise((r) => setTimeout(r, 50)); // the write to Redis is not awaited

describe.runIf(url || process.env.CI)("instances sharing rendered pages through Redis", () => {
  const scope = () => ({ buildId: `b-${Math.random().toString(36).slice(2)}`, service: "svc" });

  it("a page one instance rendered is served by another without a render, and then kept there", async () => {
    const s = scope();
    const a = await instance(s);
    const first = await a.get("/seasons/62/ladder");
    expect(first.headers.get("x-footy-page-cache")).toBe("miss");
    const html = await first.text();
    await settle();
    const b = await instance(s);
    const shared = await b.get("/seasons/62/ladder");
    expect(shared.headers.get("x-footy-page-cache")).toBe("shared");
    expect(await shared.text()).toBe(html);
    expect(shared.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect((await b.get("/seasons/62/ladder")).headers.get("x-footy-page-cache")).toBe("hit");
    expect(b.renders()).toBe(0);
  });

  it("another build or another data service renders its own", async () => {
    const s = scope();
    const a = await instance(s);
    await a.get("/seasons/62/fixture");
    await settle();
    const otherBuild = await instance({ ...s, buildId: `${s.buildId}-2` });
    expect((await otherBuild.get("/seasons/62/fixture")).headers.get("x-footy-page-cache")).toBe("miss");
    const otherService = await instance({ ...s, service: "elsewhere" });
    expect((await otherService.get("/seasons/62/fixture")).headers.get("x-footy-page-cache")).toBe("miss");
  });

  it("a copy kept before a change the instance was told of is not taken", async () => {
    const s = scope();
    const a = await instance(s);
    await a.get("/seasons/62/squads");
    await settle();
    const b = await instance(s);
    b.cache.invalidate((tag) => tag.startsWith("/seasons/62/"));
    expect((await b.get("/seasons/62/squads")).headers.get("x-footy-page-cache")).toBe("miss");
    expect(b.renders()).toBe(1);
  });

  it("a Redis that is down costs a render, nothing else", async () => {
    const down = await instance(scope(), "redis://127.0.0.1:1");
    const res = await down.get("/seasons/62/ladder");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-footy-page-cache")).toBe("miss");
    expect((await down.get("/seasons/62/ladder")).headers.get("x-footy-page-cache")).toBe("hit");
  });
});

describe("the stored form of a page", () => {
  it("round-trips headers, times, tags and bytes; damaged values are misses", () => {
    const page = {
      headers: { "content-type": "text/html", link: ["</a.css>; rel=preload"] },
      body: Buffer.from("<p>ü</p>"),
      storedAt: 1,
      freshUntil: 2,
      tags: new Set(["/seasons/62/ladder"]),
    };
    expect(decodePage(encodePage(page))).toEqual(page);
    expect(decodePage(Buffer.from([0, 0, 0, 2, 123, 125]))).toBeUndefined();
    expect(decodePage(Buffer.from([0, 0]))).toBeUndefined();
  });
});
