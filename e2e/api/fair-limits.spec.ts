import { test, expect, type Browser, type Response } from "@playwright/test";
import { startApp, type AppProcess } from "../helpers/app-process";
import { openGraphImagePath } from "../helpers/metadata-image";
import { sessionCookie } from "../helpers/session-cookie";

// Fair limits (docs/decisions/fair-limits.md), on apps of their own: a visitor over its allowance
// of new data calls gets 429 with Retry-After and a page naming when to come back, never a 500, on the
// pages (the match report and statistics views included) and the proxy; a signed-in analyst opening
// every view of a round's matches is not held back at all. The allowances refill at one call in 1000 s
// here, so what a test sees does not depend on how fast the machine runs it.
const PASSWORD = "fair-limits-password-2026";
const SLOW = "0.001";
const VIEWS = ["/report", "/stats", "/chains", "", "/shots", "/entries", "/rotations", "/stoppages"];
// 2024's round 1: nine matches.
const ROUND = [2024005, 2024006, 2024007, 2024008, 2024009, 2024010, 2024011, 2024012, 2024013];
const port = (offset: number) => Number(process.env.E2E_PORT ?? 3210) + offset;

type Seen = { path: string; status: number; retryAfter: number };
/** Who asks: the address the app takes as the visitor's (TRUST_PROXY), and a session's cookie. */
type Who = { "x-forwarded-for": string; cookie?: string };
async function open(base: string, path: string, who: Who): Promise<Seen> {
  const r = await fetch(base + path, { headers: who, redirect: "manual" });
  await r.arrayBuffer();
  return { path, status: r.status, retryAfter: Number(r.headers.get("retry-after")) };
}
const statusesOf = (seen: Seen[]) => seen.map((s) => `${s.status} ${s.path}`);

/**
 * The instant the error page says to come back at ("Try again after 21:46:40 UTC", or with the day),
 * on the day of the answer's Date header.
 */
function shownRetry(text: string, date: Date): number {
  const m = /Try again after (?:(\d{4}-\d\d-\d\d) )?(\d\d:\d\d:\d\d) UTC/.exec(text);
  expect(m, `the page names when to come back: ${text}`).not.toBeNull();
  return Date.parse(`${m![1] ?? date.toISOString().slice(0, 10)}T${m![2]}Z`);
}

/** A page a person opens over the limit: 429 with Retry-After, and the error page saying when. */
async function expectWaitPage(browser: Browser, url: string, who: Who) {
  const context = await browser.newContext({ extraHTTPHeaders: who });
  try {
    const page = await context.newPage();
    const res = (await page.goto(url)) as Response;
    expect(res.status(), url).toBe(429);
    const wait = Number(res.headers()["retry-after"]);
    expect(wait).toBeGreaterThan(900); // the allowance's own wait: one call in 1000 s
    // A match's view that fails below its layout shows the match centre's error (its tabs kept,
    // app/(site)/matches/[matchId]/error.tsx); one whose match itself is refused, the site's.
    const heading = page.getByRole("heading", { name: /^Could not load this (page|view of the match)$/ });
    await expect(heading).toBeVisible();
    if ((await heading.innerText()).includes("view of the match"))
      await expect(page.getByRole("navigation", { name: "Match centre" })).toBeVisible();
    const alert = page.locator("main").getByRole("alert");
    await expect(alert).toContainText("Too many new data requests");
    const date = new Date(res.headers()["date"]);
    const at = shownRetry(await alert.innerText(), date);
    // When the refusal's wait ends: after the answer, and no later than its Retry-After says.
    expect(at).toBeGreaterThan(date.getTime());
    expect(at).toBeLessThanOrEqual(date.getTime() + (wait + 2) * 1000);
  } finally {
    await context.close();
  }
}

