import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";

// The client secret and tokens must never reach a browser: not in any built client bundle, not in
// any page's HTML, not in any proxied answer.
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;
const secret = () => (JSON.parse(readFileSync(".data-e2e/client.json", "utf8")) as { secret: string }).secret;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

test("no built client bundle holds the secret, a token or the service's signing material", () => {
  const bundles = files(".next/static").filter((f) => f.endsWith(".js"));
  expect(bundles.length).toBeGreaterThan(5);
  const s = secret();
  for (const f of bundles) {
    const text = readFileSync(f, "utf8");
    expect(text.includes(s), f).toBe(false);
    expect(JWT.test(text), f).toBe(false);
    expect(text.includes("SDS_CLIENT_SECRET"), f).toBe(false);
  }
});

test("no page's HTML holds the secret or a token", async ({ request }) => {
  const s = secret();
  const pages = [
    "/",
    "/about",
    "/login",
    "/glossary",
    "/seasons/62/ladder",
    "/seasons/62/fixture",
    "/seasons/62/squads",
    "/seasons/62/squads/40",
    "/seasons/62/availability",
    "/matches/2024216",
  ];
  for (const p of pages) {
    const res = await request.get(p);
    expect(res.status(), p).toBeLessThan(500);
    const html = await res.text();
    expect(html.includes(s), p).toBe(false);
    expect(JWT.test(html), p).toBe(false);
  }
});
