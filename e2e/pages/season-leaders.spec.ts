import { readFile } from "node:fs/promises";
import { axeViolations } from "../helpers/page-checks";
import type { Page } from "@playwright/test";
import { test, expect, takeRefusedLoads } from "../fixtures";
import { textHeights } from "../helpers/chart-text";
import { signInAs } from "./every-page";

// The season leaderboard on the synthetic league's season (9001): its completed matches (a few dozen,
// not an AFL season's 216) are added up by the app on the first visit, with progress shown; the live
// and scheduled matches are not. Figures against the raw CSV are the data test's
// (tests/service/season-aggregates.test.ts); here: the address, the build, table, chart and CSV, the
// refusals, and width and contrast.
const LEADERS = "/seasons/9001/leaders";

/** The leaderboard, once the build (started by the first visit) has finished. */
async function built(page: Page, path = LEADERS) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: /^Season leaders · / })).toBeVisible({
    timeout: 180_000,
  });
}

async function noSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test("the first visit shows the build's progress, then the leaderboard; filters live in the address", async ({
  page,
}) => {
  test.slow();
  await page.goto(LEADERS);
  const progress = page.getByTestId("build-progress");
  const heading = page.getByRole("heading", { level: 1, name: /^Season leaders · / });
  // Either the build is still running (this project's first visit) or it is done (the other project's).
  // While it builds, the progress (and, once some matches are added up, a leaderboard of those).
  await expect(progress.or(heading).first()).toBeVisible();
  // Read once, not waited for: the build can end (and the page refresh itself) between a check that
  // the progress shows and a wait for its text, which then waited its whole timeout for nothing.
  const status = await progress
    .getByRole("status")
    .textContent({ timeout: 1_000 })
    .catch(() => null);
  if (status !== null) {
    expect(status).toMatch(/Adding up the season: \d+ of \d+ matches/);
    await noSidewaysScroll(page);
  }
  await expect(progress).toHaveCount(0, { timeout: 180_000 });
  await expect(heading).toHaveText("Season leaders · Disposals");
  await expect(page.getByRole("link", { name: "Leaders" })).toHaveAttribute("aria-current", "page");

  const rows = page.getByTestId("leader-row");
  expect(await rows.count()).toBeGreaterThan(10);
  await expect(page.getByTestId("leader-bars").locator("svg").first()).toBeVisible();
  // The chart is laid out at its width, so its names and figures stay readable on a phone.
  const sizes = await textHeights(page.getByTestId("leader-bars").locator("svg text"));
  expect(sizes.length).toBeGreaterThanOrEqual(20); // ten names, ten figures
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  const values = await rows.evaluateAll((rs) =>
    rs.map((r) => Number(r.querySelectorAll("td")[3].textContent)),
  );
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await noSidewaysScroll(page);

  // Per game: the leader's figure is his total over his games.
  const first = rows.first();
  const name = await first.getByRole("rowheader").textContent();
  const totals = new Map(
    await rows.evaluateAll((rs) =>
      rs.map((r) => {
        const td = r.querySelectorAll("td");
        return [
          r.querySelector("th")!.textContent!,
          [Number(td[2].textContent), Number(td[3].textContent)],
        ] as const;
      }),
    ),
  );
  await page.getByRole("combobox", { name: "Per" }).selectOption("game");
  await expect(page).toHaveURL(/per=game/);
  await expect(page.getByRole("columnheader", { name: "Per game" })).toBeVisible();
  const perGame = await rows.evaluateAll((rs) =>
    rs.map(
      (r) => [r.querySelector("th")!.textContent!, Number(r.querySelectorAll("td")[3].textContent)] as const,
    ),
  );
  const checked = perGame.filter(([n]) => totals.has(n));
  expect(checked.length).toBeGreaterThan(5);
  for (const [n, v] of checked) {
    const [games, total] = totals.get(n)!;
    expect(v, n).toBe(Number((total / games).toFixed(1)));
  }
  expect(name).toBeTruthy();

  // A team: every row is of that team; the address keeps both filters.
  const team = page.getByRole("combobox", { name: "Team" });
  const option = team.locator("option").nth(1);
  const squadId = await option.getAttribute("value");
  await team.selectOption(squadId!);
  await expect(page).toHaveURL(new RegExp(`squad=${squadId}`));
  await expect(page).toHaveURL(/per=game/);
  const codes = await rows.evaluateAll((rs) => rs.map((r) => r.querySelectorAll("td")[1].textContent));
  expect(codes.length).toBeGreaterThan(5);
  expect(new Set(codes).size).toBe(1);

  // The CSV lists every player of the selection, in the table's order.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /Download Season leaders .* as CSV/ }).click(),
  ]);
  const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.split(/\r?\n/).filter((l) => l && !/^"?#/.test(l));
  expect(lines[0]).toBe("Rank,Player,Team,Games,Disposals per game");
  const shown = (await page.getByTestId("leaders-count").textContent())!;
  expect(lines.length - 1).toBe(Number(/of (\d+) players/.exec(shown)?.[1] ?? (await rows.count())));
  expect(csv).toContain("# Filters: per game; Whole season;");
});

