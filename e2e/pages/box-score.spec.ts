import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { parseCsv } from "../../lib/charts/export-csv";

// The public box score, checked against the source (data/afl/player_stats.csv), read here with a few
// lines of parsing rather than through the app.
type Row = Record<string, string>;
const [header, ...lines] = readFileSync("data/afl/player_stats.csv", "utf8").trim().split("\n");
const columns = header.split(",");
const stats: Row[] = lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], v])));
const GRAND_FINAL = "2024216";
const inFinal = stats.filter((r) => r.match_id === GRAND_FINAL);
// The final's most prolific Brisbane Lions player, and a Sydney one chosen by jumper number.
const lion = inFinal
  .filter((r) => r.team === "Brisbane Lions")
  .sort((a, b) => Number(b.disposals) - Number(a.disposals))[0];
const swan = inFinal.find((r) => r.team === "Sydney" && r.jumper_number === "1")!;

// Cells after the player's name: #, D, K, HB, M, T, G, B, HO, CL, I50.
const CELL = { jumper: 0, D: 1, K: 2, HB: 3, M: 4, T: 5, G: 6, B: 7, HO: 8, CL: 9, I50: 10 };

function teamTable(page: Page, team: string): Locator {
  return page.locator(`[data-testid=box-score-team][data-team="${team}"]`);
}

async function playerRow(table: Locator, jumper: string): Promise<Locator> {
  const row = table.getByTestId("box-score-row").filter({
    has: table.page().locator(`td:nth-of-type(1)`, { hasText: new RegExp(`^${jumper}$`) }),
  });
  await expect(row).toHaveCount(1);
  return row;
}

test("an anonymous visitor sees every player's box score, equal to the source", async ({ page }) => {
  await page.goto(`/matches/${GRAND_FINAL}`);
  await expect(page.getByRole("heading", { name: "Box score" })).toBeVisible();
  for (const p of [lion, swan]) {
    const table = teamTable(page, p.team);
    await expect(table.getByTestId("box-score-row")).toHaveCount(
      inFinal.filter((r) => r.team === p.team).length,
    );
    const cells = (await playerRow(table, p.jumper_number)).getByRole("cell");
    await expect(cells.nth(CELL.D)).toHaveText(p.disposals);
    await expect(cells.nth(CELL.K)).toHaveText(p.kicks);
    await expect(cells.nth(CELL.HB)).toHaveText(p.handballs);
    await expect(cells.nth(CELL.T)).toHaveText(p.tackles);
    await expect(cells.nth(CELL.G)).toHaveText(p.goals);
    await expect(cells.nth(CELL.HO)).toHaveText(p.hit_outs);
    await expect(cells.nth(CELL.I50)).toHaveText(p.inside_50s);
  }
  // Sorted by disposals by default: the top row is the team's most prolific player.
  const lions = teamTable(page, "Brisbane Lions");
  await expect(lions.getByTestId("box-score-row").first().getByRole("cell").nth(CELL.D)).toHaveText(
    lion.disposals,
  );
});

test("the box score sorts by a column and downloads as the visible CSV", async ({ page }) => {
  await page.goto(`/matches/${GRAND_FINAL}`);
  // Sorting is the browser's work: click once the page is interactive. (A click during hydration was
  // seen twice to change the address without re-sorting, under load: the view now reads its state from
  // the address itself, not only through Next's router; see use-url-state.ts.)
  await page.waitForLoadState("networkidle");
  const sydney = teamTable(page, "Sydney");
  await sydney.getByRole("link", { name: /^T\b/ }).click();
  await expect(page).toHaveURL(/hsort=TACKLE/);
  const maxTackles = Math.max(...inFinal.filter((r) => r.team === "Sydney").map((r) => Number(r.tackles)));
  await expect(sydney.getByTestId("box-score-row").first().getByRole("cell").nth(CELL.T)).toHaveText(
    String(maxTackles),
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    sydney.getByRole("button", { name: /as CSV/ }).click(),
  ]);
  const text = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const [head, ...rows] = parseCsv(text);
  expect(head).toEqual(["Player", "#", "D", "K", "HB", "M", "T", "G", "B", "HO", "CL", "I50", "AF"]);
  expect(Number(rows[0][6])).toBe(maxTackles);
  const swanRow = rows.find((r) => r[1] === swan.jumper_number)!;
  expect(swanRow[2]).toBe(swan.disposals);
});
