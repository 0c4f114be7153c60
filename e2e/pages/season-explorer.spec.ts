import type { Page } from "@playwright/test";
import { test, expect, takeRefusedLoads } from "../fixtures";
import { labelsOverTicks, textHeights } from "../helpers/chart-text";
import { axeInSystemSchemes, noSidewaysScroll } from "../helpers/page-checks";
import { readRawCsv } from "../../tests/helpers/raw-csv";
import { buildsDone, signInAs } from "./every-page";

// The season explorer on the AFL's 2024 (season 62), on the desktop and the 360 px phone. The expected
// points are read here from the raw box scores (data/afl/player_stats.csv, the same file as
// /work/shared/data/afl/) by the tests' own CSV reading (tests/helpers/raw-csv.ts), never the app's:
// a player's figure a game is his column's sum over his rows divided by his rows; person ids are
// players.csv sorted by player_id from 1001 (SOURCES.md's import). The trend's maths and the address's every bad input are
// the model's unit tests (features/season-explorer/model). The quarter and zone cuts are drawn on the
// synthetic league's season (9001), whose splits the run's global setup has kept (an AFL season's are
// ~11 MB a match); that a cut's figures add up to the whole match's is tests/service/explorer-cuts.test.ts.

type Row = Record<string, string>;
const sourceIds = readRawCsv("players.csv")
  .map((p) => p.player_id)
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const personId = (sourceId: string) => 1001 + sourceIds.indexOf(sourceId);
const stats2024 = readRawCsv("player_stats.csv").filter((r) => r.season === "2024");
const rowsOf = new Map<string, Row[]>();
for (const r of stats2024) rowsOf.set(r.player_id, [...(rowsOf.get(r.player_id) ?? []), r]);

/** His 2024 a game of a raw column, as the explorer prints it (two decimals). */
const perGame = (sourceId: string, column: string) => {
  const rows = rowsOf.get(sourceId)!;
  return (rows.reduce((a, r) => a + Number(r[column]), 0) / rows.length).toFixed(2);
};
/** The players of 2024 with at least `min` games (of one club: every row of his for it). */
const playersWith = (min: number, team?: string) =>
  [...rowsOf.values()].filter((rows) => rows.length >= min && (!team || rows.every((r) => r.team === team)))
    .length;

const EXPLORE = "/seasons/62/explore";
const NEALE = "neale_lachie_24051993";
const DAICOS = "daicos_nick_03012003";
const BONT = "bontempelli_marcus_24111995";

async function opened(page: Page, path: string) {
  await page.goto(path);
  await buildsDone(page);
  await expect(page.getByRole("heading", { level: 1, name: "Season explorer" })).toBeVisible();
  // The chart is drawn once the page has hydrated: only then do its choices and keys answer. A minute:
  // on this shared machine (load ~17 on two cores) Chromium itself waits for a turn.
  await expect(page.locator("[data-testid=explore-figure] svg .recharts-scatter-symbol").first()).toBeVisible(
    { timeout: 60_000 },
  );
}
/** A choice or a key asks the server for the next page: ~650 points, on a shared two-core machine. */
const NAVIGATION = { timeout: 60_000 };
const row = (page: Page, sourceId: string) =>
  page.locator(`[data-testid=explore-row][data-person="${personId(sourceId)}"]`);

