import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, guardPage } from "../fixtures";
import { DEMO_PASSWORD } from "../../playwright.config";
import { axeViolations } from "../helpers/page-checks";

// The predictor and the win probability as a fan uses them. Results are checked against the source
// (data/afl/matches.csv), read here, not through the app.
type Row = Record<string, string>;
const [header, ...lines] = readFileSync("data/afl/matches.csv", "utf8").trim().split("\n");
const columns = header.split(",");
const matches: Row[] = lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], v])));

const row = (page: Page, team: string) => page.locator(`[data-testid=outlook-row][data-team="${team}"]`);
const settled = (page: Page) => expect(page.getByTestId("outlook")).toHaveAttribute("data-busy", "false");
const attr = async (page: Page, team: string, name: string) =>
  Number(await row(page, team).getAttribute(name));

test("the ladder predictor: picks go in the address, move the chances, and survive a reload and a share", async ({
  page,
  browser,
  baseURL,
  guard,
}) => {
  // 2024 as it stood after round 12: Carlton's remaining home-and-away matches, from the source.
  const left = matches.filter(
    (m) =>
      m.season === "2024" &&
      m.is_final === "0" &&
      Number(m.round_number) > 12 &&
      (m.home_team === "Carlton" || m.away_team === "Carlton"),
  );
  await page.goto("/seasons/62/predictor?round=12");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Predictor after Round 12");
  await settled(page);
  await expect(page.getByTestId("outlook-row")).toHaveCount(18);
  const before = await attr(page, "Carlton", "data-expected-wins");
  // The ratings table: the season's start, then rounds 0 to 12 (2024 had an Opening Round).
  await expect(page.getByTestId("ratings-table").locator("thead th")).toHaveText([
    "Team",
    "Start",
    "OR",
    ...Array.from({ length: 12 }, (_, i) => `R${i + 1}`),
  ]);
  const finalsSum = await page
    .getByTestId("outlook-row")
    .evaluateAll((rs) => rs.reduce((s, r) => s + Number(r.getAttribute("data-finals")), 0));
  expect(finalsSum).toBeCloseTo(8, 2);

  // Carlton win their next two; the second by 40 points.
  const [first, second] = left;
  const side = (m: Row) => (m.home_team === "Carlton" ? "home" : "away");
  await page.locator(`#pick-${first.match_id}`).selectOption(side(first));
  // Later rounds are folded away: open the round first.
  await page
    .locator("details", { has: page.locator(`#pick-${second.match_id}`) })
    .locator("summary")
    .click();
  await page.locator(`#pick-${second.match_id}`).selectOption(side(second));
  await page.getByLabel(`Margin of ${second.home_team} v ${second.away_team} (points)`).fill("40");
  const code = (m: Row) => (side(m) === "home" ? "h" : "a");
  const sign = side(second) === "home" ? "+" : "-";
  const picks = `${first.match_id}${code(first)},${second.match_id}${sign}40`;
  await expect(page).toHaveURL(new RegExp(`picks=${encodeURIComponent(picks)}`));
  // The address changes before the page has drawn for it: wait for the figures of these picks (a
  // busy run read the previous picks' figures here, then failed the reload's comparison).
  await expect(page.getByTestId("outlook")).toHaveAttribute("data-picks", picks);
  await settled(page);
  const after = await attr(page, "Carlton", "data-expected-wins");
  expect(after).toBeGreaterThan(before);

  // Reloaded: the same picks and the same (seeded) figures.
  await page.reload();
  await settled(page);
  await expect(page.locator(`#pick-${first.match_id}`)).toHaveValue(side(first));
  expect(await attr(page, "Carlton", "data-expected-wins")).toBe(after);

  // Shared: a fresh browser opening the address sees exactly the same.
  const friend = await (await browser.newContext()).newPage();
  guardPage(friend, baseURL!, guard);
  await friend.goto(page.url());
  await settled(friend);
  expect(await attr(friend, "Carlton", "data-expected-wins")).toBe(after);
  await expect(friend.getByLabel(`Margin of ${second.home_team} v ${second.away_team} (points)`)).toHaveValue(
    "40",
  );
  await friend.context().close();
});

test("the chances chart downloads as a stamped SVG and a PNG from the same render", async ({ page }) => {
  await page.goto("/seasons/62/predictor?round=12");
  await settled(page);
  const figure = page.getByTestId("chances-figure");
  const download = async (name: RegExp) => {
    const [d] = await Promise.all([
      page.waitForEvent("download"),
      figure.getByRole("button", { name }).click(),
    ]);
    return { name: d.suggestedFilename(), bytes: readFileSync((await d.path())!) };
  };
  const svg = await download(/as SVG/);
  expect(svg.name).toBe("finals-and-premiership-chances.svg");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      width: Number(doc.documentElement.getAttribute("width")),
      text: doc.documentElement.textContent ?? "",
    };
  }, svg.bytes.toString("utf8"));
  expect(parsed.error).toBeNull();
  expect(parsed.width).toBe(1200);
  expect(parsed.text).toContain("Carlton");
  expect(parsed.text).toContain("predictor?round=12");

  const png = await download(/as PNG/);
  expect(png.name).toBe("finals-and-premiership-chances.png");
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Twice the export width: the IHDR chunk's width, big-endian at byte 16.
  expect(png.bytes.readUInt32BE(16)).toBe(2400);
});