test.describe("over the allowance", () => {
  let app: AppProcess;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    app = await startApp(port(53), {
      DEMO_PASSWORD: PASSWORD,
      // A core-tier client, as where the 500s were seen; small allowances, refilled too slowly to matter.
      SDS_CLIENT_TIER: "core",
      SDS_CLIENT_PLAN: "unlimited",
      VISITOR_CALLS_BURST: "6",
      VISITOR_CALLS_PER_SEC: SLOW,
      ANALYST_CALLS_BURST: "6",
      ANALYST_CALLS_PER_SEC: SLOW,
      // Each test its own address (the last X-Forwarded-For entry), so each its own allowance.
      TRUST_PROXY: "1",
    });
  });
  test.afterAll(() => app?.stop());

  /** Spends what is left of the allowance, a proxied call at a time, until it is refused. */
  async function spend(who: Who) {
    for (let matchId = 2024150; matchId < 2024170; matchId++) {
      const r = await fetch(`${app.base}/api/sds/matches/${matchId}/score`, { headers: who });
      await r.arrayBuffer();
      if (r.status === 429) return;
      expect(r.status).toBe(200);
    }
    throw new Error("the allowance was never spent");
  }

  test("anonymous: pages and route handlers answer 429 with Retry-After and when to come back, never 500", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const anonymous = { "x-forwarded-for": "203.0.113.1" };
    await spend(anonymous);
    const seen: Seen[] = [];
    for (const p of [
      "/seasons/62/ladder",
      "/matches/2023010",
      "/seasons/52/fixture",
      openGraphImagePath("/matches/[matchId]", { matchId: 2023011 }),
    ])
      seen.push(await open(app.base, p, anonymous));
    expect(statusesOf(seen)).toEqual(statusesOf(seen).map((s) => s.replace(/^\d+/, "429")));
    for (const r of seen) expect(r.retryAfter, r.path).toBeGreaterThan(900); // one call in 1000 s

    const proxied = await fetch(`${app.base}/api/sds/matches/2023012/score`, { headers: anonymous });
    expect(proxied.status).toBe(429);
    const wait = Number(proxied.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(900);
    expect(((await proxied.json()) as { detail: string }).detail).toBe(
      `Too many new data requests from this address; no saved copy exists. Try again in ${wait} s.`,
    );

    await expectWaitPage(browser, `${app.base}/matches/2023013`, anonymous);
    // Being told to wait is no fault: a line a minute in the log, not each page's error with its stack.
    expect(app.log()).toContain('1 × 429 "Too many new data requests from this address"');
    expect(app.log()).not.toContain("UpstreamError");
  });

  test("an analyst over his account's allowance: every match view 429, the report and statistics too", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const analyst = {
      "x-forwarded-for": "203.0.113.2",
      cookie: await sessionCookie(app.base, "analyst@demo.local", PASSWORD),
    };
    // The match itself is read and kept first (all its link preview reads), then the allowance spent:
    // each view's first read that is refused is then one of its own, the licence's in the report and
    // statistics views.
    expect(
      (await open(app.base, openGraphImagePath("/matches/[matchId]", { matchId: 2024101 }), analyst)).status,
    ).toBe(200);
    await spend(analyst);
    const seen: Seen[] = [];
    for (const v of VIEWS) seen.push(await open(app.base, `/matches/2024101${v}`, analyst));
    expect(statusesOf(seen)).toEqual(VIEWS.map((v) => `429 /matches/2024101${v}`));
    for (const r of seen) expect(r.retryAfter, r.path).toBeGreaterThan(900);

    await expectWaitPage(browser, `${app.base}/matches/2024101/report`, analyst);
  });
});

test("an analyst opening every view of a round's matches, and a scouting report: no 429, no 500", async () => {
  test.setTimeout(600_000);
  const app = await startApp(port(54), {
    DEMO_PASSWORD: PASSWORD,
    SDS_CLIENT_PLAN: "unlimited",
    // The allowances' default sizes (an address's 40, an analyst's own), never refilled during the test.
    VISITOR_CALLS_PER_SEC: SLOW,
    ANALYST_CALLS_PER_SEC: SLOW,
    TRUST_PROXY: "1",
  });
  try {
    const analyst = {
      "x-forwarded-for": "203.0.113.3",
      cookie: await sessionCookie(app.base, "analyst@demo.local", PASSWORD),
    };
    const seen: Seen[] = [];
    for (const m of ROUND)
      for (const v of VIEWS) seen.push(await open(app.base, `/matches/${m}${v}`, analyst));
    // The scouting reports of the round's first match: Carlton's and Richmond's.
    for (const squad of [30, 120])
      seen.push(await open(app.base, `/seasons/62/squads/${squad}/scout`, analyst));
    expect(seen).toHaveLength(ROUND.length * VIEWS.length + 2);
    expect(
      statusesOf(seen).filter((s) => !s.startsWith("200 ")),
      app.log().slice(-2000),
    ).toEqual([]);
  } finally {
    app.stop();
  }
});
