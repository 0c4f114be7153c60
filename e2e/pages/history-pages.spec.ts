import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { signInAs } from "./every-page";
import {
  QUARTER_CALLS_A_DAY,
  daysBetween,
  quarterPause,
  quartersReadBy,
  setupQuarterPause,
} from "../helpers/quarter-days";

// Club histories, head-to-heads and records through the app, against the raw files (the history
// 1897–2022 and the seasons since), not the service's answers.
type Row = Record<string, string>;
function read(file: string): Row[] {
  const [header, ...lines] = readFileSync(file, "utf8").trim().split(/\r?\n/);
  const columns = header.split(",");
  return lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], v])));
}
const history = read("data/afl/history/matches_1897_2022.csv");
const recent = read("data/afl/matches.csv"); // 2023 on: no quoted commas in the columns read here
interface Game {
  season: string;
  /** Points of each quarter (the history file's cumulative breaks), home then away; none after 2022. */
  quarters: number[][];
  date: string;
  home: string;
  away: string;
  hs: number;
  as: number;
  final: boolean;
  gf: boolean;
}
/** One side's points in each of the four quarters, from the file's cumulative goals and behinds. */
function quarterPoints(r: Row, side: "home" | "away"): number[] {
  const at = (q: string) => Number(r[`${side}_${q}goals`]) * 6 + Number(r[`${side}_${q}behinds`]);
  const cum = [at("q1_"), at("q2_"), at("q3_"), at("")];
  return cum.map((c, i) => c - (cum[i - 1] ?? 0));
}
const game = (r: Row, round: string, date: string): Game => ({
  season: r.season,
  quarters: r.home_q1_goals === undefined ? [] : [quarterPoints(r, "home"), quarterPoints(r, "away")],
  date,
  home: r.home_team,
  away: r.away_team,
  hs: Number(r.home_score),
  as: Number(r.away_score),
  final: r.is_final === "1",
  gf: round === "Grand Final",
});
const rows: Game[] = [
  ...history.map((r) => game(r, r.round, r.date_local)),
  ...recent.map((r) => game(r, r.round_name, r.start_time_utc)),
];

/** Each season's premiers: the winner of its last grand final (a replay decides). */
function premiers(): Map<string, string> {
  const last = new Map<string, Game>();
  for (const r of rows.filter((x) => x.gf)) {
    const prev = last.get(r.season);
    if (!prev || r.date > prev.date) last.set(r.season, r);
  }
  return new Map([...last].map(([y, r]) => [y, r.hs > r.as ? r.home : r.away]));
}

// The summary is built once a server (two calls a season, paced): the first page waits for it.
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("history-progress")).toHaveCount(0, { timeout: 240_000 });
}

test.describe.configure({ timeout: 300_000 });

test("Collingwood's club history: premierships as the files say, grand finals linking to the match, the finish chart", async ({
  page,
}) => {
  const years = [...premiers()].filter(([, w]) => w === "Collingwood").map(([y]) => y);
  expect(years.length).toBeGreaterThanOrEqual(15);
  await open(page, "/clubs/40");
  await expect(page.getByTestId("club-name")).toHaveText("Collingwood");
  // The tab and a shared link name the club.
  await expect(page).toHaveTitle("Collingwood · Club history · Footy Analytics");
  await expect(page.getByTestId("club-count-premierships")).toHaveText(String(years.length));
  await expect(page.getByTestId("club-premierships-row")).toHaveCount(years.length);
  await expect(page.getByTestId("club-premierships")).toHaveText(new RegExp(years.join("[\\s\\S]*")));
  const gf = page.getByTestId("club-grand-finals-row").first();
  await expect(gf.getByRole("link").first()).toHaveAttribute("href", /^\/matches\/\d+$/);
  const figure = page.getByTestId("finish-figure");
  await expect(figure.locator("svg.recharts-surface")).toBeVisible();
  await expect(figure.getByRole("button", { name: /as PNG/ })).toBeVisible();
  await expect(figure.getByRole("button", { name: /as SVG/ })).toBeVisible();
});

test("Sydney's history is under all its names", async ({ page }) => {
  await open(page, "/clubs/160");
  await expect(page.getByTestId("club-name")).toHaveText("Sydney");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "Sydney · Club history · Footy Analytics",
  );
  await expect(page.getByTestId("club-names")).toContainText("South Melbourne (1897–1981)");
  const southMelbourne = [...premiers()].filter(([, w]) => w === "South Melbourne" || w === "Sydney");
  await expect(page.getByTestId("club-premierships-row")).toHaveCount(southMelbourne.length);
});

test("Carlton v Collingwood: the record as the files say, the margins chart, last and finals meetings", async ({
  page,
}) => {
  const meetings = rows.filter(
    (r) =>
      (r.home === "Carlton" && r.away === "Collingwood") ||
      (r.home === "Collingwood" && r.away === "Carlton"),
  );
  expect(meetings.length).toBeGreaterThan(250);
  const carlton = (r: Game) => (r.home === "Carlton" ? r.hs - r.as : r.as - r.hs);
  await open(page, "/head-to-head?a=30&b=40");
  await expect(page.getByTestId("h2h-played")).toHaveText(String(meetings.length));
  await expect(page.getByTestId("h2h-a-wins")).toHaveText(
    String(meetings.filter((r) => carlton(r) > 0).length),
  );
  await expect(page.getByTestId("h2h-b-wins")).toHaveText(
    String(meetings.filter((r) => carlton(r) < 0).length),
  );
  await expect(page.getByTestId("h2h-draws")).toHaveText(
    String(meetings.filter((r) => carlton(r) === 0).length),
  );
  const figure = page.getByTestId("h2h-margins-figure");
  await expect(figure.locator("svg.recharts-surface")).toBeVisible();
  await expect(figure.getByRole("button", { name: /as SVG/ })).toBeVisible();
  await expect(page.getByTestId("h2h-last-row")).toHaveCount(10);
  await expect(page.getByTestId("h2h-finals-row")).toHaveCount(meetings.filter((r) => r.final).length);
});

