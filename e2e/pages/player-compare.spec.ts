import { readFileSync } from "node:fs";
import { test, expect } from "../fixtures";
import { buildsDone } from "./every-page";

// The player comparison, on the AFL's 2024 (season 62): its figures against the raw CSV, read here
// with a few lines of parsing rather than through the app (person ids are players.csv sorted by
// player_id from 1001, as SOURCES.md's import says); the percentiles' maths are the model's unit
// tests. Then the address as the state (add by search, remove) and the Compare link of a player page.

type Row = Record<string, string>;
const csv = (file: string): Row[] => {
  const [header, ...lines] = readFileSync(`data/afl/${file}`, "utf8").trim().split("\n");
  const columns = header.split(",");
  return lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], v])));
};
const sourceIds = csv("players.csv")
  .map((p) => p.player_id)
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const personId = (sourceId: string) => 1001 + sourceIds.indexOf(sourceId);
const stats2024 = csv("player_stats.csv").filter((r) => r.season === "2024");

// prettier-ignore
const FANTASY: Record<string, number> = {
  kicks: 3, handballs: 2, marks: 3, tackles: 4, free_kicks_for: 1, free_kicks_against: -3, hit_outs: 1,
  goals: 6, behinds: 1,
};
const oneDecimal = (n: number) =>
  n.toLocaleString("en-AU", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** His 2024 from the raw rows: games, and a column's (or the Fantasy score's) total and a game. */
function season(sourceId: string) {
  const rows = stats2024.filter((r) => r.player_id === sourceId);
  const sum = (value: (r: Row) => number) => rows.reduce((a, r) => a + value(r), 0);
  const figure = (value: (r: Row) => number) => [oneDecimal(sum(value) / rows.length), String(sum(value))];
  return {
    games: rows.length,
    disposals: figure((r) => Number(r.disposals)),
    goals: figure((r) => Number(r.goals)),
    contested: figure((r) => Number(r.contested_possessions)),
    fantasy: figure((r) => Object.entries(FANTASY).reduce((a, [c, w]) => a + w * Number(r[c]), 0)),
  };
}

const NEALE = "neale_lachie_24051993";
const DAICOS = "daicos_nick_03012003";
const BONT = "bontempelli_marcus_24111995";
const PAIR = `/players/compare?players=${personId(NEALE)},${personId(DAICOS)}&season=62`;

test("two 2024 players: a game and in total as the raw data has them, both charts", async ({ page }) => {
  // The first visit may wait for the season's whole-match box scores to be kept.
  test.setTimeout(300_000);
  const want = [season(NEALE), season(DAICOS)];
  expect(want.map((w) => w.games)).toEqual([26, 23]); // the rows exist: nothing passes on an empty filter
  await page.goto(PAIR);
  await buildsDone(page);
  await expect(page.getByRole("heading", { level: 1, name: "Compare players" })).toBeVisible();
  const cards = page.getByTestId("compared-player");
  await expect(cards).toHaveCount(2);
  for (const [i, w] of want.entries()) await expect(cards.nth(i)).toContainText(`${w.games} games`);
  // Each is ranked among his position's players, and the positions are the service's inference.
  for (const i of [0, 1])
    await expect(cards.nth(i).getByTestId("position-inferred")).toHaveAttribute("href", "/about#positions");
  // Each statistic's row: per player, a game, its percentile, the total, its percentile.
  const cells = (metric: string) =>
    page
      .locator(`[data-testid=compare-row][data-metric="${metric}"] td`)
      .evaluateAll((tds) => tds.map((td) => td.textContent!.trim()));
  for (const [metric, key] of [
    ["Disposals", "disposals"],
    ["Goals", "goals"],
    ["Contested possessions", "contested"],
    ["AFL Fantasy points", "fantasy"],
  ] as const) {
    const shown = await cells(metric);
    expect(shown, metric).toHaveLength(8);
    expect([shown[0], shown[2], shown[4], shown[6]], metric).toEqual([...want[0][key], ...want[1][key]]);
    // The percentiles' maths are the model's tests; here each is shown, as a whole number 0–100.
    for (const p of [shown[1], shown[3], shown[5], shown[7]]) expect(p, metric).toMatch(/^(100|\d{1,2})$/);
  }
  // The percentiles' chart (a bar a statistic a player) and the game-by-game lines, one a player.
  const bars = page.getByTestId("compare-percentiles").locator(".recharts-bar-rectangle");
  await expect.poll(() => bars.count()).toBeGreaterThan(10);
  await expect(page.getByTestId("compare-games").locator("path.recharts-line-curve")).toHaveCount(2);
  await expect(page.getByRole("button", { name: /Download Disposals game by game .* as PNG/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Game by game" }).selectOption("GOAL");
  await expect(page).toHaveURL(/metric=GOAL/);
  await expect(page.getByTestId("compare-games-figure")).toContainText("Goals game by game");
});

test("a player added by search and one removed, the address following; bad addresses explained", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(PAIR);
  await buildsDone(page);
  await page.getByRole("searchbox", { name: "Player name" }).fill("bontempelli");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=bontempelli/);
  await page.getByRole("link", { name: "Add Marcus Bontempelli" }).click();
  const three = `players=${personId(NEALE)},${personId(DAICOS)},${personId(BONT)}`;
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`/players/compare?${three}&season=62`);
  await expect(page.getByTestId("compared-player")).toHaveCount(3);
  await page.getByRole("link", { name: "Remove Lachie Neale" }).click();
  await expect
    .poll(() => decodeURIComponent(page.url()))
    .toContain(`players=${personId(DAICOS)},${personId(BONT)}&season=62`);
  await expect(page.getByTestId("compared-player")).toHaveText([/Nick Daicos/, /Marcus Bontempelli/]);

  for (const [query, said] of [
    ["players=1,2,3,4,5", "5 players are asked for: a comparison takes 2 to 4."],
    [`players=${personId(NEALE)},99999&season=62`, "No player has the id 99999"],
    [`players=${personId(NEALE)},${personId(DAICOS)}&season=7`, "Season 7 has no players' box scores"],
  ]) {
    const res = await page.goto(`/players/compare?${query}`);
    expect(res?.status(), query).toBe(200);
    await expect(page.getByTestId("compare-problem")).toContainText(said);
  }
});

test("a player page's Compare link opens the comparison with him, asking for another", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/players/${personId(NEALE)}?season=62`);
  await page.getByTestId("player-compare-link").click();
  await expect
    .poll(() => decodeURIComponent(page.url()))
    .toMatch(new RegExp(`/players/compare\\?players=${personId(NEALE)}:62$`));
  await buildsDone(page);
  await expect(page.getByTestId("compared-player")).toHaveCount(1);
  await expect(page.getByTestId("compared-player")).toContainText("Lachie Neale");
  await expect(page.getByTestId("compare-notice")).toHaveText(
    "Add at least one more player to compare: search for him by name below.",
  );
});
