import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { axeCleanInBothSchemes, noSidewaysScroll } from "../helpers/page-checks";
import { textHeights } from "../helpers/chart-text";
import { parseCsv } from "../../lib/charts/export-csv";

// The Brownlow predictor (issue 28), at 1280 and 360 px. A 2024 home-and-away match's predicted votes
// with the real votes beside them, checked against the raw player_stats.csv read here; a final's note;
// and the count page on the synthetic league's season (its completed matches are added up by the app on
// the first visit, a few dozen rather than an AFL season's 207): its totals add up to six votes a match.

const MATCH = "2024100"; // Port Adelaide v Carlton, round 14
const [header, ...lines] = readFileSync("data/afl/player_stats.csv", "utf8").trim().split("\n");
const columns = header.split(",");
const votes = lines
  .map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], v])))
  .filter((r) => r.match_id === MATCH && Number(r.brownlow_votes) > 0);
const COUNT = "/seasons/9001/brownlow";

async function built(page: Page, path = COUNT) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Brownlow count, predicted" })).toBeVisible();
  await expect(page.getByTestId("build-progress")).toHaveCount(0, { timeout: 180_000 });
  await expect(page.getByTestId("count-table")).toBeVisible();
}

test("a match's predicted votes: chances of 3, 2 and 1, and the real votes of the CSV beside them @any-width", async ({
  page,
}) => {
  await page.goto(`/matches/${MATCH}`);
  const section = page.getByTestId("match-votes");
  await expect(section.getByRole("heading", { name: "Brownlow votes, predicted" })).toBeVisible();
  const rows = await section.getByTestId("match-votes-row").evaluateAll((rs) =>
    rs.map((r) => ({
      name: r.querySelector("th a")!.textContent!.trim(),
      cells: [...r.querySelectorAll("td")].map((td) => td.textContent!.trim()),
    })),
  );
  expect(rows.length).toBe(8);
  const expected = rows.map((r) => Number(r.cells[3]));
  expect(expected).toEqual([...expected].sort((a, b) => b - a));
  for (const r of rows) for (const c of r.cells.slice(0, 3)) expect(c).toMatch(/^(<1|\d{1,3})%$/);
  // Every vote-getter of the source is among the listed players, with his votes in the Real column.
  const realOf = new Map(rows.map((r) => [r.name, r.cells[4]]));
  const key = (name: string) => name.toLowerCase().split(" ").reverse().join("_");
  for (const v of votes) {
    const listed = [...realOf.keys()].find((n) => v.player_id.startsWith(`${key(n)}_`));
    expect(listed, `${v.player_id} is listed`).toBeDefined();
    expect(realOf.get(listed!)).toBe(v.brownlow_votes);
  }
  expect([...realOf.values()].filter((c) => c !== "")).toHaveLength(votes.length);
  await noSidewaysScroll(page);
  await axeCleanInBothSchemes(page);
});

test("a final says it has no votes @any-width", async ({ page }) => {
  await page.goto("/matches/2024216");
  await expect(page.getByTestId("match-votes")).toContainText("No Brownlow votes in finals");
});

test("the count page: six votes a match in all, the chart and the table agree, rounds in the address", async ({
  page,
}) => {
  test.slow();
  await built(page);
  await expect(page.getByRole("link", { name: "Brownlow" })).toHaveAttribute("aria-current", "page");
  const scope = await page.getByTestId("count-scope").textContent();
  const [, matches, votesInAll] = scope!.match(/(\d+) matches, (\d+) votes/)!.map(Number);
  expect(votesInAll).toBe(6 * matches);
  await expect(page.getByTestId("count-total")).toContainText(
    `${(6 * matches).toFixed(1)} expected votes in all`,
  );

  // The CSV holds every player: his expected votes add up to six a match.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /as CSV/ }).click(),
  ]);
  const [head, ...rows] = parseCsv(readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, ""));
  const at = head.indexOf("Expected votes");
  expect(rows.reduce((s, r) => s + Number(r[at]), 0)).toBeCloseTo(6 * matches, 1);

  // The table in order of expected votes; the chart's ten bars are its first ten, readable on a phone.
  const shown = await page
    .getByTestId("count-row")
    .evaluateAll((rs) => rs.map((r) => Number(r.getAttribute("data-expected"))));
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  await expect(page.getByTestId("leader-bars").locator("svg").first()).toBeVisible();
  const sizes = await textHeights(page.getByTestId("leader-bars").locator("svg text"));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  await noSidewaysScroll(page);

  // An earlier round counts fewer matches; the address carries it.
  const select = page.getByRole("combobox", { name: "Count after" });
  const options = await select
    .locator("option")
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await select.selectOption(options[0]);
  await expect(page).toHaveURL(new RegExp(`round=${options[0]}`));
  await expect(page.getByTestId("count-scope")).not.toHaveText(scope!);
  const fewer = Number((await page.getByTestId("count-scope").textContent())!.match(/(\d+) matches/)![1]);
  expect(fewer).toBeLessThan(matches);
  await axeCleanInBothSchemes(page);
});

test("a round the season does not have is named in a clear message @any-width", async ({ page }) => {
  await built(page);
  await page.goto(`${COUNT}?round=99`);
  await expect(page.getByTestId("count-problem")).toContainText('No completed home-and-away round "99"');
});
