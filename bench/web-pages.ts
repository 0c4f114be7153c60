// Page views two ways: plain HTTP fetches of the server-rendered HTML, counting the upstream calls each
// costs (the proxy cache's counters, through app/api/bench/stats), and real Chromium loads, summing the
// JavaScript each page downloads until the network is idle (signed in as a demo account if asked,
// for the match centre's event-level views).
import { chromium, type Browser, type BrowserContextOptions, type Request } from "@playwright/test";
import { chromiumPath } from "../e2e/browser";
import { DEMO_PASSWORD, type App } from "./web-app";
import { upstreamStats } from "./web-load";
import type { PageJs, View } from "./web-types";

// A class name every Recharts chart gives its SVG, kept by the minifier: a script holding it is Recharts.
const RECHARTS_MARK = "recharts-surface";

export const CHROMIUM = chromiumPath();
// Debian's Chromium, kept off the network (as in playwright.config.ts).
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** One plain HTTP view of a page, with the upstream client's counters read before and after. */
export async function view(app: App, page: string): Promise<View> {
  const s0 = await upstreamStats(app);
  const t0 = performance.now();
  const res = await fetch(app.base + page, { headers: { accept: "text/html" } });
  const html = await res.arrayBuffer(); // the whole stream: every Suspense boundary rendered
  const ms = performance.now() - t0;
  const s1 = await upstreamStats(app);
  return {
    status: res.status,
    ms,
    htmlBytes: html.byteLength,
    reads: s1.requests - s0.requests,
    upstreamCalls: s1.upstreamCalls - s0.upstreamCalls,
  };
}

interface Sized {
  url: string;
  type: string;
  transfer: number;
  decoded: number;
  recharts: boolean; // a script with Recharts in it (its surface's class name)
}

async function sized(req: Request): Promise<Sized | undefined> {
  const res = await req.response();
  if (!res) return undefined;
  const [sizes, body] = await Promise.all([req.sizes(), res.body().catch(() => Buffer.alloc(0))]);
  const recharts = req.resourceType() === "script" && body.includes(RECHARTS_MARK);
  return {
    url: req.url(),
    type: req.resourceType(),
    transfer: sizes.responseBodySize,
    decoded: body.length,
    recharts,
  };
}

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/** A demo account's session cookie (DEMO_PASSWORD), signed in through the login form like a person. */
export async function signedInState(browser: Browser, base: string, email: string): Promise<StorageState> {
  const ctx = await browser.newContext();
  try {
    const tab = await ctx.newPage();
    await tab.goto(`${base}/login`, { timeout: 30_000 });
    await tab.getByLabel("Email").fill(email);
    await tab.getByLabel("Password").fill(DEMO_PASSWORD);
    await tab.getByRole("button", { name: "Sign in" }).click();
    await tab.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 30_000 });
    return await ctx.storageState();
  } finally {
    await ctx.close();
  }
}

/**
 * Each page in a fresh browser context (empty cache), until the network has been idle for 500 ms.
 * `signedInAs`: a demo account whose session cookie each context starts with (the sign-in's own
 * downloads are not counted), for the pages only coaches and analysts get.
 */
export async function firstLoadJs(
  base: string,
  pages: string[],
  opts: { signedInAs?: string } = {},
): Promise<PageJs[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, timeout: 30_000 });
  const out: PageJs[] = [];
  try {
    const storageState = opts.signedInAs ? await signedInState(browser, base, opts.signedInAs) : undefined;
    for (const page of pages) {
      // A desktop screen, said rather than left to the library's default: what loads depends on what is seen.
      const ctx = await browser.newContext({ storageState, viewport: { width: 1280, height: 720 } });
      try {
        const tab = await ctx.newPage();
        const pending: Promise<Sized | undefined>[] = [];
        // A request that finishes after the count is taken (a prefetch, a lazy chart) is read while its
        // context closes: left out rather than left to reject unhandled.
        tab.on("requestfinished", (req) => pending.push(sized(req).catch(() => undefined)));
        const res = await tab.goto(base + page, { waitUntil: "networkidle", timeout: 30_000 });
        // A redirect (to the sign-in page, say) would measure another page than the one named.
        if (new URL(tab.url()).pathname !== new URL(base + page).pathname)
          throw new Error(`${page} ended at ${tab.url()}`);
        const html = res ? await res.text() : "";
        const rows = (await Promise.all(pending)).filter((r): r is Sized => r !== undefined);
        const named = new Set(
          [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1], base + page).href),
        );
        const doc = rows.find((r) => r.type === "document");
        const scripts = rows.filter((r) => r.type === "script");
        const later = scripts.filter((r) => !named.has(r.url));
        const sum = (rs: Sized[], k: "transfer" | "decoded") => rs.reduce((n, r) => n + r[k], 0);
        out.push({
          page,
          status: res?.status() ?? 0,
          htmlTransfer: doc?.transfer ?? 0,
          htmlDecoded: doc?.decoded ?? 0,
          scripts: scripts.length,
          jsTransfer: sum(scripts, "transfer"),
          jsDecoded: sum(scripts, "decoded"),
          laterScripts: later.length,
          laterTransfer: sum(later, "transfer"),
          laterDecoded: sum(later, "decoded"),
          rechartsTransfer: sum(
            scripts.filter((r) => r.recharts),
            "transfer",
          ),
        });
      } finally {
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** Every view of the match centre, the summary first. */
export const MATCH_VIEWS = [
  "",
  "/shots",
  "/entries",
  "/chains",
  "/stats",
  "/rotations",
  "/stoppages",
  "/report",
];

/**
 * First-load JavaScript of every view of a match, as a demo coach sees them: the event-level views
 * show anyone else a sign-in or "coaches only" page, which is not the page being measured.
 */
export function matchViewsJs(base: string, matchId = 2024216): Promise<PageJs[]> {
  return firstLoadJs(
    base,
    MATCH_VIEWS.map((v) => `/matches/${matchId}${v}`),
    { signedInAs: "coach@demo.local" },
  );
}