test("quarter and zone splits are for coaches: a visitor is sent to sign in, a fan is answered 403, a coach filters", async ({
  page,
  guard,
  baseURL,
}) => {
  test.slow();
  await built(page);
  await expect(page.getByRole("combobox", { name: "Zone" })).toHaveCount(0);
  await page.goto(`${LEADERS}?period=4`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);

  await signInAs(page, "fan@demo.local");
  const refused = await page.goto(`${LEADERS}?zone=F50`);
  expect(refused!.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "For coaches and analysts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in with a coach or analyst account" })).toBeVisible();
  await expect(page.getByTestId("season-name")).toBeVisible(); // inside the season's layout
  expect(takeRefusedLoads(guard, baseURL!)).toEqual([`${LEADERS}?zone=F50`]);

  await page.context().clearCookies();
  await signInAs(page, "coach@demo.local");
  await built(page, `${LEADERS}?metric=GOAL`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Season leaders · Goals");
  // Whole matches' goals are the record; a zone's are counted from the synthesised events, and say so.
  await expect(page.getByTestId("synthesised-events")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Zone" }).selectOption("F50");
  await expect(page.getByTestId("synthesised-events")).toContainText(
    "Cut by quarter or zone, the figures come from the synthesised match events",
  );
  await expect(page).toHaveURL(/metric=GOAL/);
  await expect(page).toHaveURL(/zone=F50/);
  await expect(page.getByTestId("leaders-summary")).toContainText("Forward 50");
  await page.getByRole("combobox", { name: "Quarter" }).selectOption("4");
  await expect(page).toHaveURL(/period=4/);
  await expect(page.getByTestId("leaders-summary")).toContainText("Quarter 4 · Forward 50");
  await noSidewaysScroll(page);

  // A metric the source does not record is said to be synthesised, whole matches too.
  await page.goto(`${LEADERS}?metric=METRES_GAINED`);
  await expect(page.getByTestId("synthesised-events")).toContainText(
    "Metres Gained is counted from the synthesised match events",
  );
  await expect(page.getByTestId("synthesised-events").getByRole("link")).toHaveAttribute(
    "href",
    "/about#events",
  );

  // A match total has no split: said so, not shown as zeros.
  await page.goto(`${LEADERS}?metric=BROWNLOW_VOTES&period=4`);
  await expect(page.getByTestId("leaders-unsplit")).toBeVisible();

  // A bad address names its problem.
  await page.goto(`${LEADERS}?zone=MOON`);
  await expect(page.getByTestId("leaders-problem")).toContainText('Zone "MOON" is not one of D50');
});

for (const scheme of ["light", "dark"] as const) {
  test(`the leaderboard passes axe, ${scheme}`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await signInAs(page, "coach@demo.local");
    await built(page, `${LEADERS}?period=1`);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page, LEADERS)).toEqual([]);
  });
}

// Exclusive: the instance's count of calls is read before and after more visits (playwright.config.ts).
test(
  "the usage page shows what the aggregates spent: one call a completed match, however many visits",
  {
    tag: "@exclusive",
  },
  async ({ page }) => {
    await built(page);
    await signInAs(page, "admin@demo.local");
    // What this instance has spent so far (other pages of the suite build seasons too, and the demo
    // league's schedule moves with the clock, so the total is read here rather than predicted).
    const spent = async () => {
      await page.goto("/admin/usage");
      const text = (await page.getByTestId("aggregate-spend").textContent())!;
      const m =
        /Season aggregates \(leaderboards\): (\d+) calls by this instance since it started, (\d+) completed matches added/.exec(
          text,
        );
      expect(m, text).not.toBeNull();
      return [Number(m![1]), Number(m![2])] as const;
    };
    const [calls, added] = await spent();
    // One call a match kept, and at least this season's matches.
    expect(calls).toBe(added);
    await built(page);
    const summary = (await page.getByTestId("leaders-summary").textContent())!;
    expect(added).toBeGreaterThanOrEqual(Number(/summed over (\d+) completed matches/.exec(summary)![1]));
    // More visits to the built leaderboard, other filters included, spend nothing more.
    await built(page, "/seasons/9001/leaders?per=game");
    await built(page, "/seasons/9001/leaders?metric=GOAL");
    expect((await spent())[0]).toBe(calls);
  },
);
