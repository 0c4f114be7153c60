import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { axeCleanInBothSchemes, noSidewaysScroll } from "../helpers/page-checks";
import { buildsDone, signInAs } from "./every-page";

// The embeds (docs/decisions/embeds-and-link-previews.md) on the AFL's 2024 (season 62) and its grand
// final: each draws its chart with no site header, may be framed by any site, sets and reads no cookie
// (a coach's session is a signed-out visitor's view there), and renders in another origin's frame.
// Every other page still refuses frames. Then the player and comparison pages' link-preview images.

const GF = 2024216;
// Lachie Neale and Nick Daicos: person ids are players.csv's player_id sorted, from 1001 (SOURCES.md).
const sourceIds = readFileSync("data/afl/players.csv", "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((l) => l.split(",")[0])
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const personId = (sourceId: string) => 1001 + sourceIds.indexOf(sourceId);
const NEALE = personId("neale_lachie_24051993");
const PAIR_QUERY = `players=${NEALE},${personId("daicos_nick_03012003")}&season=62`;

const EMBEDS = {
  ladder: { path: "/embed/seasons/62/ladder", chart: "ladder-row" },
  worm: { path: `/embed/matches/${GF}/worm`, chart: "quarter-margin-chart" },
  teams: { path: "/embed/seasons/62/teams?sort=INSIDE_50&chart=INSIDE_50", chart: "rankings-figure" },
  compare: { path: `/embed/players/compare?${PAIR_QUERY}`, chart: "compare-percentile-figure" },
};

/** The season's box scores added up (the rankings' and the comparison's first visit starts the pass). */
async function seasonBuilt(page: Page) {
  await page.goto("/seasons/62/teams");
  await buildsDone(page);
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await seasonBuilt(page);
  await page.close();
});

for (const [name, e] of Object.entries(EMBEDS))
  test(`the ${name} embed draws its chart alone, frameable, cookie-free even for a coach`, async ({
    page,
  }) => {
    await signInAs(page, "coach@demo.local");
    const res = (await page.goto(e.path))!;
    expect(res.status()).toBe(200);
    const h = await res.allHeaders();
    expect(h["set-cookie"]).toBeUndefined();
    expect(h["x-frame-options"]).toBeUndefined();
    expect(h["content-security-policy"]).toContain("frame-ancestors *");
    expect(h["content-security-policy"]).toMatch(/script-src [^;]*'nonce-/);
    await expect(page.getByTestId(e.chart).first()).toBeVisible();
    await expect(page.locator("header nav[aria-label=Main]")).toHaveCount(0);
    await expect(page.getByText("Sign in")).toHaveCount(0);
    const viewOn = page.getByTestId("embed-view-on");
    await expect(viewOn).toHaveAttribute("target", "_blank");
    await expect(viewOn).toHaveAttribute("rel", /noopener/);
    await expect(page.getByText("AFL Tables")).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId(e.chart).first()).toBeVisible();
    await noSidewaysScroll(page);
  });

test("a coach sees no licensed figure in an embed: no worm, no quarter or zone cut", async ({ page }) => {
  await signInAs(page, "coach@demo.local");
  // The full match page shows this coach the worm; its embed, the public margin by quarter only.
  await page.goto(`/matches/${GF}`);
  await expect(page.getByTestId("score-worm-figure")).toBeVisible();
  await page.goto(EMBEDS.worm.path);
  await expect(page.getByTestId("quarter-margin-chart")).toBeVisible();
  await expect(page.getByTestId("score-worm-figure")).toHaveCount(0);
  await expect(page.getByTestId("worm-row")).toHaveCount(0);
  // A quarter cut in the address is a coach's figure: the embed drops it, as for anyone signed out.
  await page.goto(EMBEDS.teams.path);
  const title = await page.getByTestId("rankings-chart-title").textContent();
  const cut = (await page.goto(`${EMBEDS.teams.path}&quarter=2&zone=D50`))!;
  expect(cut.status()).toBe(200);
  expect(page.url()).toContain("/embed/seasons/62/teams");
  await expect(page.getByTestId("rankings-chart-title")).toHaveText(title!);
});

test("every other page refuses to be framed", async ({ page }) => {
  for (const path of ["/", "/seasons/62/ladder", `/matches/${GF}`, "/login"]) {
    const h = (await page.request.get(path)).headers();
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(h["x-frame-options"], path).toBe("DENY");
  }
});

