import { test, expect } from "@playwright/test";
import { readRawCsv } from "../../tests/helpers/raw-csv";

// robots.txt and sitemap.xml as a crawler reads them from the built app.
test("robots.txt keeps crawlers off the service, the API and sign-in, and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  const text = await res.text();
  for (const path of ["/api/", "/v1/", "/oauth/", "/login"]) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml lists the site's pages and every AFL season's public views", async ({
  request,
  baseURL,
}) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  const urls = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls).toContain(`${baseURL}/`);
  expect(urls).toContain(`${baseURL}/glossary`);
  // One ladder a season of the raw data (2023-2025), each an address that serves.
  const years = new Set(readRawCsv("matches.csv").map((m) => m.season));
  const ladders = urls.filter((u) => /\/seasons\/\d+\/ladder$/.test(u));
  expect(ladders.length).toBeGreaterThanOrEqual(years.size);
  expect((await request.get(ladders[0].replace(baseURL!, ""))).status()).toBe(200);
});

// A link preview's image is an absolute address (Open Graph): the site's public origin, which without
// APP_ORIGIN is the address the request came to, never the server's own localhost.
test("link previews name their image at the address the page was asked at; a made-up Host is a 400", async ({
  request,
  baseURL,
}) => {
  const image = async (path: string, headers: Record<string, string> = {}) => {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    return /<meta property="og:image" content="([^"]+)"/.exec(await res.text())?.[1];
  };
  expect(await image("/seasons/62/ladder")).toMatch(
    new RegExp(`^${baseURL}/seasons/62/ladder/opengraph-image`),
  );
  expect(await image("/seasons/62/ladder", { host: "footy.example:8080" })).toMatch(
    /^http:\/\/footy\.example:8080\/seasons\/62\/ladder\/opengraph-image/,
  );
  const bad = await request.get("/seasons/62/ladder", { headers: { host: "a:b:c" } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).detail).toBe(
    "The Host header is not a host name or address with an optional port",
  );
});
