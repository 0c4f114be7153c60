import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { signInAs } from "./every-page";

// Seasons of the history (1897–2022) through the app, against the raw file (not the service's answers).
type Row = Record<string, string>;
const [header, ...lines] = readFileSync("data/afl/history/matches_1897_2022.csv", "utf8")
  .trim()
  .split(/\r?\n/);
const columns = header.split(",");
const rows: Row[] = lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], v])));

/** The top of a season's ladder after a round, from the raw results (4 a win, 2 a draw, then %). */
function topAfter(year: string, round: number) {
  const t = new Map<string, { name: string; pts: number; f: number; a: number }>();
  for (const r of rows.filter((x) => x.season === year && x.is_final === "0" && Number(x.round) <= round)) {
    for (const [name, own, opp] of [
      [r.home_team, Number(r.home_score), Number(r.away_score)],
      [r.away_team, Number(r.away_score), Number(r.home_score)],
    ] as const) {
      const e = t.get(name) ?? { name, pts: 0, f: 0, a: 0 };
      e.pts += own > opp ? 4 : own === opp ? 2 : 0;
      e.f += own;
      e.a += opp;
      t.set(name, e);
    }
  }
  return [...t.values()].sort((x, y) => y.pts - x.pts || y.f / y.a - x.f / x.a)[0];
}

test("the 1966 ladder after round 10 is the file's results up to round 10", async ({ page }) => {
  const top = topAfter("1966", 10);
  await page.goto("/seasons/1001966/ladder?round=10");
  await expect(page.getByTestId("season-name")).toHaveText("1966 VFL Premiership");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ladder after Round 10");
  const rowsOnPage = page.getByTestId("ladder-row");
  await expect(rowsOnPage).toHaveCount(12);
  await expect(rowsOnPage.nth(0).getByRole("rowheader")).toHaveText(top.name);
  await expect(rowsOnPage.nth(0).getByRole("cell").nth(8)).toHaveText(String(top.pts));
  await expect(page.getByRole("rowheader", { name: "South Melbourne" })).toBeVisible();
  // 1966's finals took four: the ladder marks four places, not today's eight, and says so.
  await expect(page.locator("[data-testid=ladder-row][data-finals]")).toHaveCount(4);
  await expect(page.getByText("The top 4 (finals places) are marked with a bar.")).toBeVisible();
});

/** Who won a finished season, from the raw file: its last grand final, or the top of 1897's and 1924's round robins. */
function premiersOf(year: string) {
  const finals = rows.filter((r) => r.season === year && r.is_final === "1");
  const sides = (r: Row) =>
    [
      { name: r.home_team, own: Number(r.home_score), opp: Number(r.away_score) },
      { name: r.away_team, own: Number(r.away_score), opp: Number(r.home_score) },
    ].sort((x, y) => y.own - x.own); // the winner first
  const gfs = finals.filter((r) => r.round === "Grand Final");
  if (gfs.length) {
    const [won, lost] = sides(gfs.at(-1)!);
    const match = gfs.length > 1 ? "Grand Final Replay" : "Grand Final";
    return `${won.name} · ${match}, ${won.own}–${lost.own} against ${lost.name}`;
  }
  const t = new Map<string, { pts: number; f: number; a: number }>();
  for (const { name, own, opp } of finals.flatMap(sides)) {
    const e = t.get(name) ?? { pts: 0, f: 0, a: 0 };
    e.pts += own > opp ? 4 : own === opp ? 2 : 0;
    e.f += own;
    e.a += opp;
    t.set(name, e);
  }
  const [top] = [...t].sort(([, x], [, y]) => y.pts - x.pts || y.f / y.a - x.f / x.a)[0];
  return `${top} · top of the round robin of the top four (no grand final)`;
}

