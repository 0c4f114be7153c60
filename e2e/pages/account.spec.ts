import type { Page } from "@playwright/test";
import { test, expect, takeRefusedLoads } from "../fixtures";
import { DEMO_PASSWORD } from "../../playwright.config";
import { axeViolations } from "../helpers/page-checks";

const GF = 2024216;

// Every Content-Security-Policy violation the page reports (the fixture also fails on console errors,
// which is where Chromium reports blocked scripts).
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
// A first sign-in on a busy machine (password hashing, the target page's first render) takes seconds.
const SLOW = { timeout: 20_000 };
const alert = (page: Page, text: string | RegExp) => page.getByRole("alert").filter({ hasText: text });

test("header: sign in and come back, role shown, sign out; event views refused again, the old cookie too", async ({
  page,
  context,
}) => {
  await watchCsp(page);
  const ladder = "/seasons/62/ladder";
  const header = page.getByRole("banner");
  await page.goto(ladder);
  const signInLink = header.getByRole("link", { name: "Sign in" });
  await expect(signInLink).toHaveAttribute("href", `/login?callbackUrl=${encodeURIComponent(ladder)}`);
  await signInLink.click();
  await fillSignIn(page, "coach@demo.local");
  await expect(page).toHaveURL(new RegExp(`${ladder}$`), SLOW);
  const account = header.getByTestId("account");
  await expect(account).toContainText("coach@demo.local");
  await expect(account).toContainText("Coach");
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);

  await page.goto(`/matches/${GF}/shots`);
  await expect(page.getByRole("heading", { name: /^Shots at goal/ })).toBeVisible();
  const session = (await context.cookies()).filter((c) => c.name.includes("session-token"));
  expect(session).toHaveLength(1);

  await header.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(`/matches/${GF}/shots`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmatches%2F2024216%2Fshots/);

  // The session cookie from before sign-out, replayed: the server has ended that session.
  await context.addCookies(session);
  await page.goto(`/matches/${GF}/shots`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  // The proxy too, with the same cookies (the context's request client, not the page: no console noise).
  const proxied = await context.request.get(`/api/sds/matches/${GF}/transactions`);
  expect(proxied.status()).toBe(401);
  expect(await violations(page)).toEqual([]);
});

test("a fan is answered 403 and told which role a view needs; signing in as an analyst comes back to it", async ({
  page,
  guard,
  baseURL,
}) => {
  await watchCsp(page);
  const stats = `/matches/${GF}/stats?period=2`;
  await page.goto(`/login?callbackUrl=${encodeURIComponent(stats)}`);
  await fillSignIn(page, "fan@demo.local");
  await expect(page.getByRole("heading", { name: "Coaches and analysts only" })).toBeVisible(SLOW);
  expect((await page.reload())!.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Coaches and analysts only" })).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("account")).toContainText("Fan");
  const again = page.getByRole("link", { name: "Sign in with a coach or analyst account" });
  await expect(again).toHaveAttribute("href", `/login?callbackUrl=${encodeURIComponent(stats)}`);
  expect(await axeViolations(page, "the 403 page")).toEqual([]);
  expect(await violations(page)).toEqual([]);
  expect(takeRefusedLoads(guard, baseURL!)).toEqual([stats]);

  await again.click();
  await fillSignIn(page, "analyst@demo.local");
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === stats, SLOW);
  await expect(page.getByTestId("player-stats")).toBeVisible(SLOW);
  await expect(page.getByRole("banner").getByTestId("account")).toContainText("Analyst");
});

test("pages carry a nonce CSP and still hydrate: client navigation and a chart's tooltip work", async ({
  page,
}) => {
  await watchCsp(page);
  const res = await page.goto("/login");
  const csp = res!.headers()["content-security-policy"];
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("'strict-dynamic'");
  // Every script Next rendered carries this request's nonce (the DOM hides nonce values from the
  // attribute, the property keeps it).
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.nonce));
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.every((n) => n === nonce)).toBe(true);
  // A second load has another nonce.
  const again = (await page.goto("/login"))!.headers()["content-security-policy"];
  expect(again).not.toContain(nonce);

  await fillSignIn(page, "analyst@demo.local");
  await expect(page).not.toHaveURL(/\/login/, SLOW);
  await page.goto(`/matches/${GF}`);
  await page.getByRole("link", { name: "Shots" }).first().click(); // client-side navigation: React is running
  await expect(page).toHaveURL(new RegExp(`/matches/${GF}/shots`));
  const mark = page.getByTestId("shot-mark").first();
  await mark.focus();
  await expect(page.getByTestId("tooltip")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("sign-in never sends anyone to another site", async ({ page, baseURL }) => {
  for (const callback of [
    "/\\evil.example",
    "//evil.example",
    "/%2F%2Fevil.example",
    "https://evil.example/",
  ]) {
    await page.context().clearCookies();
    await page.goto(`/login?callbackUrl=${encodeURIComponent(callback)}`);
    await fillSignIn(page, "coach@demo.local");
    await expect(page).toHaveURL(`${baseURL}/`, SLOW);
  }
});

test("too many wrong passwords: a clear message and a 429 with Retry-After; other accounts still sign in", async ({
  page,
  request,
}) => {
  const victim = `nobody-${Date.now()}@demo.local`; // locked for 15 minutes: a fresh name each run
  await page.goto("/login");
  const submitted = () =>
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/login"));
  for (let i = 0; i < 5; i++) {
    await Promise.all([submitted(), fillSignIn(page, victim, "wrong-password")]);
    await expect(alert(page, "do not match")).toBeVisible(SLOW);
    // The refused attempt ends by resetting the form (React resets a form after its action): wait for
    // that before typing the next attempt, or the reset empties what was typed. The email is kept.
    await expect(page.getByLabel("Password")).toHaveValue("", SLOW);
    await expect(page.getByLabel("Email")).toHaveValue(victim);
  }
  await Promise.all([submitted(), fillSignIn(page, victim, "wrong-password")]);
  await expect(alert(page, "Too many")).toContainText(
    /Too many failed attempts\. Try again in 1[45] minutes\./,
  );

  const direct = await request.post("/api/auth/callback/credentials", {
    form: { email: victim, password: "anything" },
    maxRedirects: 0,
  });
  expect(direct.status()).toBe(429);
  expect(Number(direct.headers()["retry-after"])).toBeGreaterThan(800);
  expect((await direct.json()).message).toMatch(/^Too many failed attempts/);

  await page.goto("/login");
  await fillSignIn(page, "analyst@demo.local");
  await expect(page.getByRole("banner").getByTestId("account")).toContainText("Analyst", SLOW);
});
