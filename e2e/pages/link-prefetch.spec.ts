import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";

// A page view costs the server one render: links are prefetched when a visitor reaches for one (pointer,
// focus, touch), never because they are in view (components/ui/app-link.tsx). next/link's default
// asked for every visible link's page twice: ~40 renders for one view of a squad.

/** The server renders the browser asks for beyond the document: Next's RSC requests (`_rsc=`). */
function rscRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.searchParams.has("_rsc")) seen.push(u.pathname + u.search.replace(/[?&]_rsc=[^&]*/, ""));
  });
  return seen;
}

test("a squad's page asks for no other page until a link is reached for, then for that one", async ({
  page,
}) => {
  const rsc = rscRequests(page);
  // The synthetic season, whose aggregates the run builds before the first test: a player's page of a
  // real season would start that season's build (216 calls of the service's largest answer) for this
  // one click, the run's largest single cost.
  await page.goto("/seasons/9001/squads/9001");
  const players = page.locator('table a[href^="/players/"]');
  await expect(players.first()).toBeVisible();
  // Hydrated (the sort headers are client links too) and settled: nothing fetched for what is in view.
  await page.waitForLoadState("networkidle");
  expect(await players.count()).toBeGreaterThan(20);
  expect(rsc).toEqual([]);

  const first = players.first();
  const href = (await first.getAttribute("href"))!;
  await first.hover();
  await expect.poll(() => rsc.filter((u) => u.startsWith(href.split("?")[0])).length).toBeGreaterThan(0);
  expect(
    rsc.every((u) => u.startsWith(href.split("?")[0])),
    rsc.join(", "),
  ).toBe(true);

  // The click navigates within the app (no new document): the prefetched page is shown.
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await first.click();
  await page.waitForURL((u) => u.pathname === href.split("?")[0]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test("keyboard focus prefetches the focused link", async ({ page }) => {
  const rsc = rscRequests(page);
  await page.goto("/glossary");
  await page.waitForLoadState("networkidle");
  expect(rsc).toEqual([]);
  const about = page.getByRole("contentinfo").getByRole("link", { name: /about/i }).first();
  await about.focus();
  await expect.poll(() => rsc).toContainEqual(expect.stringMatching(/^\/about/));
});