test("exports stay light on a dark page unless a dark background is asked for, and then read dark", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/seasons/62/predictor?round=12");
  await settled(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  const figure = page.getByTestId("chances-figure");
  /** The exported file's background, and the fill of its first team label (the chart's ink). */
  const colours = async () => {
    const [d] = await Promise.all([
      page.waitForEvent("download"),
      figure.getByRole("button", { name: /as SVG/ }).click(),
    ]);
    const text = readFileSync((await d.path())!).toString("utf8");
    return page.evaluate((t) => {
      const doc = new DOMParser().parseFromString(t, "image/svg+xml");
      const label = [...doc.querySelectorAll("svg svg text")].find((e) =>
        /^[A-Z]{2,4}$/.test(e.textContent!),
      )!;
      return {
        background: doc.documentElement.querySelector(":scope > rect")!.getAttribute("fill"),
        ink: /(?:^|;)fill:([^;]+)/.exec(label.getAttribute("style") ?? "")?.[1]?.trim(),
      };
    }, text);
  };
  expect(await colours()).toEqual({ background: "#ffffff", ink: "rgb(30, 41, 59)" }); // slate-800 on white
  await figure.getByLabel("Dark background").check();
  expect(await colours()).toEqual({ background: "#0f172a", ink: "rgb(226, 232, 240)" }); // slate-200 on slate-900
});

test("win probability of a completed real match follows its quarter scores", async ({ page }) => {
  const m = matches.find((x) => x.match_id === "2024100")!;
  const margin = (q: number) =>
    6 * Number(m[`home_q${q}_goals`]) +
    Number(m[`home_q${q}_behinds`]) -
    6 * Number(m[`away_q${q}_goals`]) -
    Number(m[`away_q${q}_behinds`]);
  await page.goto("/matches/2024100");
  await expect(page.getByTestId("win-chance")).toContainText("Win probability before the match");
  const figure = page.getByTestId("win-probability-line");
  await expect(figure).toBeVisible();
  await figure.getByText("Show as table").click();
  const rows = figure.getByTestId("win-probability-row");
  await expect(rows).toHaveCount(5); // the bounce, three quarter-time breaks, the final siren
  for (const q of [1, 2, 3, 4])
    await expect(rows.nth(q).getByRole("cell").nth(1)).toHaveText(String(margin(q)));
  const final = Number(m.margin);
  await expect(rows.nth(4).getByRole("cell").nth(2)).toHaveText(final > 0 ? "100%" : final < 0 ? "–" : "50%");
});

test("win probability beside the demo league's live score", async ({ page }) => {
  await page.goto("/");
  const live = page.getByTestId("live-matches").getByRole("link").first();
  await live.click();
  await expect(page).toHaveURL(/\/matches\/\d+$/);
  const chance = page.getByTestId("win-chance");
  await expect(chance).toContainText("Win probability now");
  const p = Number(await chance.getAttribute("data-home-chance"));
  expect(p).toBeGreaterThan(0);
  expect(p).toBeLessThan(1);
  await expect(page.getByTestId("win-probability-line")).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`on a 360 px phone, ${colorScheme}`, () => {
    test.use({ viewport: { width: 360, height: 800 }, colorScheme });

    test("the predictor and the match summary fit the screen and pass axe", async ({ page }) => {
      for (const url of ["/seasons/9001/predictor", "/matches/2024100"]) {
        await page.goto(url);
        if (url.includes("predictor")) await settled(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${url} scrolls sideways`).toBeLessThanOrEqual(360);
        // Every rule, best practices too.
        expect(await axeViolations(page, url, { allRules: true })).toEqual([]);
      }
    });
  });
}

test("a coach's win-probability line steps at every score of the match", async ({ page }) => {
  const m = matches.find((x) => x.match_id === "2024100")!;
  const scores = ["home_goals", "home_behinds", "away_goals", "away_behinds"].reduce(
    (s, c) => s + Number(m[c]),
    0,
  );
  // Straight back to the match after signing in (the home page's first render is slow on a cold server).
  await page.goto(`/login?callbackUrl=${encodeURIComponent("/matches/2024100")}`);
  await page.getByLabel("Email").fill("coach@demo.local");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/matches\/2024100$/, { timeout: 15_000 });
  const figure = page.getByTestId("win-probability-line");
  await expect(figure).toContainText("A step at every score.");
  await figure.getByText("Show as table").click();
  // The bounce, every score (rushed behinds included: the source's team behinds count them), the siren.
  await expect(figure.getByTestId("win-probability-row")).toHaveCount(scores + 2);
});
