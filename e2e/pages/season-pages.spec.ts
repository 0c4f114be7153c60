import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, takeRefusedLoads } from "../fixtures";

// The season pages as a fan uses them, checked against the source data (data/afl/matches.csv), not
// against what the service happens to answer.
type Row = Record<string, string>;
const [header, ...lines] = readFileSync("data/afl/matches.csv", "utf8").trim().split("\n");
const columns = header.split(",");
const matches: Row[] = lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], v])));
const of2024 = matches.filter((m) => m.season === "2024");
const score = (g: string, b: string) => `${g}.${b} (${Number(g) * 6 + Number(b)})`;

// A viewer in London sees each kick-off in their own zone as well as the venue's.
test.use({ timezoneId: "Europe/London" });

/** Counts calls of the browser's data proxy: a page hydrated from the server makes none on load. */
function proxyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/sds/")) calls.push(r.url());
  });
  return calls;
}

test("the 2024 ladder is the real final ladder, and moves through the rounds", async ({ page }) => {
  const calls = proxyCalls(page);
  await page.goto("/seasons/62/ladder");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ladder after Round 24");
  const rows = page.getByTestId("ladder-row");
  await expect(rows).toHaveCount(18);
  await expect(rows.nth(0).getByRole("rowheader")).toHaveText("Sydney");
  await expect(rows.nth(0).getByRole("cell").nth(7)).toHaveText("126.7"); // percentage
  await expect(rows.nth(0).getByRole("cell").nth(8)).toHaveText("68"); // premiership points
  await expect(rows.nth(1).getByRole("rowheader")).toHaveText("Port Adelaide");
  await expect(page.locator("[data-testid=ladder-row][data-finals]")).toHaveCount(8);
  await page.waitForLoadState("networkidle");
  expect(calls, "hydrated from the server, no second request").toEqual([]);

  await page.getByRole("combobox", { name: "After round" }).selectOption("0");
  await expect(page).toHaveURL(/\/seasons\/62\/ladder\?round=0$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ladder after Opening Round");
  await expect(rows).toHaveCount(18);
  const played = await rows.evaluateAll((rs) => rs.map((r) => r.querySelectorAll("td")[1].textContent));
  expect(played.filter((p) => p === "1")).toHaveLength(8);
  expect(played.filter((p) => p === "0")).toHaveLength(10);
  await expect(page.getByRole("columnheader", { name: /since the previous round/ })).toHaveCount(0);

  await page.getByRole("combobox", { name: "After round" }).selectOption("1");
  await expect(page).toHaveURL(/round=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ladder after Round 1");
  await expect(page.getByRole("columnheader", { name: /since the previous round/ })).toBeVisible();
});

test("the fixture filters by round and team, and the address keeps the filters", async ({ page }) => {
  // A finished season opens on its last round; the whole season is one choice away.
  await page.goto("/seasons/62/fixture");
  const roundSelect = page.getByRole("combobox", { name: "Round" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture · Grand Final");
  await expect(roundSelect.locator("option:checked")).toHaveText("Grand Final");
  await expect(page.getByTestId("match")).toHaveCount(1);
  await roundSelect.selectOption("all");
  await expect(page).toHaveURL(/\/fixture\?round=all$/);
  await expect(page.getByTestId("match-count")).toContainText(`${of2024.length} matches`);
  await expect(roundSelect.locator("option", { hasText: "Opening Round" })).toHaveCount(1);
  await expect(roundSelect.locator("optgroup[label=Finals] option", { hasText: "Grand Final" })).toHaveCount(
    1,
  );

  await roundSelect.selectOption("5");
  await expect(page).toHaveURL(/round=5/);
  const round5 = of2024.filter((m) => m.round_number === "5").length;
  await expect(page.getByTestId("match")).toHaveCount(round5);
  await expect(page.getByTestId("match-count")).toContainText(`${round5} matches`);

  await page.getByRole("combobox", { name: "Team" }).selectOption({ label: "Collingwood" });
  await expect(page).toHaveURL(/round=5/);
  await expect(page).toHaveURL(/squad=40/);
  await expect(page.getByTestId("match")).toHaveCount(0); // Collingwood's bye

  await roundSelect.selectOption("all");
  await expect(page).toHaveURL(/\/fixture\?round=all&squad=40$/);
  const collingwood = of2024.filter((m) => m.home_team === "Collingwood" || m.away_team === "Collingwood");
  await expect(page.getByTestId("match")).toHaveCount(collingwood.length);

  // A team alone means the team's whole season.
  await page.goto("/seasons/62/fixture?squad=40");
  await expect(page.getByTestId("match")).toHaveCount(collingwood.length);

  // The same view from its address alone.
  await page.goto("/seasons/62/fixture?round=0&squad=40");
  await expect(page.getByTestId("match")).toHaveCount(1);
  await expect(page.getByTestId("match")).toContainText("Greater Western Sydney");
});

test("the 2024 Grand Final summary shows the quarter scores of the source", async ({ page }) => {
  await page.goto("/seasons/62/fixture?round=28");
  await page.getByRole("link", { name: /Match summary: Sydney v Brisbane Lions/ }).click();
  await expect(page).toHaveURL(/\/matches\/2024216$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sydney v Brisbane Lions");

  const gf = of2024.find((m) => m.match_id === "2024216")!;
  const rows = page.getByTestId("quarter-row");
  for (const [i, side] of (["home", "away"] as const).entries()) {
    const cells = rows.nth(i).getByRole("cell");
    for (let q = 1; q <= 4; q++) {
      await expect(cells.nth(q - 1)).toHaveText(
        score(gf[`${side}_q${q}_goals`], gf[`${side}_q${q}_behinds`]),
      );
    }
    await expect(cells.nth(4)).toHaveText(score(gf[`${side}_goals`], gf[`${side}_behinds`]));
  }
  await expect(page.getByTestId("result")).toHaveText("Brisbane Lions won by 60 points");
  await expect(page.getByTestId("match-facts")).toContainText("Melbourne Cricket Ground (MCG)");
  await expect(page.getByTestId("match-facts")).toContainText("160 m × 141 m");
  await expect(page.getByTestId("match-facts")).toContainText(Number(gf.attendance).toLocaleString("en-AU"));
  await expect(page.locator("header time")).toHaveText("Sat 28 Sept 2024, 2:30 pm AEST");
  await expect(page.locator("header [data-testid=viewer-time]")).toContainText("5:30");
});

test("a squad list sorts by any column, with the order in the address", async ({ page }) => {
  await page.goto("/seasons/62/squads");
  await page.getByRole("link", { name: /^Collingwood/ }).click();
  await expect(page).toHaveURL(/\/seasons\/62\/squads\/40$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collingwood");
  const rows = page.getByTestId("player-row");
  await expect(rows.filter({ hasText: "Scott Pendlebury" })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThan(30);
  await expect(page.getByTestId("position-inferred")).toHaveText("inferred from the statistics");

  await page.getByRole("link", { name: /^Games/ }).click();
  await expect(page).toHaveURL(/sort=games&dir=asc/);
  await page.getByRole("link", { name: /^Games/ }).click();
  await expect(page).toHaveURL(/sort=games&dir=desc/);
  await expect(page.getByRole("columnheader", { name: /^Games/ })).toHaveAttribute("aria-sort", "descending");
  const games = await rows.evaluateAll((rs) =>
    rs.map((r) => Number(r.querySelectorAll("td")[5].textContent)),
  );
  expect(games).toEqual([...games].sort((a, b) => b - a));
});

test("player availability pages through the players by link", async ({ page }) => {
  await page.goto("/seasons/62/availability");
  await expect(page.getByText("Page 1 of")).toHaveCount(2);
  await expect(page.getByTestId("availability-row")).toHaveCount(50);
  await page.getByRole("link", { name: "Next" }).first().click();
  await expect(page).toHaveURL(/\/availability\?page=2$/);
  await expect(page.getByTestId("availability-range")).toContainText("Players 51–100 of");
  await expect(page.getByTestId("availability-row")).toHaveCount(50);
  await expect(page.getByTestId("availability")).toContainText("Selected");
});

test("the glossary defines every metric, each with its own anchor", async ({ page }) => {
  await page.goto("/glossary#KICK");
  expect(await page.getByTestId("metric").count()).toBeGreaterThanOrEqual(70);
  await expect(page.locator("#KICK")).toContainText("Kicks");
  await expect(page.locator("#KICK")).toContainText("core");
  // Where each figure comes from: the source's box score, arithmetic on it, or the synthesised events.
  await expect(page.locator("#KICK").getByTestId("metric-origin")).toHaveText("recorded in the box score");
  await expect(page.locator("#ACCURACY").getByTestId("metric-origin")).toHaveText(
    "worked out from the box score",
  );
  await expect(page.locator("#METRES_GAINED").getByTestId("metric-origin")).toHaveText(
    "counted from the synthesised events",
  );
});

test("the home page features the latest round, the top eight and live matches", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /Latest results · Grand Final, 2025/ })).toBeVisible();
  await expect(page.getByTestId("ladder-row")).toHaveCount(8);
  await expect(page.getByTestId("live-matches").getByTestId("match").first()).toContainText("Live");
  const season2024 = page.getByTestId("season").filter({ hasText: "2024 Toyota AFL Premiership" });
  await season2024.getByRole("link", { name: "Ladder", exact: true }).click();
  await expect(page).toHaveURL(/\/seasons\/62\/ladder$/);
});

test("an unknown season, match or round is a not-found page with a 404", async ({ request }) => {
  // Pages render whole before anything is sent (no streamed fallback), so even a round the season
  // does not have, found only after the season's data is read, answers with a real 404 status.
  for (const path of [
    "/seasons/99/ladder",
    "/seasons/99/fixture",
    "/matches/99",
    "/seasons/62/ladder?round=99",
    "/seasons/62/fixture?round=99",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text()).toContain("Not found");
  }
});

test("a not-found page draws the site once, in the chosen scheme, whether nothing matched or the data had nothing", async ({
  page,
  guard,
  baseURL,
}) => {
  // In the system's dark scheme: the stored scheme is applied to it too.
  await page.emulateMedia({ colorScheme: "dark" });
  const PATHS = ["/no-such-page", "/matches/99", "/seasons/99/ladder", "/players/abc"];
  for (const path of PATHS) {
    const res = await page.goto(path);
    await expect(page.locator("html"), path).toHaveClass(/\bdark\b/);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Not found", level: 1 })).toHaveCount(1);
    // The site's header, main and footer, once each (a second set was drawn inside the first's main).
    for (const part of ["header", "main", "footer"])
      await expect(page.locator(part), `${path}: ${part}`).toHaveCount(1);
  }
  expect(takeRefusedLoads(guard, baseURL!, 404)).toEqual(PATHS);
});

test("a click on an in-app link shows progress until the next page is there", async ({ page }) => {
  await page.goto("/seasons/62/fixture");
  const bar = page.getByTestId("navigation-progress");
  await expect(bar).not.toHaveAttribute("data-pending");
  // Hold the next page's answer, so the in-between state can be seen.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/seasons\/62\/ladder/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Season" }).getByRole("link", { name: "Ladder" }).click();
  await expect(bar).toHaveAttribute("data-pending", "true");
  await expect(page.getByRole("status").filter({ hasText: "Loading the page" })).toHaveCount(1);
  release();
  await expect(page).toHaveURL(/\/seasons\/62\/ladder$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ladder");
  await expect(bar).not.toHaveAttribute("data-pending");
});
