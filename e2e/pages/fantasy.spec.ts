import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { test, expect } from "../fixtures";
import { noSidewaysScroll } from "../helpers/page-checks";
import { signInAs } from "./every-page";

// AFL Fantasy scores (issue 28), at 1280 and 360 px: the box score's AF column and a player's game log
// against the published scoring applied here to the raw player_stats.csv, read with a few lines of
// parsing rather than through the app.
type Row = Record<string, string>;
const [header, ...lines] = readFileSync("data/afl/player_stats.csv", "utf8").trim().split("\n");
const columns = header.split(",");
const stats: Row[] = lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], v])));
// prettier-ignore
const POINTS: Record<string, number> = {
  kicks: 3, handballs: 2, marks: 3, tackles: 4, free_kicks_for: 1, free_kicks_against: -3, hit_outs: 1,
  goals: 6, behinds: 1,
};
const fantasy = (r: Row) => Object.entries(POINTS).reduce((sum, [col, w]) => sum + w * Number(r[col]), 0);
const oneDecimal = (n: number) =>
  n.toLocaleString("en-AU", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const GRAND_FINAL = "2024216";
const inFinal = stats.filter((r) => r.match_id === GRAND_FINAL);

const lastCell = (row: Locator) => row.getByRole("cell").last();

test("the box score's AF column is the published formula on every player's row @any-width", async ({
  page,
}) => {
  await page.goto(`/matches/${GRAND_FINAL}`);
  await expect(page.getByRole("heading", { name: "Box score" })).toBeVisible();
  for (const team of ["Brisbane Lions", "Sydney"]) {
    const table = page.locator(`[data-testid=box-score-team][data-team="${team}"]`);
    await expect(table.getByRole("columnheader").last()).toContainText("AF");
    const shown = await table.getByTestId("box-score-row").evaluateAll((rows) =>
      rows.map((r) => {
        const td = r.querySelectorAll("td");
        return [td[0].textContent!.trim(), td[td.length - 1].textContent!.trim()];
      }),
    );
    const want = inFinal.filter((r) => r.team === team).map((r) => [r.jumper_number, String(fantasy(r))]);
    expect(shown.sort()).toEqual(want.sort());
  }
  await expect(page.getByTestId("box-score")).toContainText("AF AFL Fantasy points (kick 3");
  await noSidewaysScroll(page);
});

test("the statistics view's player table has the AF column, the formula on every player's row @any-width", async ({
  page,
}) => {
  await signInAs(page, "coach@demo.local");
  await page.goto(`/matches/${GRAND_FINAL}/stats`);
  const table = page.getByTestId("player-stats");
  await expect(table.getByRole("columnheader").last()).toContainText("AFL Fantasy points");
  await expect(table.getByTestId("player-stat-row")).toHaveCount(inFinal.length);
  // Team, jumper and the last cell of each row, as shown (the player is the row header).
  const shown = await table.getByTestId("player-stat-row").evaluateAll((rows) =>
    rows.map((r) => {
      const td = [...r.querySelectorAll("td")].map((c) => c.textContent!.trim());
      return `${td[0]} #${td[1]}: ${td[td.length - 1]}`;
    }),
  );
  const want = inFinal.map((r) => `${r.team} #${r.jumper_number}: ${fantasy(r)}`);
  expect(shown.sort()).toEqual(want.sort());
  await noSidewaysScroll(page);
});

test("a player's game log scores each match, with his season and last-5 averages @any-width", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lion = inFinal
    .filter((r) => r.team === "Brisbane Lions")
    .sort((a, b) => Number(b.disposals) - Number(a.disposals))[0];
  const season = stats.filter((r) => r.player_id === lion.player_id && r.season === "2024");
  await page.goto(`/matches/${GRAND_FINAL}`);
  const table = page.locator(`[data-testid=box-score-team][data-team="Brisbane Lions"]`);
  const row = table.getByTestId("box-score-row").filter({
    has: page.locator("td:nth-of-type(1)", { hasText: new RegExp(`^${lion.jumper_number}$`) }),
  });
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/players\/\d+\?season=62$/);

  const log = page.getByTestId("game-log-row");
  await expect(log).toHaveCount(season.length, { timeout: 60_000 });
  const shown = await log.evaluateAll((rows) =>
    rows.map((r) => [r.getAttribute("data-match")!, r.querySelector("td:last-child")!.textContent!.trim()]),
  );
  const byMatch = new Map(season.map((r) => [r.match_id, fantasy(r)]));
  expect(shown).toEqual(shown.map(([id]) => [id, String(byMatch.get(id))]));

  const inOrder = shown.map(([id]) => byMatch.get(id)!);
  const mean = (xs: number[]) => xs.reduce((a, v) => a + v, 0) / xs.length;
  const line = page.getByTestId("player-line-row");
  await expect(line.nth(0).getByRole("rowheader")).toHaveText("Total");
  await expect(lastCell(line.nth(0))).toHaveText(String(inOrder.reduce((a, v) => a + v, 0)));
  await expect(line.nth(1).getByRole("rowheader")).toHaveText("Per game");
  await expect(lastCell(line.nth(1))).toHaveText(oneDecimal(mean(inOrder)));
  await expect(line.nth(2).getByRole("rowheader")).toHaveText("Last 5 per game");
  await expect(line.nth(2).getByRole("cell").first()).toHaveText("5");
  await expect(lastCell(line.nth(2))).toHaveText(oneDecimal(mean(inOrder.slice(-5))));

  // The trend chart takes the score as its metric too.
  await page.getByRole("combobox", { name: "Chart" }).selectOption("AFL_FANTASY");
  await expect(page.getByTestId("player-trend-figure")).toContainText("AFL Fantasy points by match");
  await noSidewaysScroll(page);
});