test("head-to-head with a missing or unknown club says so, and is not an error", async ({ page }) => {
  const res = await page.goto("/head-to-head?a=nope&b=40");
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId("history-progress")).toHaveCount(0, { timeout: 240_000 });
  await expect(page.getByTestId("h2h-problem")).toContainText("No club has the id nope");
  await page.goto("/head-to-head");
  await expect(page.getByTestId("h2h-problem")).toContainText("Choose two clubs");
  await expect(page.getByLabel("First club")).toBeVisible();
});

test("records of an era: the highest score and biggest margin as the file says, each row a match, with CSV", async ({
  page,
}) => {
  const era = rows.filter((r) => Number(r.season) >= 1897 && Number(r.season) <= 1945);
  const top = Math.max(...era.flatMap((r) => [r.hs, r.as]));
  const widest = Math.max(...era.map((r) => Math.abs(r.hs - r.as)));
  await open(page, "/records?era=1897-1945");
  await expect(page.getByTestId("records-scope")).toContainText(
    `${era.length.toLocaleString("en-AU")} matches`,
  );
  const first = page.getByTestId("records-highest-row").first();
  await expect(first.getByRole("cell").nth(1)).toHaveText(String(top));
  await expect(first.getByRole("link").first()).toHaveAttribute("href", /^\/matches\/(18|19)\d{5}$/);
  await expect(page.getByTestId("records-margins-row").first().getByRole("cell").last()).toHaveText(
    String(widest),
  );
  await expect(page.getByTestId("records-streaks-row")).toHaveCount(20);
  const [d] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Highest scores as CSV" }).click(),
  ]);
  const csv = readFileSync((await d.path())!, "utf8").replace(/^\uFEFF/, "");
  expect(csv).toContain("Era: 1897–1945");
  expect(csv).toContain(`,${top},`);

  const res = await page.goto("/records?era=modern");
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId("records-problem")).toContainText("not an era");
});

// The quarter-scores build may spend 300 calls a day in e2e (playwright.config.ts): the oldest 300
// matches, 1897–1900 whole, then it pauses for the day (the global setup waits for that). So
// 1897–1900's list is complete and known. A run that crosses a UTC midnight reads the next day's 300
// on the first visit after it, as a real install would: the count follows the days (quarter-days.ts).
test("most points in a quarter: the build's progress, then 1897–1900's list as the file says, with CSV", async ({
  page,
}) => {
  const era = rows.filter((r) => Number(r.season) <= 1900);
  const best = Math.max(...era.flatMap((r) => r.quarters.flat()));
  await open(page, "/records?era=1897-1900");
  const section = page.getByTestId("records-quarter");
  await expect(section.getByRole("status")).toHaveText(/Quarter scores: [\d,]+ of [\d,]+ matches read/);
  // Paused for the day once its calls are spent; a build resumed after midnight refreshes the page itself.
  await expect(page.getByTestId("quarter-paused")).toBeVisible({ timeout: 240_000 });
  const paused = quarterPause((await section.textContent())!);
  expect(paused).not.toBeNull();
  const read = quartersReadBy(paused!.until);
  expect(paused!.read).toBe(read);
  // The global setup's build spent exactly one day's budget, unless it ran across a midnight itself.
  const setup = setupQuarterPause();
  if (daysBetween(setup.begun, setup.until) === 1) expect(setup.read).toBe(QUARTER_CALLS_A_DAY);
  await expect(page.getByTestId("records-quarter-scope")).toContainText(
    `From the quarter scores of all ${era.length} matches`,
  );
  const first = page.getByTestId("records-quarter-list-row").first();
  await expect(first.getByRole("cell").nth(3)).toHaveText(String(best));
  await expect(first.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/matches\/(1897|1898|1899|1900)\d{3}$/,
  );
  await expect(page.getByTestId("records-quarter-list-row")).toHaveCount(20);
  const [d] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Most points in a quarter as CSV" }).click(),
  ]);
  const csv = readFileSync((await d.path())!, "utf8").replace(/^\uFEFF/, "");
  expect(csv).toContain("Era: 1897–1900");
  expect(csv).toContain(`,${best},`);

  // A longer era: the list says it comes from the matches read so far.
  await page.goto("/records?era=1897-1945");
  const eraMatches = rows.filter((r) => Number(r.season) <= 1945).length;
  await expect(page.getByTestId("records-quarter-scope")).toContainText(
    `Computed from ${read.toLocaleString("en-AU")} of the ${eraMatches.toLocaleString("en-AU")} matches`,
  );

  // The usage page says what it spent: a call a match kept (a 429 waited out counts a call too).
  await signInAs(page, "admin@demo.local");
  await page.goto("/admin/usage");
  const spend = (await page.getByTestId("history-spend").textContent())!;
  const m = /(\d+) calls\s+for the quarter scores, (\d+) matches added to the kept store/.exec(spend);
  expect(m, spend).not.toBeNull();
  expect(Number(m![2])).toBe(read);
  expect(Number(m![1])).toBeGreaterThanOrEqual(read);
  expect(spend).toContain(`at most ${QUARTER_CALLS_A_DAY} a day`);
});
