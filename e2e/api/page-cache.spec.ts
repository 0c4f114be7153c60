import { test, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "../../playwright.config";
import { sessionCookie } from "../helpers/session-cookie";

// Pages of settled data are rendered once for signed-out visitors and served again from the app's
// page cache (lib/net/page-cache.ts); a signed-in member's page is rendered for them and never kept, so
// nobody's account corner reaches anybody else. A completed season's ladder and a finished match.
const PAGES = ["/seasons/62/ladder", "/matches/2024216"];

for (const path of PAGES)
  test(`${path}: served from the page cache to visitors, rendered for members, nothing shared`, async ({
    baseURL,
  }) => {
    const visitor = () => fetch(`${baseURL}${path}`, { headers: { "accept-encoding": "gzip" } });
    const first = await visitor();
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    const again = await visitor();
    expect(again.status).toBe(200);
    expect(again.headers.get("x-footy-page-cache")).toBe("hit");
    expect(again.headers.get("content-encoding")).toBe("gzip");
    const html = await again.text();
    // The kept page is the rendered page, and its nonce is the one its policy names.
    if (first.headers.get("x-footy-page-cache") === "miss") expect(html).toBe(firstHtml);
    const nonce = /'nonce-([^']+)'/.exec(again.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain(">Sign in<");

    const coach = await sessionCookie(baseURL!, "coach@demo.local", DEMO_PASSWORD);
    const member = await fetch(`${baseURL}${path}`, { headers: { cookie: coach } });
    expect(member.status).toBe(200);
    expect(member.headers.get("x-footy-page-cache")).toBeNull();
    const memberHtml = await member.text();
    expect(memberHtml).toContain("coach@demo.local");
    expect(memberHtml).not.toContain(">Sign in<");

    // Visitors after the member still get the visitors' page, without the member's corner.
    const after = await visitor();
    expect(after.headers.get("x-footy-page-cache")).toBe("hit");
    expect(await after.text()).not.toContain("coach@demo.local");
  });