test("a finished season names its premiers and what decided it: a grand final, a replay, a round robin", async ({
  page,
}) => {
  for (const year of ["1966", "1948", "1924"]) {
    await page.goto(`/seasons/100${year}/ladder`);
    await expect(page.getByTestId("season-premiers")).toHaveText(`Premiers: ${premiersOf(year)}`);
  }
  // The club links to its squad of that season, the deciding match to the match.
  await page.getByTestId("season-premiers").getByRole("link").click();
  await expect(page).toHaveURL(/\/seasons\/1001924\/squads\/\d+$/);
  await page.goto("/seasons/1001948/fixture");
  await page.getByTestId("season-premiers").getByRole("link", { name: "Grand Final Replay" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Melbourne");
});

test("a ladder of the final five's years marks five finals places", async ({ page }) => {
  await page.goto("/seasons/1001985/ladder");
  await expect(page.locator("[data-testid=ladder-row][data-finals]")).toHaveCount(5);
});

test("1897 ended in a round robin: its finals weeks are named so", async ({ page }) => {
  await page.goto("/seasons/1001897/fixture?round=all");
  await expect(page.getByRole("heading", { name: "Round-Robin Finals, Week 1" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Grand Final/i })).toHaveCount(0);
});

test("a match of 1966 shows its score by quarter and says there are no detailed statistics", async ({
  page,
}) => {
  const gf = rows.find((r) => r.season === "1966" && r.round === "Grand Final")!;
  await page.goto("/matches/1966112");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(gf.home_team);
  await expect(page.getByTestId("no-box-score")).toBeVisible();
  await expect(page.getByText(`${gf.home_goals}.${gf.home_behinds}`).first()).toBeVisible();
  // It has no events: no tab offers a view of them (each would ask a visitor to sign in for nothing).
  await expect(page.getByRole("navigation", { name: "Match centre" }).getByRole("link")).toHaveText([
    "Summary",
  ]);
});

test("a coach at a 1966 match's event views is told calmly there are none, and led to the summary", async ({
  page,
}) => {
  await signInAs(page, "coach@demo.local");
  for (const [view, what] of [
    ["shots", "shots"],
    ["stats", "statistics"],
  ]) {
    await page.goto(`/matches/1966112/${view}`);
    await expect(page.getByTestId("no-events")).toContainText(`No ${what} for this match.`);
    await expect(page.getByText(/Could not load/)).toHaveCount(0);
  }
  await page.getByTestId("no-events").getByRole("link", { name: "The match summary" }).click();
  await expect(page).toHaveURL(/\/matches\/1966112$/);
  await expect(page.getByTestId("no-box-score")).toBeVisible();
  await expect(page.getByTestId("worm-no-events")).toHaveText(
    "No score worm: the data service has no events for this match (it records them from the 2023 season on).",
  );
});

test("a 1966 squad and the season's availability say the source keeps no player lists, with no empty table", async ({
  page,
}) => {
  await page.goto("/seasons/1001966/squads/1000001");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fitzroy");
  await expect(page.getByTestId("squad-no-players")).toContainText("No player list for this season");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(
    page.getByTestId("squad-no-players").getByRole("link", { name: "Fitzroy's fixture" }),
  ).toBeVisible();
  await page.goto("/seasons/1001966/availability");
  await expect(page.getByTestId("availability-none")).toContainText("No team selections for this season");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /CSV/ })).toHaveCount(0);
});

test("the home page lists the earlier seasons by decade", async ({ page }) => {
  await page.goto("/");
  await page.getByText("Earlier seasons (1897–2022)").click();
  await page.getByRole("link", { name: "1966 VFL Premiership" }).click();
  await expect(page.getByTestId("season-name")).toHaveText("1966 VFL Premiership");
});

/** The projected ladder's columns up to the finals' chances, which are the season's own. */
const LADDER_COLUMNS = ["#", "Team", "Rating", "Expected wins", "Expected %"];
const outlookHeaders = (page: Page) => page.getByTestId("outlook-table").locator("thead th");

test("the 1966 predictor plays the final four of its day, and its real premier is certain now", async ({
  page,
}) => {
  const finals = rows.filter((r) => r.season === "1966" && r.is_final === "1");
  const grand = finals.at(-1)!;
  const premier = Number(grand.home_score) > Number(grand.away_score) ? grand.home_team : grand.away_team;
  const column = (name: string) =>
    page.getByTestId("outlook-row").evaluateAll((rs, n) => rs.map((r) => Number(r.getAttribute(n))), name);
  const settled = () => expect(page.getByTestId("outlook")).toHaveAttribute("data-busy", "false");

  await page.goto("/seasons/1001966/predictor?round=10");
  await settled();
  await expect(page.getByText("the Page–McIntyre final four of 1931–1971")).toBeVisible();
  await expect(outlookHeaders(page)).toHaveText([...LADDER_COLUMNS, "Top 4", "Minor premiers", "Premiers"]);
  expect((await column("data-finals")).reduce((s, x) => s + x, 0)).toBeCloseTo(4, 2);

  await page.goto("/seasons/1001966/predictor");
  await settled();
  const champion = page.locator(`[data-testid=outlook-row][data-team="${premier}"]`);
  await expect(champion.getByRole("cell").last()).toHaveText("100%");
});

test("1924's round robin is not played by the predictor: the top four's chances, and no premiership column", async ({
  page,
}) => {
  await page.goto("/seasons/1001924/predictor?round=10");
  await expect(page.getByTestId("outlook")).toHaveAttribute("data-busy", "false");
  await expect(
    page.getByText(
      /are not simulated here: the chances are of a place in the top 4, with no premiership chances/,
    ),
  ).toBeVisible();
  await expect(outlookHeaders(page)).toHaveText([...LADDER_COLUMNS, "Top 4", "Minor premiers"]);
  await expect(page.getByTestId("chances-figure")).toContainText("Finals chances");
});