test("every 2024 player of 5 games or more, at his disposals and goals a game as the raw data has them @any-width", async ({
  page,
}) => {
  // The first visit may wait for the season's whole-match box scores to be kept.
  test.setTimeout(300_000);
  const count = playersWith(5);
  expect(count).toBeGreaterThan(500); // the rows exist: nothing passes on an empty filter
  await opened(page, EXPLORE);
  await expect(page.getByRole("link", { name: "Explore" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("explore-row")).toHaveCount(count);
  await expect(page.getByTestId("explore-summary")).toContainText(`${count} players`);
  for (const p of [NEALE, DAICOS, BONT]) {
    await expect(row(page, p).getByTestId("x")).toHaveText(perGame(p, "disposals"));
    await expect(row(page, p).getByTestId("y")).toHaveText(perGame(p, "goals"));
  }
  // Every point drawn (the ten named drawn once more, above the rest), the trend, the named ones.
  const figure = page.getByTestId("explore-figure");
  await expect(figure.locator("svg .recharts-scatter-symbol")).toHaveCount(count + 10);
  await expect(figure.locator("svg .recharts-reference-line")).toHaveCount(1);
  await expect(figure.getByTestId("explore-names").locator("text")).toHaveCount(10);
  // Where the named dots cluster (the goalkickers at the top left), no name covers another.
  const boxes = await figure
    .getByTestId("explore-names")
    .locator("text")
    .evaluateAll((texts) =>
      texts.map((t) => {
        const r = t.getBoundingClientRect();
        return { name: t.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
    );
  const covering = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      .map((b) => `${a.name} / ${b.name}`),
  );
  expect(covering, "named players whose labels cover each other").toEqual([]);
  await expect(figure.getByRole("button", { name: /Download .* as PNG/ })).toBeVisible();
  await expect(figure.getByRole("button", { name: /Download .* as CSV/ })).toBeVisible();
  await expect(figure.getByRole("button", { name: /^Share / })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeInSystemSchemes(page, EXPLORE)).toEqual([]);
});

test("the address is the state: another count, fewer games, one club, one position @any-width", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await opened(page, EXPLORE);
  await page.getByLabel("Across (x)", { exact: true }).selectOption({ label: "Tackles" });
  await expect(page).toHaveURL(/x=TACKLE/, NAVIGATION);
  await expect(page.getByTestId("explore-chart-title")).toHaveText(/^Goals against tackles a game/);
  await expect(row(page, NEALE).getByTestId("x")).toHaveText(perGame(NEALE, "tackles"));

  await opened(page, `${EXPLORE}?x=TACKLE&min=20`);
  await expect(page.getByTestId("explore-row")).toHaveCount(playersWith(20));
  await expect(page.getByLabel("Fewest games", { exact: true })).toHaveValue("20");

  await page.getByLabel("Club", { exact: true }).selectOption({ label: "Sydney" });
  await expect(page).toHaveURL(/squad=\d+/, NAVIGATION);
  await expect(page.getByTestId("explore-row")).toHaveCount(playersWith(20, "Sydney"));
  for (const club of await page.getByTestId("explore-row").locator("td:nth-of-type(1)").allTextContents())
    expect(club).toBe("Sydney");

  await page.getByLabel("Position (inferred)", { exact: true }).selectOption({ label: "Midfielder" });
  await expect(page).toHaveURL(/position=MIDFIELDER/, NAVIGATION);
  const positions = await page.getByTestId("explore-row").locator("td:nth-of-type(2)").allTextContents();
  expect(positions.length).toBeGreaterThan(0);
  for (const p of positions) expect(p).toBe("Midfielder");
  // A shared address reproduces it, sort included: the table's column headers sort by link.
  await page.getByRole("columnheader", { name: /Games/ }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=games&dir=asc/, NAVIGATION);
  await expect(page.getByRole("columnheader", { name: /Games/ })).toHaveAttribute("aria-sort", "ascending");
});

test("by keyboard: Tab to the chart, the arrows name a player, Enter opens his page; the table too", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await opened(page, `${EXPLORE}?min=20`);
  const figure = page.getByTestId("explore-figure");
  await expect(figure.locator("svg .recharts-scatter-symbol").first()).toBeVisible();
  await figure.getByRole("button", { name: /Download .* as CSV/ }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("explore-chart")).toBeFocused();
  await page.keyboard.press("End");
  const said = page.getByTestId("explore-focused");
  await expect(said).toContainText("Enter opens his page");
  const name = (await said.textContent())!.split(",")[0];
  // The focused point is named on the chart too.
  await expect(figure.locator("svg text.explore-focused-label")).toHaveText(name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/players\/\d+\?season=62$/, NAVIGATION);
  await expect(page.getByTestId("player-name")).toContainText(name);

  await opened(page, `${EXPLORE}?min=20`);
  const link = row(page, NEALE).getByRole("link");
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/players/${personId(NEALE)}\\?season=62$`), NAVIGATION);
});

test("a hovered point names the player; a click opens his page", async ({ page }) => {
  test.setTimeout(180_000);
  await opened(page, `${EXPLORE}?min=20`);
  // A named point: drawn last, above the crowd, so no other dot covers it.
  const dot = page.getByTestId("explore-figure").locator("svg .recharts-scatter-symbol").last();
  await dot.scrollIntoViewIfNeeded();
  // At this project's width (the phone's too) the axes' titles stand clear of their ticks.
  expect(await labelsOverTicks(page), "axis titles over tick values").toEqual([]);
  await dot.hover();
  const tip = page.getByTestId("explore-figure").locator(".recharts-tooltip-wrapper");
  await expect(tip).toContainText(/ · \d+ games/);
  await dot.click();
  await expect(page).toHaveURL(/\/players\/\d+\?season=62$/, NAVIGATION);
});

test("a wrong address says what is wrong with a 200; an unknown season is the 404 page @any-width", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  for (const [search, problem] of [
    ["x=NOPE", "x=NOPE is not a count you can explore"],
    ["y=goals", "y=goals is not a count you can explore"],
    ["min=abc", "min=abc is not a number of games"],
    ["min=0", "min=0 is not a number of games"],
    ["squad=99999", "squad=99999 is not a club of this season"],
    ["position=WINGER", "position=WINGER is not a position of this season"],
    ["sort=height", "sort=height is not a column of the table"],
  ]) {
    const res = await page.goto(`${EXPLORE}?${search}`);
    expect(res?.status(), search).toBe(200);
    await expect(page.getByTestId("explore-problem")).toContainText(problem);
  }
  // The history: results and quarter scores only.
  const history = await page.goto("/seasons/1001966/explore");
  expect(history?.status()).toBe(200);
  await expect(page.getByTestId("explore-nothing")).toContainText("No box scores for this season");
  for (const path of ["/seasons/99999/explore", "/seasons/abc/explore"])
    expect((await request.get(path)).status(), path).toBe(404);
});

test("quarter and zone: an analyst cuts the counts and the address keeps them; a visitor is not offered them", async ({
  page,
  guard,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // Every player of the synthetic season's few dozen matches (at least one game).
  const CUTS = "/seasons/9001/explore?min=1";
  const quarter = page.getByRole("combobox", { name: "Quarter" });
  const zone = page.getByRole("combobox", { name: "Zone" });
  await opened(page, CUTS);
  await expect(quarter).toHaveCount(0);
  await expect(zone).toHaveCount(0);
  await expect(page.getByTestId("explore-cuts-note")).toContainText("for coaches and analysts");
  // Asked for in the address all the same: a visitor is sent to sign in, a fan answered 403 (as the
  // leaderboard's splits are); a bad one is named first, for anyone.
  await page.goto(`${CUTS}&zone=F50`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  const bad = await page.goto(`${CUTS}&quarter=5`);
  expect(bad?.status()).toBe(200);
  await expect(page.getByTestId("explore-problem")).toContainText(
    "quarter=5 is not a quarter; use 1, 2, 3, 4",
  );
  await signInAs(page, "fan@demo.local");
  const refused = await page.goto(`${CUTS}&quarter=2`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "For coaches and analysts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "The season explorer" })).toBeVisible();
  expect(takeRefusedLoads(guard, baseURL!)).toEqual([`${CUTS}&quarter=2`]);
  await page.context().clearCookies();

  await signInAs(page, "admin@demo.local");
  await opened(page, CUTS);
  await expect(page.getByTestId("explore-cuts-note")).toHaveCount(0);
  const figures = async () =>
    new Map(
      await page.getByTestId("explore-row").evaluateAll((rs) =>
        rs.map((r) => {
          const cell = (id: string) => Number(r.querySelector(`[data-testid=${id}]`)!.textContent);
          return [
            r.getAttribute("data-person")!,
            { games: r.querySelectorAll("td")[2].textContent, x: cell("x") },
          ] as const;
        }),
      ),
    );
  const whole = await figures();
  expect(whole.size).toBeGreaterThan(20);

  await quarter.selectOption("2");
  await expect(page).toHaveURL(/quarter=2/, NAVIGATION);
  await expect(page.getByTestId("explore-chart-title")).toContainText("Quarter 2 ·");
  await zone.selectOption("F50");
  await expect(page).toHaveURL(/zone=F50/, NAVIGATION);
  await expect(page).toHaveURL(/quarter=2/);
  await expect(page).toHaveURL(/min=1/);
  await expect(page.getByTestId("explore-chart-title")).toContainText("Quarter 2 · Forward 50 ·");
  await expect(page.getByTestId("explore-summary")).toContainText("Quarter 2 · Forward 50");
  await expect(page.locator("[data-testid=explore-figure] svg .recharts-scatter-symbol").first()).toBeVisible(
    NAVIGATION,
  );
  // The table shows the cut: the same players and games, each a part of his whole match's disposals.
  const cut = await figures();
  expect([...cut.keys()].sort()).toEqual([...whole.keys()].sort());
  let smaller = 0;
  for (const [id, c] of cut) {
    expect(c.games, id).toBe(whole.get(id)!.games);
    expect(c.x, id).toBeLessThanOrEqual(whole.get(id)!.x);
    if (c.x < whole.get(id)!.x) smaller++;
  }
  expect(smaller).toBeGreaterThan(cut.size / 2);
  // The address is the state: a sort keeps the cut, and the selects show it again.
  await page.getByRole("columnheader", { name: /Games/ }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=games/, NAVIGATION);
  await expect(page).toHaveURL(/quarter=2/);
  await expect(page).toHaveURL(/zone=F50/);
  await expect(quarter).toHaveValue("2");
  await expect(zone).toHaveValue("F50");

  // On a 360 px phone: the chart's text readable, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  const texts = page.locator("[data-testid=explore-figure] svg text");
  await expect(texts.first()).toBeVisible();
  expect(Math.min(...(await textHeights(texts)))).toBeGreaterThanOrEqual(11);
  await noSidewaysScroll(page);
});
