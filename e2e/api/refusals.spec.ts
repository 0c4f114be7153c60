import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { DEMO_PASSWORD } from "../../playwright.config";

// Each role, signed in through the real login form, asks the app's proxy for an event-level operation
// (E14), a summary (E11) and a path that is no operation. Refusals are problem+json with the status
// lib/app-server/upstream/proxy-request.ts promises, and the service's own usage counter (/v1/usage, read with the
// app's client) shows that a refusal cost no upstream call while a served answer did.
type Who = "anonymous" | "fan" | "coach" | "analyst" | "admin";
const ROLES: { who: Who; eventStatus: number; match: number }[] = [
  { who: "anonymous", eventStatus: 401, match: 2024201 },
  { who: "fan", eventStatus: 403, match: 2024202 },
  { who: "coach", eventStatus: 200, match: 2024203 },
  { who: "analyst", eventStatus: 200, match: 2024204 },
  { who: "admin", eventStatus: 200, match: 2024205 },
];

async function signIn(page: Page, who: Who) {
  if (who === "anonymous") return;
  // Back to a page that asks for no data, so that nothing but this test's requests reaches the service.
  await page.goto("/login?callbackUrl=/about");
  await page.getByLabel("Email").fill(`${who}@demo.local`);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The path itself: the sign-in page's own address ends in "callbackUrl=/about" too.
  await expect(page).toHaveURL((url) => url.pathname === "/about", { timeout: 20_000 });
  await expect(page.getByRole("banner").getByTestId("account")).toContainText(`${who}@demo.local`);
  await page.waitForLoadState("networkidle");
}

// One token for the whole file: a client may hold only 10, and the app itself holds one of them.
let token: string | undefined;

/** Requests the service has counted today for the app's client (the data directory's client.json). */
async function usedToday(request: APIRequestContext): Promise<number> {
  token ??= await tokenFor(request);
  const usage = await request.get("/v1/usage", { headers: { authorization: `Bearer ${token}` } });
  expect(usage.status()).toBe(200);
  const q = (await usage.json()) as { requestLimit: number; requestsRemaining: number };
  return q.requestLimit - q.requestsRemaining;
}

async function tokenFor(request: APIRequestContext): Promise<string> {
  const client = JSON.parse(readFileSync(".data-e2e/client.json", "utf8")) as { id: string; secret: string };
  const tok = await request.post("/oauth/token", {
    data: {
      client_id: client.id,
      client_secret: client.secret,
      audience: `${new URL(test.info().project.use.baseURL!).origin}/`,
      grant_type: "client_credentials",
    },
  });
  expect(tok.status()).toBe(200);
  return ((await tok.json()) as { access_token: string }).access_token;
}

// A fresh server builds its index of known ids in the background on the first proxied request
// (lib/app-server/builds/known-ids.ts), which counts on the same usage counter: start it, then wait until only the
// counter's own reads move the counter.
test.beforeAll(async ({ request }) => {
  expect((await request.get("/api/sds/leagues")).status()).toBe(200);
  let last = await usedToday(request);
  for (let quiet = 0, tries = 0; quiet < 3 && tries < 120; tries++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await usedToday(request);
    quiet = now - last <= 1 ? quiet + 1 : 0;
    last = now;
  }
});

for (const { who, eventStatus, match } of ROLES) {
  // Exclusive: the service's counter of this client's calls is read before and after (playwright.config.ts).
  test(
    `${who}: event-level ${eventStatus}, summary 200, unknown path 404; refusals cost no upstream call`,
    {
      tag: "@exclusive",
    },
    async ({ page, request }) => {
      await signIn(page, who);
      const api = page.request; // the signed-in browser context's cookies
      // What reading the counter itself costs, so that the deltas below are exact.
      const u0 = await usedToday(request);
      const u1 = await usedToday(request);
      const own = u1 - u0;

      const event = await api.get(`/api/sds/matches/${match}/statistics/leaders?topXPlayers=3`);
      expect(event.status()).toBe(eventStatus);
      const unknown = await api.get(`/api/sds/matches/${match}/secrets`);
      expect(unknown.status()).toBe(404);
      const refusals = eventStatus === 200 ? [unknown] : [event, unknown];
      for (const r of refusals) {
        expect(r.headers()["content-type"]).toBe("application/problem+json");
        expect(await r.json()).toMatchObject({ status: r.status(), title: expect.any(String) });
      }
      const u2 = await usedToday(request);
      // One upstream call for the served event-level answer (a match no other test asked for), none else.
      expect(u2 - u1).toBe(own + (eventStatus === 200 ? 1 : 0));

      const summary = await api.get(`/api/sds/matches/${match}/score`);
      expect(summary.status()).toBe(200);
      expect(summary.headers()["content-type"]).toMatch(/^application\/json/);
      expect(((await summary.json()) as { matchId: number }).matchId).toBe(match);
      // The counter sees a served call: the refusals above were not merely uncounted.
      expect((await usedToday(request)) - u2).toBe(own + 1);
    },
  );
}
