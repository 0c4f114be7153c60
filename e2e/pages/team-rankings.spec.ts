import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { axeViolations, noSidewaysScroll } from "../helpers/page-checks";
import { buildsDone, signInAs } from "./every-page";

// Team rankings on AFL 2024 (season 62), a fan's view. The expected figures are read
// here from the raw box scores (data/afl/player_stats.csv, the same file as /work/shared/data/afl/) and
// matches.csv with a few lines of parsing, never through the app: each club's inside 50s in a match is
// the sum of its players', its opponents' the other side's. The first visit adds up the season's
// whole-match box scores (one small answer a match, unpaced here: seconds).
const TEAMS = "/seasons/62/teams";

type Row = Record<string, string>;
function readCsv(file: string): Row[] {
  const [header, ...lines] = readFileSync(`data/afl/${file}`, "utf8").trim().split("\n");
  const columns = header.split(",");
  return lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], v])));
}
const stats = readCsv("player_stats.csv").filter((r) => r.season === "2024");
const roundOf = new Map(
  readCsv("matches.csv")
    .filter((m) => m.season === "2024")
    .map((m) => [m.match_id, m.is_final === "1" ? null : Number(m.round_number)]),
);

/** Each club's inside 50s for and against a game over the matches kept by `keep`. */
function inside50s(keep: (matchId: string) => boolean) {
  const byMatch = new Map<string, Map<string, number>>();
  for (const r of stats) {
    if (!keep(r.match_id)) continue;
    const clubs = byMatch.get(r.match_id) ?? new Map<string, number>();
    clubs.set(r.team, (clubs.get(r.team) ?? 0) + Number(r.inside_50s));
    byMatch.set(r.match_id, clubs);
  }
  const out = new Map<string, { for: number; against: number; games: number }>();
  for (const clubs of byMatch.values()) {
    expect(clubs.size).toBe(2);
    const [[a, x], [b, y]] = [...clubs];
    for (const [club, own, opp] of [
      [a, x, y],
      [b, y, x],
    ] as const) {
      const t = out.get(club) ?? { for: 0, against: 0, games: 0 };
      out.set(club, { for: t.for + own, against: t.against + opp, games: t.games + 1 });
    }
  }
  return new Map([...out].map(([club, t]) => [club, { for: t.for / t.games, against: t.against / t.games }]));
}
const oneDecimal = (n: number) => n.toFixed(1);

async function opened(page: Page, path: string) {
  await page.goto(path);
  await buildsDone(page);
  await expect(page.getByRole("heading", { level: 1, name: /^Team rankings · / })).toBeVisible();
}

const cell = (page: Page, club: string, code: string) =>
  page.locator(`[data-testid=rankings-row][data-club="${club}"] td[data-metric="${code}"]`);

test("a fan sees each club's inside 50s a game for and against as the raw box scores give them", async ({
  page,
}) => {
  test.slow();
  const season = inside50s(() => true);
  expect(season.size).toBe(18);
  await opened(page, TEAMS);
  await expect(page.getByRole("link", { name: "Teams" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("rankings-row")).toHaveCount(18);
  // Rank among the 18 from the raw figures: one more than the clubs with more.
  const rankOf = (club: string) =>
    1 + [...season.values()].filter((t) => t.for > season.get(club)!.for).length;
  for (const club of ["Sydney", "Brisbane Lions"]) {
    await expect(cell(page, club, "INSIDE_50").getByTestId("figure")).toHaveText(
      oneDecimal(season.get(club)!.for),
    );
    await expect(cell(page, club, "INSIDE_50").getByTestId("rank")).toHaveText(String(rankOf(club)));
  }
  await page.getByLabel("Figures").selectOption("against");
  await expect(page).toHaveURL(/side=against/);
  await expect(cell(page, "Sydney", "INSIDE_50").getByTestId("figure")).toHaveText(
    oneDecimal(season.get("Sydney")!.against),
  );
  // Each club links to its team season page.
  await expect(
    page.locator('[data-testid=rankings-row][data-club="Sydney"]').getByRole("link", { name: "Sydney" }),
  ).toHaveAttribute("href", /^\/seasons\/62\/squads\/\d+\/stats$/);
  await noSidewaysScroll(page);
  expect(await axeViolations(page, TEAMS)).toEqual([]);
});

test("sorting by a column, and ?round= counting the rounds up to it", async ({ page }) => {
  test.slow();
  await opened(page, TEAMS);
  const header = page.getByTestId("rankings-table").locator("thead");
  await header.getByRole("link", { name: /Inside 50s/ }).click();
  await expect(page).toHaveURL(/sort=INSIDE_50&dir=asc/);
  const season = inside50s(() => true);
  const best = [...season].sort((a, b) => b[1].for - a[1].for)[0][0];
  await expect(page.getByTestId("rankings-row").first()).toHaveAttribute("data-club", best);
  await expect(page.getByRole("columnheader", { name: /Inside 50s/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );

  // After round 10: the home-and-away matches of rounds 0 (the Opening Round) to 10.
  const early = inside50s((id) => {
    const r = roundOf.get(id);
    return r !== null && r !== undefined && r <= 10;
  });
  await opened(page, `${TEAMS}?round=10&sort=INSIDE_50`);
  await expect(page.getByTestId("rankings-summary")).toContainText("after Round 10");
  for (const club of ["Sydney", "Brisbane Lions"])
    await expect(cell(page, club, "INSIDE_50").getByTestId("figure")).toHaveText(
      oneDecimal(early.get(club)!.for),
    );
  expect(oneDecimal(early.get("Sydney")!.for)).not.toBe(oneDecimal(season.get("Sydney")!.for));
});

test("the chart's measure is picked, drawn for every club against the league's average", async ({ page }) => {
  test.slow();
  await opened(page, TEAMS);
  const figure = page.getByTestId("rankings-figure");
  await expect(figure.getByTestId("rankings-chart-title")).toHaveText(/^Points for a game/);
  await figure.getByLabel("Chart").selectOption({ label: "Inside 50s" });
  await expect(page).toHaveURL(/chart=INSIDE_50/);
  await expect(figure.getByTestId("rankings-chart-title")).toHaveText(/^Inside 50s for a game/);
  const season = inside50s(() => true);
  const average = [...season.values()].reduce((a, t) => a + t.for, 0) / season.size;
  await expect(figure.locator("svg text", { hasText: "League average" })).toHaveText(
    `League average ${oneDecimal(average)}`,
  );
  // One bar a club, its figure beside it; the best club's first.
  const best = [...season].sort((a, b) => b[1].for - a[1].for)[0];
  await expect(figure.locator("svg .recharts-label-list text").first()).toHaveText(oneDecimal(best[1].for));
  await expect(figure.getByRole("button", { name: /Download .* as PNG/ })).toBeVisible();
  await expect(figure.getByRole("button", { name: /^Share / })).toBeVisible();
});

test("a coach's quarter is counted from the synthesised events, and says so; the whole season is the record", async ({
  page,
}) => {
  // The demo league's season: its splits build in seconds where 2024's take minutes on a busy machine.
  const demo = "/seasons/9001/teams";
  await signInAs(page, "coach@demo.local");
  await opened(page, demo);
  await expect(page.getByTestId("synthesised-events")).toHaveCount(0);
  await opened(page, `${demo}?quarter=2`);
  await expect(page.getByTestId("rankings-summary")).toContainText("quarter 2");
  await expect(page.getByTestId("synthesised-events")).toContainText(
    "Cut by quarter or zone, the figures come from the synthesised match events",
  );
});
