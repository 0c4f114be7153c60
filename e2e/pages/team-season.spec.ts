import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { textHeights } from "../helpers/chart-text";
import { axeCleanInBothSchemes, noSidewaysScroll } from "../helpers/page-checks";
import { signInAs } from "./every-page";

// A team's season page, reached from the ladder: the synthetic league's season 9001 (its box scores are
// added up on the first visit); the figures against the raw CSV are the data test's
// (tests/service/season-aggregates.test.ts). Here: the link, the parts agreeing with each other, the
// chart, the licensed part, width and contrast; and a season of the history (results only).

const nums = (page: Page, testId: string, col: number) =>
  page
    .getByTestId(testId)
    .evaluateAll((rs, c) => rs.map((r) => Number(r.querySelectorAll("td")[c].textContent)), col);

test("from the ladder to a team's season: rounds, quarters and inside 50s agree; sources need a coach", async ({
  page,
}) => {
  // The first visit may wait for the season's box scores to be kept: a busy machine gets its time.
  test.setTimeout(360_000);
  await page.goto("/seasons/9001/ladder");
  const first = page.getByTestId("ladder-row").first().getByRole("rowheader").getByRole("link");
  const team = (await first.textContent())!.trim();
  await first.click();
  // The page waits for the season's stored box scores to be looked up: allow a busy machine its time.
  await expect(page).toHaveURL(/\/seasons\/9001\/squads\/\d+\/stats$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${team} · season statistics`);
  // The inside-50 line appears once the season's box scores are kept (the page refreshes itself).
  await expect(page.getByTestId("team-inside50")).toBeVisible({ timeout: 180_000 });

  const played = await page.getByTestId("team-round-row").count();
  expect(played).toBeGreaterThan(0);
  await expect(page.getByTestId("team-season-summary")).toContainText(`${played} completed matches`);
  // The quarters add up to the rounds, for and against.
  const [roundFor, roundAgainst] = [
    await nums(page, "team-round-row", 2),
    await nums(page, "team-round-row", 3),
  ];
  const [qFor, qAgainst] = [await nums(page, "team-quarter-row", 0), await nums(page, "team-quarter-row", 1)];
  const sum = (xs: number[]) => xs.reduce((a, v) => a + v, 0);
  expect(sum(qFor)).toBe(sum(roundFor));
  expect(sum(qAgainst)).toBe(sum(roundAgainst));
  // The season's inside 50s are the rounds' inside 50s.
  const i50 = sum(await nums(page, "team-round-row", 5));
  await expect(page.getByTestId("team-inside50")).toContainText(`Inside 50s: ${i50} for`);

  const chart = page.getByTestId("team-season-chart");
  await expect(chart.locator("svg.recharts-surface")).toBeVisible();
  const sizes = await textHeights(chart.locator("svg text"));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  // Its rating after each round: a point for each of the predictor's rounds (the same model).
  const dots = page.getByTestId("team-rating-chart").locator(".recharts-line-dot");
  await expect(dots.first()).toBeVisible();
  const points = await dots.count();
  await expect(page.getByTestId("team-sources-refused")).toContainText("for coaches and analysts");
  await noSidewaysScroll(page);
  await axeCleanInBothSchemes(page);

  // A coach sees where the scores came from: the sources add up to the points for.
  const url = page.url();
  await page.goto("/seasons/9001/predictor");
  await expect(page.getByTestId("ratings-table").locator("thead th")).toHaveCount(points + 1);
  await signInAs(page, "coach@demo.local");
  await page.goto(url);
  const sources = page.getByTestId("team-source-row");
  await expect(sources.first()).toBeVisible({ timeout: 60_000 });
  expect(sum(await nums(page, "team-source-row", 0))).toBe(sum(roundFor));
  await noSidewaysScroll(page);
});

test("a season of the history has results and quarters only, and says so", async ({ page }) => {
  await page.goto("/seasons/1001966/squads/1000001/stats");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fitzroy · season statistics");
  await expect(page.getByTestId("team-no-detail")).toBeVisible();
  expect(await page.getByTestId("team-round-row").count()).toBeGreaterThan(10);
  await expect(page.getByTestId("team-quarter-row")).toHaveCount(4);
  await expect(page.getByTestId("team-sources-refused")).toHaveCount(0);
  await noSidewaysScroll(page);
  // Nor does its leaderboard build anything: there are no box scores to add up.
  await page.goto("/seasons/1001966/leaders");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Season leaders");
  await expect(page.getByTestId("leaders-no-players")).toBeVisible();
  // Nor its Brownlow count: nothing to predict votes from, said under the page's heading.
  await page.goto("/seasons/1001966/brownlow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brownlow count, predicted");
  await expect(page.getByTestId("count-no-players")).toBeVisible();
});

test("an unknown team of a season is not found", async ({ page }) => {
  expect((await page.request.get("/seasons/9001/squads/424242/stats")).status()).toBe(404);
  expect((await page.request.get("/seasons/9001/squads/x/stats")).status()).toBe(404);
});