test("an embed renders in another origin's frame", async ({ page, baseURL }) => {
  // Another site frames the ladder's embed: a page served by the test from a port of its own (another
  // origin). On the loopback, as the app is: Chromium blocks a public page's frame of a loopback one.
  const frameOf = (src: string) =>
    `<!doctype html><title>Elsewhere</title><iframe src="${src}" width="640" height="480" title="Framed"></iframe>`;
  const elsewhere = createServer((req, res) => {
    res.setHeader("content-type", "text/html");
    res.end(frameOf(`${baseURL}${req.url === "/page" ? "/seasons/62/ladder" : EMBEDS.ladder.path}`));
  });
  await new Promise<void>((r) => elsewhere.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  const other = await page.context().newPage();
  try {
    await other.goto(`${origin}/embed`);
    await expect(other.frameLocator("iframe").getByTestId("ladder-row").first()).toBeVisible();
    // A page that is not an embed is refused in the same frame (frame-ancestors 'none').
    await other.goto(`${origin}/page`);
    await expect
      .poll(() => other.frames().at(-1)?.url(), { message: "the refused frame's address" })
      .toMatch(/^chrome-error:/);
  } finally {
    await other.close();
    elsewhere.close();
  }
});

test("an embed is accessible in light and dark", async ({ page }) => {
  for (const path of [EMBEDS.ladder.path, EMBEDS.worm.path]) {
    await page.goto(path);
    await expect(
      page.getByTestId(path === EMBEDS.ladder.path ? "ladder-row" : "quarter-margin-chart").first(),
    ).toBeVisible();
    await axeCleanInBothSchemes(page);
  }
});

test("the ladder page offers its embed's HTML, with its query", async ({ page, baseURL }) => {
  await page.goto("/seasons/62/ladder?round=5");
  await page.getByRole("button", { name: "Embed" }).click();
  await expect(page.getByTestId("embed-snippet")).toHaveValue(
    new RegExp(
      `^<iframe src="${baseURL}/embed/seasons/62/ladder\\?round=5" width="\\d+" height="\\d+" title="[^"]+"`,
    ),
  );
});

test("the player and comparison pages' link previews are PNG images", async ({ page, baseURL }) => {
  let playerImage = "";
  for (const path of [`/players/${NEALE}`, `/players/compare?${PAIR_QUERY}`]) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(image, path).toBeTruthy();
    // The address is absolute (metadataBase), at the origin the page was asked at: a crawler can fetch it.
    const u = new URL(image!);
    expect(u.origin, path).toBe(new URL(baseURL!).origin);
    playerImage ||= u.pathname;
    // The comparison's own card (it needs the query), not the site's.
    if (path.includes("compare")) expect(u.pathname).toBe("/players/compare/card.png");
    const r = await page.request.get(`${u.pathname}${u.search}`);
    expect(r.status(), image!).toBe(200);
    expect(r.headers()["content-type"]).toBe("image/png");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  }
  // A player that is not in the data: a plain card, never an error.
  expect(playerImage).toBe(`/players/${NEALE}/card.png`);
  const bad = await page.request.get(playerImage.replace(String(NEALE), "999999999"));
  expect(bad.status()).toBe(200);
  expect(bad.headers()["content-type"]).toBe("image/png");
});

test("a player's preview is of the season his page shows", async ({ page, baseURL }) => {
  await page.goto(`/players/${NEALE}?season=52`);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /2023/);
  const image = new URL(
    (await page.locator('meta[property="og:image"]').first().getAttribute("content"))!,
    baseURL,
  );
  expect(`${image.pathname}${image.search}`).toBe(`/players/${NEALE}/card.png?season=52`);
  const png = async (path: string) => {
    const r = await page.request.get(path);
    expect(r.headers()["content-type"], path).toBe("image/png");
    return (await r.body()).toString("base64");
  };
  // Another season's card is another picture (its season's name and figures); an unknown season the site's.
  const card = `/players/${NEALE}/card.png`;
  const [of2023, of2024, unknown, site] = await Promise.all([
    png(`${card}?season=52`),
    png(`${card}?season=62`),
    png(`${card}?season=999`),
    png("/players/999999999/card.png"),
  ]);
  expect(of2023).not.toBe(of2024);
  expect(unknown).toBe(site);
});
