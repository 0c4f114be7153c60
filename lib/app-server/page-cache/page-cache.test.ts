import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  createPageCache,
  DATA_FREE_PAGE_ROUTES,
  keepForMs,
  pageKey,
  SETTLED_PAGE_ROUTES,
  STORE_PAGE_ROUTES,
} from "./page-cache";
import { newRequestStatus, recordIncompletePage, recordPageRead, withRequestStatus } from "./request-status";

// A stand-in for Next's renderer: the page's "data reads" are recorded through the request-status
// context exactly as the page data layer records them, and the body names the render's number.
interface Page {
  reads?: [string, number][];
  incomplete?: boolean;
  status?: number;
  setCookie?: boolean;
  gzip?: boolean;
  delayMs?: number;
  /** Markup added to the page (a build's progress bar). */
  extra?: string;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

async function start(page: () => Page, cache = createPageCache({ routes: SETTLED_PAGE_ROUTES })) {
  let renders = 0;
  server = createServer((req, res) => {
    void cache.handle(req, res, (ctx) =>
      withRequestStatus(
        res,
        async () => {
          const p = page();
          renders++;
          for (const [tag, ms] of p.reads ?? []) recordPageRead(tag, ms);
          if (p.incomplete) recordIncompletePage();
          if (p.delayMs) await new Promise((r) => setTimeout(r, p.delayMs));
          const html = `<!doctype html><p>render ${renders}</p>${p.extra ?? ""}${"x".repeat(4000)}`;
          res.statusCode = p.status ?? 200;
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.setHeader("content-security-policy", `script-src 'nonce-n${renders}'`);
          res.setHeader("vary", "rsc, Accept-Encoding");
          if (p.setCookie) res.setHeader("set-cookie", "a=b");
          if (p.gzip) {
            res.setHeader("content-encoding", "gzip");
            res.end(gzipSync(html));
          } else {
            res.write(html.slice(0, 100));
            res.end(html.slice(100));
          }
        },
        ctx,
      ),
    );
  });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", () => r()));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { base, cache, renders: () => renders };
}

const settled: Page = { reads: [["/seasons/62/fixture", 86_400_000]] };

describe("pageKey", () => {
  const req = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    ({ url, method, headers: { host: "h", ...headers } }) as never;
  it("keeps signed-out page requests of the listed routes, by scheme, host and address", () => {
    expect(pageKey(req("/seasons/62/ladder?round=5"), SETTLED_PAGE_ROUTES)).toBe(
      "http://h/seasons/62/ladder?round=5",
    );
    expect(pageKey(req("/"), SETTLED_PAGE_ROUTES)).toBe("http://h/");
    expect(pageKey(req("/matches/2024216"), SETTLED_PAGE_ROUTES)).toBe("http://h/matches/2024216");
    expect(pageKey(req("/players?q=daicos"), SETTLED_PAGE_ROUTES)).toBe("http://h/players?q=daicos");
    expect(pageKey(req("/seasons/62/squads/120?sort=goals"), SETTLED_PAGE_ROUTES)).toBe(
      "http://h/seasons/62/squads/120?sort=goals",
    );
    // Over TLS the page's policy differs (upgrade-insecure-requests): another page.
    expect(pageKey(req("/", { "x-forwarded-proto": "https" }), SETTLED_PAGE_ROUTES)).toBe("https://h/");
    expect(pageKey(req("/", { "x-forwarded-host": "footy.example" }), SETTLED_PAGE_ROUTES)).toBe(
      "http://footy.example/",
    );
  });
  it("renders anything else", () => {
    expect(pageKey(req("/matches/2024216/chains"), SETTLED_PAGE_ROUTES)).toBeUndefined();
    expect(pageKey(req("/seasons/62/leaders"), SETTLED_PAGE_ROUTES)).toBeUndefined();
    expect(pageKey(req("/seasons/62/squads/120/stats"), SETTLED_PAGE_ROUTES)).toBeUndefined();
    expect(pageKey(req("/", {}, "POST"), SETTLED_PAGE_ROUTES)).toBeUndefined();
    expect(pageKey(req("/", { rsc: "1" }), SETTLED_PAGE_ROUTES)).toBeUndefined();
    expect(pageKey(req("/", { "x-footy-warm-up": "1" }), SETTLED_PAGE_ROUTES)).toBeUndefined();
    expect(pageKey(req("/", { "next-router-prefetch": "1" }), SETTLED_PAGE_ROUTES)).toBeUndefined();
    for (const cookie of [
      "authjs.session-token=abc",
      "theme=dark; __Secure-authjs.session-token=abc",
      "authjs.session-token.0=abc",
    ])
      expect(pageKey(req("/", { cookie }), SETTLED_PAGE_ROUTES), cookie).toBeUndefined();
    // Cookies that are not a session do not make a page personal.
    expect(pageKey(req("/", { cookie: "authjs.callback-url=%2F" }), SETTLED_PAGE_ROUTES)).toBe("http://h/");
  });
});

describe("keepForMs", () => {
  const ctx = (f: (c: ReturnType<typeof newRequestStatus>) => void) => {
    const c = newRequestStatus();
    f(c);
    return c;
  };
  it("is the shortest freshness of the page's answers, within the cap", () => {
    const c = ctx((c) => {
      c.reads = 2;
      c.freshForMs = 5_000;
    });
    expect(keepForMs(c, 600_000)).toBe(5_000);
    expect(keepForMs(c, 2_000)).toBe(2_000);
  });
  it("keeps a data-free route's page that read nothing for the cap, unless it failed", () => {
    expect(keepForMs(newRequestStatus(), 20_000, "dataFree")).toBe(20_000);
    expect(
      keepForMs(
        ctx((c) => (c.status = 503)),
        20_000,
        "dataFree",
      ),
    ).toBe(0);
    expect(
      keepForMs(
        ctx((c) => (c.incomplete = true)),
        20_000,
        "dataFree",
      ),
    ).toBe(0);
    // Had it read something after all, its data's freshness rules, as on any route.
    expect(
      keepForMs(
        ctx((c) => ((c.reads = 1), (c.freshForMs = 5_000))),
        20_000,
        "dataFree",
      ),
    ).toBe(5_000);
  });
  it("is 0 for a page that read nothing, failed, did without a part, or whose data is already stale", () => {
    expect(keepForMs(newRequestStatus(), 600_000)).toBe(0);
    expect(
      keepForMs(
        ctx((c) => ((c.reads = 1), (c.freshForMs = 9e6), (c.incomplete = true))),
        6e5,
      ),
    ).toBe(0);
    expect(
      keepForMs(
        ctx((c) => ((c.reads = 1), (c.freshForMs = 9e6), (c.status = 429))),
        6e5,
      ),
    ).toBe(0);
    expect(
      keepForMs(
        ctx((c) => ((c.reads = 1), (c.freshForMs = 999))),
        6e5,
      ),
    ).toBe(0);
  });
});

describe("the rendered-page cache", () => {
  it("renders a settled page once and serves it again, compressed once, with its own headers", async () => {
    const { base, renders } = await start(() => settled);
    const first = await fetch(`${base}/seasons/62/ladder`);
    expect(first.headers.get("x-footy-page-cache")).toBe("miss");
    const html = await first.text();
    const again = await fetch(`${base}/seasons/62/ladder`, { headers: { "accept-encoding": "br" } });
    expect(again.headers.get("x-footy-page-cache")).toBe("hit");
    expect(again.headers.get("content-encoding")).toBe("br");
    // Next's own Vary, which names the encoding already, kept as it was.
    expect(again.headers.get("vary")).toBe("rsc, Accept-Encoding");
    // The page as rendered, nonce included: the policy and the page still agree.
    expect(await again.text()).toBe(html);
    expect(again.headers.get("content-security-policy")).toBe("script-src 'nonce-n1'");
    const head = await fetch(`${base}/seasons/62/ladder`, { method: "HEAD" });
    expect(head.headers.get("x-footy-page-cache")).toBe("hit");
    expect(renders()).toBe(1);
    // Another address is another page.
    await fetch(`${base}/seasons/62/ladder?round=3`);
    expect(renders()).toBe(2);
  });

  it("never fills a page from a HEAD, fresh or after its page went stale", async () => {
    let t = 0;
    const cache = createPageCache({ routes: SETTLED_PAGE_ROUTES, now: () => t });
    const { base, renders } = await start(() => ({ reads: [["/matches/1/score", 5_000]] }), cache);
    expect(
      (await fetch(`${base}/matches/1`, { method: "HEAD" })).headers.get("x-footy-page-cache"),
    ).toBeNull();
    expect(cache.size).toBe(0);
    await fetch(`${base}/matches/1`);
    t = 6_000;
    await fetch(`${base}/matches/1`, { method: "HEAD" });
    expect(cache.counts.kept).toBe(1);
    expect(renders()).toBe(3);
  });

  it("keeps a page Next sent gzipped as the page itself", async () => {
    const { base } = await start(() => ({ ...settled, gzip: true }));
    const first = await (await fetch(`${base}/glossary`)).text();
    const again = await fetch(`${base}/glossary`, { headers: { "accept-encoding": "identity" } });
    expect(again.headers.get("x-footy-page-cache")).toBe("hit");
    expect(again.headers.get("content-encoding")).toBeNull();
    expect(await again.text()).toBe(first);
  });

  it("keeps a data-free page (/about) that read nothing, and only where its route is named so", async () => {
    const cache = createPageCache({ routes: SETTLED_PAGE_ROUTES, dataFreeRoutes: DATA_FREE_PAGE_ROUTES });
    const { base, renders } = await start(() => ({}), cache);
    await fetch(`${base}/about`);
    const again = await fetch(`${base}/about`);
    expect(again.headers.get("x-footy-page-cache")).toBe("hit");
    expect(await again.text()).toContain("render 1");
    // A data route that read nothing is not what its page should be: rendered again.
    await fetch(`${base}/glossary`);
    expect((await fetch(`${base}/glossary`)).headers.get("x-footy-page-cache")).not.toBe("hit");
    expect(renders()).toBe(3);
  });

  it("keeps a store's page once complete, never while its build's progress shows", async () => {
    let building = true;
    const cache = createPageCache({ routes: SETTLED_PAGE_ROUTES, storeRoutes: STORE_PAGE_ROUTES });
    const progress = '<div data-testid="build-progress">Adding up the season: 3 of 216 matches</div>';
    // The season's fixture read through the service (a day fresh), the leaderboard from the app's store.
    const { base, renders } = await start(() => ({ ...settled, extra: building ? progress : "" }), cache);
    const cacheOf = async (path: string) => (await fetch(`${base}${path}`)).headers.get("x-footy-page-cache");
    await cacheOf("/seasons/62/leaders");
    expect(await cacheOf("/seasons/62/leaders")).not.toBe("hit");
    building = false;
    await cacheOf("/seasons/62/leaders");
    expect(await cacheOf("/seasons/62/leaders")).toBe("hit");
    expect(renders()).toBe(3);
  });

  it("keeps a store's page that read no service answer (the records, from the app's stores)", async () => {
    const { base } = await start(() => ({}), createPageCache({ routes: [], storeRoutes: STORE_PAGE_ROUTES }));
    await fetch(`${base}/records`);
    expect((await fetch(`${base}/records`)).headers.get("x-footy-page-cache")).toBe("hit");
  });

  it("lists the stores' pages a visitor opens first", () => {
    const listed = (path: string) => STORE_PAGE_ROUTES.some((r) => r.test(path));
    for (const path of [
      "/seasons/73/leaders",
      "/seasons/73/predictor",
      "/seasons/73/brownlow",
      "/seasons/73/teams",
      "/seasons/73/explore",
      "/seasons/73/squads/120/stats",
      "/players/1234",
      "/clubs",
      "/clubs/120",
      "/head-to-head",
      "/records",
    ])
      expect(listed(path), path).toBe(true);
    for (const path of ["/seasons/73/squads/120/scout", "/records/x", "/seasons/73/leaders/x"])
      expect(listed(path), path).toBe(false);
  });

  it("does not keep /about where its route is not named data-free", async () => {
    const { base, renders } = await start(() => ({}), createPageCache({ routes: SETTLED_PAGE_ROUTES }));
    await fetch(`${base}/about`);
    expect((await fetch(`${base}/about`)).headers.get("x-footy-page-cache")).toBeNull();
    expect(renders()).toBe(2);
  });

  it("renders signed-in visitors' pages for them every time", async () => {
    const { base, renders } = await start(() => settled);
    await fetch(`${base}/`);
    const mine = await fetch(`${base}/`, { headers: { cookie: "authjs.session-token=t" } });
    expect(mine.headers.get("x-footy-page-cache")).toBeNull();
    expect(await mine.text()).toContain("render 2");
    expect(renders()).toBe(2);
  });

  it.each<[string, Page]>([
    [
      "a live page past its freshness",
      {
        reads: [
          ["/matches/1/score", 5_000],
          ["/seasons/62", 9e6],
        ],
      },
    ],
    ["a page that did without a part", { ...settled, incomplete: true }],
    ["a page drawn from a saved copy", { reads: [["/seasons/62/fixture", 0]] }],
    ["a page that read no data", {}],
    ["an error page", { ...settled, status: 503 }],
    ["a page that sets a cookie", { ...settled, setCookie: true }],
  ])("does not serve %s from the cache", async (_, page) => {
    let t = 0;
    const cache = createPageCache({ routes: SETTLED_PAGE_ROUTES, now: () => t });
    const { base, renders } = await start(() => page, cache);
    await fetch(`${base}/matches/1`);
    t = 6_000; // past a live answer's 5 s
    const again = await fetch(`${base}/matches/1`);
    expect(again.headers.get("x-footy-page-cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("keeps a settled page 20 s at most, so the data it hydrates is still fresh in the browser", async () => {
    let t = 0;
    const cache = createPageCache({ routes: SETTLED_PAGE_ROUTES, now: () => t, maxAgeMs: 600_000 });
    const { base, renders } = await start(() => settled, cache);
    await fetch(`${base}/seasons/62/ladder`);
    t = 19_999;
    expect((await fetch(`${base}/seasons/62/ladder`)).headers.get("x-footy-page-cache")).toBe("hit");
    t = 20_000;
    expect((await fetch(`${base}/seasons/62/ladder`)).headers.get("x-footy-page-cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("keeps a live page no longer than its stalest answer", async () => {
    let t = 0;
    const cache = createPageCache({ routes: SETTLED_PAGE_ROUTES, now: () => t });
    const { base, renders } = await start(() => ({ reads: [["/matches/1/score", 5_000]] }), cache);
    await fetch(`${base}/matches/1`);
    t = 4_900;
    expect((await fetch(`${base}/matches/1`)).headers.get("x-footy-page-cache")).toBe("hit");
    t = 5_000;
    expect((await fetch(`${base}/matches/1`)).headers.get("x-footy-page-cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("renders once for a crowd arriving together", async () => {
    const { base, renders } = await start(() => ({ ...settled, delayMs: 150 }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/seasons/62/fixture`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(renders()).toBe(1);
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
  });

  it("does not queue a crowd behind the render of a page that is not kept (a store's still building)", async () => {
    let inFlight = 0;
    let most = 0;
    const cache = createPageCache({ routes: SETTLED_PAGE_ROUTES, storeRoutes: STORE_PAGE_ROUTES });
    const { base, renders } = await start(() => {
      most = Math.max(most, ++inFlight);
      // Long enough that the three arrive while the first renders, even on a busy machine.
      setTimeout(() => inFlight--, 600);
      return { delayMs: 600, extra: '<div data-testid="build-progress"></div>' };
    }, cache);
    await fetch(`${base}/records`); // rendered, not kept: it shows a build's progress
    most = 0;
    const answers = await Promise.all(Array.from({ length: 3 }, () => fetch(`${base}/records`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Each rendered its own at once, none waiting for another's render first.
    expect(renders()).toBe(4);
    expect(most).toBe(3);
  });

  it("drops the pages drawn from answers that changed, and only those", async () => {
    let page: Page = settled;
    const { base, cache, renders } = await start(() => page);
    await fetch(`${base}/seasons/62/fixture`);
    page = { reads: [["/seasons/63/fixture", 9e6]] };
    await fetch(`${base}/seasons/63/fixture`);
    expect(cache.invalidate((tag) => tag.startsWith("/seasons/62/"))).toBe(1);
    expect((await fetch(`${base}/seasons/63/fixture`)).headers.get("x-footy-page-cache")).toBe("hit");
    expect((await fetch(`${base}/seasons/62/fixture`)).headers.get("x-footy-page-cache")).toBe("miss");
    expect(renders()).toBe(3);
  });

  it("does not keep a render that began before an invalidation", async () => {
    const { base, cache, renders } = await start(() => ({ ...settled, delayMs: 200 }));
    const slow = fetch(`${base}/seasons/62/fixture`);
    await new Promise((r) => setTimeout(r, 50));
    cache.invalidate(() => true);
    await slow;
    expect((await fetch(`${base}/seasons/62/fixture`)).headers.get("x-footy-page-cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("is bounded by bytes", async () => {
    const cache = createPageCache({ routes: SETTLED_PAGE_ROUTES, maxBytes: 30_000 });
    const { base } = await start(() => settled, cache);
    for (let i = 0; i < 20; i++) await fetch(`${base}/seasons/62/ladder?round=${i}`);
    expect(cache.bytes).toBeLessThanOrEqual(30_000);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(20);
  });
});
