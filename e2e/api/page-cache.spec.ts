import { test, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "../../playwright.config";
import { sessionCookie } from "../helpers/session-cookie";

// Pages of settled data are rendered once for signed-out visitors and served again from the app's
// page cache (lib/app-server/page-cache/page-cache.ts); a signed-in member's page is rendered for them and never kept, so
// nobody's account corner reaches anybody else. A completed season's ladder and a finished match; a
// page drawn from no data (/about); a page drawn from the app's store, once complete (the synthetic
// season's leaders, which the run builds before the first test).
const PAGES = ["/seasons/62/ladder", "/matches/2024216", "/about", "/seasons/9001/leaders"];

for (const path of PAGES)
  test(`${path}: served from the page cache to visitors, rendered for members, nothing shared`, async ({
    baseURL,
  }) => {
    test.setTimeout(150_000); // two waits for a kept page, each bounded at 60 s below
    const visitor = () => fetch(`${baseURL}${path}`, { headers: { "accept-encoding": "gzip" } });
    // A page rendered while some data changed (the demo league plays live matches) is served but not
    // kept, nor one showing a build's progress (a demo match just ended is added to its season's build):
    // the visitor after it gets the next render. So: visitors until one is served from the cache, which
    // must be the page the last render sent, byte for byte; for at most 60 s, a bound, not a measure.
    const untilHit = async () => {
      let rendered: string | undefined;
      for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
        const r = await visitor();
        expect(r.status).toBe(200);
        if (r.headers.get("x-footy-page-cache") === "hit") {
          expect(r.headers.get("content-encoding")).toBe("gzip");
          const html = await r.text();
          if (rendered !== undefined) expect(html).toBe(rendered);
          return { res: r, html };
        }
        rendered = await r.text();
      }
      throw new Error(`${path}: visitors for 60 s and none served from the page cache`);
    };
    const { res: again, html } = await untilHit();
    // The kept page's nonce is the one its policy names.
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
    expect((await untilHit()).html).not.toContain("coach@demo.local");
  });
