import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { test, expect } from "@playwright/test";
import { startApp, type AppProcess } from "../helpers/app-process";

// An app instance in front of an outside data service that stops answering: it forwards to the
// embedded service of the e2e server (the real data), and when told to, accepts requests and never
// answers. Pages must come back within the app's deadline: a page seen before from its saved copy, a
// page never seen with the error page and an honest status, never hanging and never a 500.
let upstream: Server;
let hang = false;
let app: AppProcess;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  upstream = createServer(async (req, res) => {
    if (hang) return; // accepted, never answered
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const r = await fetch(baseURL + req.url!, {
      method: req.method,
      headers: { ...(req.headers as Record<string, string>), host: new URL(baseURL!).host },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await r.arrayBuffer());
    // Every answer goes stale after a second, so that the next page view must ask again.
    res.writeHead(r.status, {
      "content-type": r.headers.get("content-type") ?? "application/json",
      "cache-control": "private, max-age=1",
    });
    res.end(body);
  });
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  const client = JSON.parse(readFileSync(".data-e2e/client.json", "utf8")) as { id: string; secret: string };
  app = await startApp(Number(process.env.E2E_PORT ?? 3210) + 52, {
    SDS_BASE_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    SDS_AUDIENCE: `${baseURL}/`,
    SDS_CLIENT_ID: client.id,
    SDS_CLIENT_SECRET: client.secret,
    SDS_TIMEOUT_MS: "3000",
    AUTH_SECRET: "deadline-test-auth-secret-0123456789abcdef",
  });
});

test.afterAll(async () => {
  app?.stop();
  upstream?.closeAllConnections();
  await new Promise((r) => upstream?.close(r));
});

test("a hung data service: saved copies and honest errors within the deadline", async ({ request, page }) => {
  hang = false;
  // A generous request timeout: without the app's 3 s deadline these requests would never end.
  const opts = { timeout: 20_000, maxRedirects: 0 };
  expect((await request.get(`${app.base}/seasons/62/ladder`, { ...opts, timeout: 60_000 })).status()).toBe(
    200,
  );
  await new Promise((r) => setTimeout(r, 1_500)); // past the copy's freshness
  hang = true;
  const seen = await request.get(`${app.base}/seasons/62/ladder`, opts);
  expect(seen.status()).toBe(200);
  expect(await seen.text()).toContain("Brisbane Lions");
  // A person sees the saved copy with the notice that says so and when it will try again.
  await page.goto(`${app.base}/seasons/62/ladder`, { timeout: 20_000 });
  await expect(page.getByTestId("stale-notice")).toContainText("saved copy");

  // Never seen: the error page, with 504 (a call ran past the deadline) or 503 (the service was
  // found hung by an earlier call moments ago).
  const never = await request.get(`${app.base}/seasons/52/ladder`, opts);
  expect([503, 504]).toContain(never.status());
  expect(Number(never.headers()["retry-after"])).toBeGreaterThan(0);
  // What a person sees: the error page with its retry button (rendered by the error boundary).
  const shown = await page.goto(`${app.base}/seasons/52/fixture`, { timeout: 20_000 });
  expect([503, 504]).toContain(shown!.status());
  await expect(page.getByRole("heading", { name: /Could not load/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

  const proxied = await request.get(`${app.base}/api/sds/matches/2023010/score`, opts);
  expect([503, 504]).toContain(proxied.status());
  expect(proxied.headers()["content-type"]).toBe("application/problem+json");
  hang = false;
});
