import { test, expect } from "../fixtures";
import { signInAs } from "./every-page";
import { renderedTexts } from "../helpers/chart-text";
import { revealChart } from "../helpers/near-view";

// Every chart of the match centre (and the predictor's) at the project's width (a 1280 px desktop, a 360 px phone): each
// text of each chart is drawn at least 11 CSS px tall, and the page never scrolls sideways. Charts are
// laid out at the size they are shown (maps, timelines, Recharts), not a fixed drawing scaled down.
const GF = 2024216;
const VIEWS: [path: string, ready: string][] = [
  ["", "[data-testid=score-worm] svg.recharts-surface"],
  ["/shots", "[data-testid=half-oval]"],
  ["/shots?layout=full", "[data-testid=shot-map] [data-testid=direction-of-play]"],
  ["/entries", "[data-testid=entry-map] [data-testid=legend]"],
  ["/chains", "[data-testid=chain-timeline] [data-testid=chain-mark]"],
  ["/chains?map=all", "[data-testid=legend]"],
  ["/rotations", "[data-testid=rotations-timeline] [data-testid=stint]"],
  ["/stoppages", "[data-testid=legend]"],
  ["/stats", "[data-testid=team-comparison] svg.recharts-surface"],
  ["/report", "[data-testid=report-shot-map]"],
].map(([path, ready]): [string, string] => [`/matches/${GF}${path}`, ready]);
VIEWS.push(["/seasons/62/predictor?round=12", "[data-testid=chances-chart]"]);

test.beforeEach(async ({ page }) => signInAs(page, "coach@demo.local"));

// The Recharts charts below the fold are drawn when they come near the screen: scrolled to first.
const NEAR: Record<string, string> = {
  [`/matches/${GF}`]: "score-worm-figure",
  [`/matches/${GF}/stats`]: "team-comparison-figure",
};

for (const [path, ready] of VIEWS) {
  test(`charts of ${path} are readable at this width and fit the page`, async ({ page }) => {
    await page.goto(path);
    if (NEAR[path]) await revealChart(page.getByTestId(NEAR[path]), page.locator(ready).first());
    await expect(page.locator(ready).first()).toBeVisible({ timeout: 20_000 });
    // Recharts and the maps lay out after measuring their box, once the page has hydrated (until then
    // the server's drawing is shown scaled to the screen): wait for that, as a reader would.
    const texts = page.locator("main svg text");
    await expect
      .poll(async () => (await renderedTexts(texts)).filter((t) => t.px < 11), {
        message: "texts drawn under 11 px",
      })
      .toEqual([]);
    expect((await renderedTexts(texts)).length, "chart texts on the page").toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test("a zoomed-in map keeps its labels at their size: the ring labels stay 12 px at zoom 2.25", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/shots`);
  const oval = page.locator("[data-testid=half-oval]");
  await expect(oval).toBeVisible({ timeout: 20_000 });
  const rings = () => renderedTexts(oval.locator("text"));
  // The map lays out at the width it measures, a frame or two after it first shows on a busy machine:
  // the sizes are read once it has (polled), before and after the zoom.
  const sizes = async () => (await rings()).map((t) => Math.round(t.px * 10) / 10);
  await expect.poll(sizes, { timeout: 10_000 }).toEqual(expect.arrayContaining([12]));
  const before = await rings();
  expect(before.map((t) => t.text)).toContain("10 m");
  await expect.poll(async () => (await sizes()).filter((px) => Math.abs(px - 12) > 0.05)).toEqual([]);
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(page.getByRole("button", { name: "Reset zoom" })).toBeEnabled();
  expect((await rings()).length).toBeGreaterThan(0);
  await expect.poll(async () => (await sizes()).filter((px) => Math.abs(px - 12) > 0.05)).toEqual([]);
});

test("the timelines scroll in their own box on a narrow screen rather than shrink", async ({ page }) => {
  const narrow = (page.viewportSize()?.width ?? 1280) < 600;
  for (const [path, panel] of [
    ["/chains", "chain-timeline-panel"],
    ["/rotations", "rotations-timeline-panel"],
  ] as const) {
    await page.goto(`/matches/${GF}${path}`);
    const box = page.getByTestId(panel);
    await expect(box.locator("svg")).toBeVisible({ timeout: 20_000 });
    const measure = () =>
      box.evaluate((e) => ({
        scroll: e.scrollWidth,
        client: e.clientWidth,
        svg: e.querySelector("svg")!.getBoundingClientRect().width,
      }));
    // At 360 px the timeline keeps its least width (600 px and more) and its box scrolls; on a desktop
    // it fills its box exactly. It lays out at the width it measures, a frame or two after it first
    // shows on a busy machine: read once that has happened (polled), then checked.
    await expect
      .poll(async () => {
        const m = await measure();
        return narrow ? m.svg >= 600 : Math.abs(m.svg - m.client) <= 1;
      })
      .toBe(true);
    const { scroll, client, svg } = await measure();
    if (narrow) {
      expect(svg).toBeGreaterThanOrEqual(600);
      expect(scroll).toBeGreaterThan(client);
    } else {
      expect(Math.abs(svg - client)).toBeLessThanOrEqual(1);
      expect(scroll).toBeLessThanOrEqual(client);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test("a mark's tooltip stays on the screen, for the marks nearest either edge of the map", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/shots?layout=full`);
  const marks = page.getByTestId("shot-mark");
  await expect(marks.first()).toBeVisible({ timeout: 20_000 });
  const xs = await marks.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().x));
  const edges = [xs.indexOf(Math.min(...xs)), xs.indexOf(Math.max(...xs))];
  const width = page.viewportSize()!.width;
  for (const i of edges) {
    await marks.nth(i).focus();
    const tip = page.getByTestId("tooltip");
    await expect(tip).toBeVisible();
    const b = (await tip.boundingBox())!;
    expect(b.x, "the tooltip's left edge").toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, "the tooltip's right edge").toBeLessThanOrEqual(width);
  }
});
