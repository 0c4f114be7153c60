import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { textHeights } from "../helpers/chart-text";
import { axeCleanInBothSchemes, noSidewaysScroll } from "../helpers/page-checks";
import { signInAs } from "./every-page";

// The opposition scouting report of a side of the synthetic league's season 9001 (the suite builds that
// season anyway; opening a real season's team page would start a 216-match build mid-suite and change
// what the usage page counts). Its counts against the raw box scores are the data test's
// (tests/service/scout-report.test.ts); here: who may see it, the parts agreeing with each other and with
// the matches listed, the maps and their density layer, the address, width, contrast, and that it
// prints on two pages.

/** From the ladder to the first team's season page, then its report: the report's address. */
async function openReport(page: Page): Promise<{ url: string; played: number }> {
  await page.goto("/seasons/9001/ladder");
  await page.getByTestId("ladder-row").first().getByRole("rowheader").getByRole("link").click();
  await expect(page).toHaveURL(/\/seasons\/9001\/squads\/\d+\/stats$/, { timeout: 60_000 });
  const summary = (await page.getByTestId("team-season-summary").textContent())!;
  const played = Number(/(\d+) completed matches/.exec(summary)![1]);
  await page.getByRole("link", { name: "scouting report" }).click();
  await expect(page).toHaveURL(/\/seasons\/9001\/squads\/\d+\/scout$/, { timeout: 60_000 });
  return { url: new URL(page.url()).pathname, played };
}

const sumOf = (page: Page, testId: string, col: number) =>
  page
    .getByTestId(testId)
    .evaluateAll(
      (rows, c) => rows.reduce((a, r) => a + Number(r.querySelectorAll("td")[c].textContent), 0),
      col,
    );

test("a season with no event data says so to a visitor, rather than asking him to sign in", async ({
  page,
}) => {
  await page.goto("/seasons/1001966/squads/1000001/scout");
  await expect(page.getByTestId("scout-no-detail")).toContainText("No detailed statistics for this team");
  await expect(page.getByTestId("scout-refused")).toHaveCount(0);
});

test("fans are told the report is for coaches and analysts", async ({ page }) => {
  test.setTimeout(240_000);
  const { url } = await openReport(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("· scouting report");
  await expect(page.getByTestId("scout-refused")).toContainText("for coaches and analysts");
  await expect(page.getByTestId("scout-refused").getByRole("link", { name: "sign in" })).toBeVisible();
  await expect(page.getByTestId("scout-report")).toHaveCount(0);
  await signInAs(page, "fan@demo.local");
  await page.goto(url);
  await expect(page.getByTestId("scout-refused")).toHaveText(/for coaches and analysts\.$/);
  await expect(page.getByTestId("scout-report")).toHaveCount(0);
});

test("a coach's report: the parts agree with the matches it lists, maps with density, two printed pages", async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  await signInAs(page, "coach@demo.local");
  const { url, played } = await openReport(page);
  expect(played).toBeGreaterThanOrEqual(5);
  await page.goto(`${url}?last=0`);
  await expect(page.getByTestId("scout-problem")).toContainText(
    '"last=0" is not a number of matches from 1 to 10.',
  );
  await page.getByTestId("scout-problem").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByTestId("scout-report")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("synthesised-events")).toContainText(
    "places, the chains and the kinds of clearance come from the synthesised match events",
  );

  const matches = page.getByTestId("scout-match");
  await expect(matches).toHaveCount(5);
  // "Round 20 v SYD: W 95–80": the points of the listed matches.
  const scores = (await matches.allTextContents()).map((t) =>
    /(\d+)–(\d+)$/.exec(t.trim())!.slice(1).map(Number),
  );
  const pointsFor = scores.reduce((a, [f]) => a + f, 0);
  const pointsAgainst = scores.reduce((a, [, x]) => a + x, 0);
  // Every point came from a possession chain: the points by chain start add up to the scores.
  expect(await sumOf(page, "scout-chain-points-row", 0)).toBe(pointsFor);
  expect(await sumOf(page, "scout-chain-points-row", 1)).toBe(pointsAgainst);
  // Chains by start and by end count the same chains.
  expect(await sumOf(page, "scout-chain-starts-row", 0)).toBe(await sumOf(page, "scout-chain-ends-row", 0));

  // Both maps: a mark a shot, goals on the map = goals scored by chains ending in a goal.
  for (const [side, col] of [
    ["for", 0],
    ["against", 1],
  ] as const) {
    const summary = (await page.getByTestId(`scout-shots-${side}-summary`).textContent())!;
    const [, shots, goals] = /^(\d+) shots: (\d+) goals/.exec(summary)!.map(Number);
    await expect(page.getByTestId(`scout-shots-${side}-map`).getByTestId("shot-mark")).toHaveCount(shots);
    const goalChains = await page
      .getByTestId("scout-chain-ends-row")
      .and(page.locator('[data-code="GOAL"]'))
      .locator("td")
      .nth(col)
      .textContent();
    expect(Number(goalChains)).toBe(goals);
  }
  const mark = page.getByTestId("scout-shots-for-map").getByTestId("shot-mark").first();
  await expect(mark).toHaveAttribute("aria-label", / v .*, .*: .*, \d+ m out, Expected score \d/);
  await mark.focus();
  await expect(page.getByTestId("tooltip")).toBeVisible();

  // The density layer, switched on for both maps from the address.
  await page.getByTestId("density-toggle").click();
  await expect(page).toHaveURL(/density=on/);
  await expect(page.getByTestId("density-layer")).toHaveCount(2);
  const hexes = await page
    .getByTestId("scout-shots-for-map")
    .getByTestId("density-hex")
    .evaluateAll((h) => h.reduce((a, x) => a + Number(x.getAttribute("data-count")), 0));
  expect(hexes).toBe(await page.getByTestId("scout-shots-for-map").getByTestId("shot-mark").count());

  // Entries: the grid's cells add up to its "All" row.
  const cells = await page
    .getByTestId("scout-entries-for-cell")
    .evaluateAll((c) => c.reduce((a, x) => a + Number(x.getAttribute("data-entries")), 0));
  await expect(
    page.getByTestId("scout-entries-for").getByRole("rowheader", { name: `All (${cells})` }),
  ).toBeVisible();
  expect(cells).toBeGreaterThan(0);

  // Top players link to their pages; exports are offered for the maps and tables.
  await expect(page.getByTestId("scout-top")).toHaveCount(6);
  await expect(page.getByTestId("scout-top-player").first().getByRole("link")).toHaveAttribute(
    "href",
    /^\/players\/\d+\?season=9001$/,
  );
  await expect(page.getByRole("button", { name: /PNG/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /CSV/ }).first()).toBeVisible();

  const sizes = await textHeights(page.getByTestId("scout-shots-for-map").locator("svg text"));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  await noSidewaysScroll(page);

  // The last three: the list follows the address.
  await page.getByRole("navigation", { name: "How many matches" }).getByRole("link", { name: "3" }).click();
  await expect(page).toHaveURL(/last=3/);
  await expect(page.getByTestId("scout-match")).toHaveCount(3, { timeout: 60_000 });
  await noSidewaysScroll(page);
  await axeCleanInBothSchemes(page);

  if (info.project.name === "desktop") {
    // Printed (A4, the print styles): two pages.
    await page.goto(url);
    await expect(page.getByTestId("scout-report")).toBeVisible({ timeout: 60_000 });
    await page.emulateMedia({ media: "print" });
    const pdf = (await page.pdf({ format: "A4", preferCSSPageSize: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(2);
  }
});
