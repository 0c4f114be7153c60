import { test, expect } from "../fixtures";
import { textHeights } from "../helpers/chart-text";
import { axeCleanInBothSchemes, noSidewaysScroll } from "../helpers/page-checks";
import { signInAs } from "./every-page";

// Player pages: reached from a name on the season leaderboard (the synthetic league's season 9001, whose
// completed matches the app adds up on the first visit), and from the search by name (the AFL's lists).
// Figures against the raw CSV are the data test's (tests/service/season-aggregates.test.ts); here: the
// link, the page's parts agreeing with the leaderboard, the chart, the address, width and contrast.

test("a leader's name opens his season: bio, totals equal to the leaderboard, a chart and the game log", async ({
  page,
}) => {
  // The first visit may wait for the season's box scores to be kept: a busy machine gets its time.
  test.setTimeout(360_000);
  await page.goto("/seasons/9001/leaders");
  await expect(page.getByRole("heading", { level: 1, name: "Season leaders · Disposals" })).toBeVisible({
    timeout: 180_000,
  });
  const leader = page.getByTestId("leader-row").first();
  const name = (await leader.getByRole("rowheader").textContent())!.trim();
  const [games, disposals] = await leader.evaluate((r) => {
    const td = r.querySelectorAll("td");
    return [Number(td[2].textContent), Number(td[3].textContent)];
  });
  await leader.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/players\/\d+\?season=9001$/);
  await expect(page.getByTestId("player-name")).toHaveText(name);
  await expect(page.getByTestId("player-bio")).toContainText("Position");
  // The demo league's players are given their positions: nothing is inferred there.
  await expect(page.getByTestId("position-inferred")).toHaveCount(0);

  // The season line: his games and disposals are the leaderboard's.
  const total = page.getByTestId("player-line-row").first();
  await expect(total.getByRole("rowheader")).toHaveText("Total");
  await expect(total.getByRole("cell").nth(0)).toHaveText(String(games));
  await expect(total.getByRole("cell").nth(1)).toHaveText(String(disposals));
  // One game-log row a game, each linking to its match; the rows' disposals add up to the total.
  const log = page.getByTestId("game-log-row");
  await expect(log).toHaveCount(games);
  const perGame = await log.evaluateAll((rs) =>
    rs.map((r) => Number(r.querySelectorAll("td")[2].textContent)),
  );
  expect(perGame.reduce((a, v) => a + v, 0)).toBe(disposals);
  await expect(log.first().getByRole("link")).toHaveAttribute("href", /^\/matches\/\d+$/);
  // Shots are event data: an anonymous visitor is told so and offered the sign-in.
  await expect(page.getByTestId("player-shots-refused")).toContainText("for coaches and analysts");

  // The chart: a bar a game, readable text; the metric lives in the address.
  const chart = page.getByTestId("player-trend");
  await expect(chart.locator("svg.recharts-surface")).toBeVisible();
  await expect(chart.locator(".recharts-bar-rectangle")).toHaveCount(games);
  const sizes = await textHeights(chart.locator("svg text"));
  expect(sizes.length).toBeGreaterThan(2);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  await page.getByRole("combobox", { name: "Chart" }).selectOption("GOAL");
  await expect(page).toHaveURL(/metric=GOAL/);
  await expect(page.getByTestId("player-trend-figure")).toContainText("Goals by match");
  await noSidewaysScroll(page);

  await axeCleanInBothSchemes(page);
});

test("bad addresses get a clear answer, not a 500 @any-width", async ({ page }) => {
  const bad = await page.goto("/players/1?metric=NOPE");
  expect(bad?.status()).toBe(200);
  await expect(page.getByTestId("player-problem")).toContainText("metric=NOPE is not a box-score statistic");
  // Nobody of that id, or not an id: not found (asked without the browser, whose console would log it).
  expect((await page.request.get("/players/123456789")).status()).toBe(404);
  expect((await page.request.get("/players/abc")).status()).toBe(404);
  await page.goto("/players/1?season=x1");
  await expect(page.getByTestId("player-problem")).toContainText("season=x1 is not a season id");
});

// The result is not opened here: an AFL player's page would start the build of a 216-match season in
// the middle of the suite (the page itself is tested on season 9001 above); its link is checked instead.
test("search by name finds a player of the AFL's lists, linking to his latest season", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Players" }).click();
  await page.getByRole("searchbox", { name: "Player name" }).fill("lachie nea");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/players\?q=lachie\+nea/);
  const results = page.getByTestId("player-search-results").getByRole("link");
  await expect(results).toHaveText(["Lachie Neale"]);
  await expect(results.first()).toHaveAttribute("href", /^\/players\/\d+\?season=73$/); // 2025
  await expect(page.getByTestId("player-search-results")).toContainText(
    "Brisbane Lions · Midfielder · 2025 Toyota AFL Premiership",
  );
  await noSidewaysScroll(page);
  // The source records no positions: the list and his page say they are inferred, and the link says how.
  await expect(page.getByTestId("position-inferred")).toHaveText("inferred from each player's statistics");
  await results.first().click();
  await expect(page.getByTestId("player-bio")).toContainText("Midfielder (inferred)");
  await page.getByTestId("position-inferred").click();
  await expect(page).toHaveURL(/\/about#positions$/);
  await expect(page.getByRole("heading", { name: "Playing positions" })).toBeVisible();
  await page.goto("/players?q=zzzzqx");
  await expect(page.getByTestId("player-search-count")).toHaveText("No player's name matches “zzzzqx”.");
});

test("a coach sees his season's shots on one map: its goals are his box-score goals", async ({ page }) => {
  // The first visit may wait for the season's box scores to be kept: a busy machine gets its time.
  test.setTimeout(360_000);
  await signInAs(page, "coach@demo.local");
  await page.goto("/seasons/9001/leaders?metric=GOAL");
  await expect(page.getByRole("heading", { level: 1, name: "Season leaders · Goals" })).toBeVisible({
    timeout: 180_000,
  });
  const leader = page.getByTestId("leader-row").first();
  const goals = Number(await leader.locator("td").nth(3).textContent());
  expect(goals).toBeGreaterThan(0);
  await leader.getByRole("link").click();
  await expect(page.getByTestId("player-shots-summary")).toContainText(`${goals} goals`, { timeout: 60_000 });
  await expect(page.getByTestId("synthesised-events")).toContainText(
    "His shots' places come from the synthesised match events",
  );
  const marks = page.getByTestId("player-shots-map").getByTestId("shot-mark");
  const summary = (await page.getByTestId("player-shots-summary").textContent())!;
  await expect(marks).toHaveCount(Number(/^(\d+) shots/.exec(summary)![1]));
  // A mark says what it was, for the tooltip and for screen readers.
  await expect(marks.first()).toHaveAttribute("aria-label", / v .*, .* m out, Expected score \d/);
  await marks.first().focus();
  await expect(page.getByTestId("tooltip")).toBeVisible();
  await noSidewaysScroll(page);
});
