import { readFile } from "node:fs/promises";
import { test, expect } from "../fixtures";
import { signInAs } from "./every-page";
import { textHeights } from "../helpers/chart-text";
import { revealChart } from "../helpers/near-view";

// The Recharts team comparison on the Grand Final's statistics, against the service's team statistics
// (fetched through the app's proxy in the signed-in page), at the project's width (desktop, and a
// 360 px phone in the mobile project): counts as the service says, text readable, nothing sideways.
const GF = 2024216;

type SquadStatistics = {
  squads: {
    id: number;
    name: string;
    statistics: { code: string; namePlural: string; valueDisplay: string }[];
  }[];
};

test.beforeEach(async ({ page }) => signInAs(page, "coach@demo.local"));

test("team comparison: a mirrored bar pair per metric, labelled with the service's counts @any-width", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/stats?period=2`);
  const chart = page.getByTestId("team-comparison");
  await revealChart(page.getByTestId("team-comparison-figure"), chart.locator("svg.recharts-surface"));

  // The service's team statistics for the metrics the page shows (its table's rows, in order).
  const codes = await page
    .getByTestId("squad-stat-row")
    .evaluateAll((rows) => rows.map((r) => r.querySelector("a")!.getAttribute("href")!.split("#")[1]));
  expect(codes.length).toBeGreaterThan(4);
  const answer = (await page.evaluate(
    async ([id, metrics]) => {
      const q = metrics.map((m) => `metric=${m}`).join("&");
      return (await fetch(`/api/sds/matches/${id}/statistics/squads?period=2&${q}`)).json();
    },
    [GF, codes] as const,
  )) as SquadStatistics;
  const [a, b] = answer.squads;
  // Long names wrap onto two lines (tspans): read them back joined with a space.
  const names = await chart
    .locator(".recharts-yAxis-tick-labels text")
    .evaluateAll((els) =>
      els.map((e) => [...e.querySelectorAll("tspan")].map((t) => t.textContent).join(" ")),
    );
  expect(names).toEqual(a.statistics.map((s) => s.namePlural));
  // The count labels: the first squad's at the left ends, the second's at the right ends, in order.
  const labels = chart.locator(".recharts-label-list");
  await expect(labels.nth(0).locator("text")).toHaveText(a.statistics.map((s) => s.valueDisplay));
  await expect(labels.nth(1).locator("text")).toHaveText(
    a.statistics.map((s) => b.statistics.find((t) => t.code === s.code)!.valueDisplay),
  );
  await expect(chart).toContainText(a.name);
  await expect(chart).toContainText(b.name);

  // Readable at this width: every text of the chart at least 11 px tall; the page never scrolls sideways.
  const heights = await textHeights(chart.locator("svg.recharts-surface text"));
  expect(heights.length).toBeGreaterThan(a.statistics.length);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(11);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A tooltip names both counts (keyboard: Recharts' accessibility layer moves through the bars).
  await chart.locator(".recharts-surface").focus();
  await page.keyboard.press("ArrowRight");
  await expect(chart.locator(".recharts-tooltip-wrapper")).toContainText(a.statistics[0].namePlural);
});

test("team comparison downloads as a PNG and a stamped SVG", async ({ page }) => {
  await page.goto(`/matches/${GF}/stats`);
  const figure = page.getByTestId("team-comparison-figure");
  await revealChart(figure, figure.locator("svg.recharts-surface"));
  const download = async (name: RegExp) => {
    const [d] = await Promise.all([
      page.waitForEvent("download"),
      figure.getByRole("button", { name }).click(),
    ]);
    return readFile((await d.path())!);
  };
  const png = await download(/as PNG/);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const svg = (await download(/as SVG/)).toString("utf8");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      // The export writes computed styles in place of classes: bars are the paths in a team's colour.
      bars: [...doc.querySelectorAll("path")].filter((p) =>
        /^#(0072B2|E69F00)$/i.test(p.getAttribute("fill") ?? ""),
      ).length,
      text: doc.documentElement.textContent ?? "",
    };
  }, svg);
  expect(parsed.error).toBeNull();
  expect(parsed.bars).toBeGreaterThan(8);
  expect(parsed.text).toContain("Disposals");
  expect(parsed.text).toContain("Data as of");
});

test("the comparison is not drawn for differences, where shares mean nothing @any-width", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/stats?context=Diff`);
  await expect(page.getByTestId("squad-stats")).toBeVisible();
  await expect(page.getByTestId("team-comparison-figure")).toHaveCount(0);
});

type Flow = { totals: { squads: { squadId: number; value: number }[] }[] };
type Match = { home: { id: number; name: string }; away: { id: number; name: string } };

test("momentum: buckets through each quarter add up to the service's time-coded totals, per team @any-width", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/stats?mmetric=INSIDE_50&mbucket=5`);
  const figure = page.getByTestId("momentum-figure");
  await revealChart(figure, figure.locator("svg.recharts-surface"));
  await expect(figure).toContainText("inside 50s every 5 minutes");
  const [flow, match] = await page.evaluate(async (id) => {
    const get = async (p: string) => (await fetch(`/api/sds${p}`)).json();
    return Promise.all([get(`/matches/${id}/statistics/flow?metric=INSIDE_50`), get(`/matches/${id}`)]);
  }, GF);
  const total = (id: number) => (flow as Flow).totals[0].squads.find((s) => s.squadId === id)!.value;
  await figure.getByText("Show as table").click();
  const rows = figure.getByTestId("momentum-row");
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll("td, th")].map((c) => c.textContent?.trim() ?? "")),
  );
  // Five-minute buckets from each quarter's start: "Q1 0–5", "Q1 5–10", ...
  expect(cells[0][0]).toBe("Q1 0–5");
  expect(cells.filter((c) => c[0].startsWith("Q4")).length).toBeGreaterThan(4);
  const sum = (col: number) => cells.reduce((n, c) => n + Number(c[col]), 0);
  const m = match as Match;
  expect([sum(1), sum(2)]).toEqual([total(m.home.id), total(m.away.id)]);
  expect(total(m.home.id) + total(m.away.id)).toBeGreaterThan(50);

  const heights = await textHeights(figure.locator("svg.recharts-surface text"));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(11);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The choice is in the address: another count and bucket size is another chart.
  await page.getByLabel("Momentum of").selectOption({ label: "Clearances" });
  await expect(page).toHaveURL(/mmetric=CLEARANCE/);
  await expect(figure).toContainText("clearances every 5 minutes");
});

type Leaders = {
  statistics: {
    namePlural: string;
    persons: { rank: number; displayName: string; valueDisplay: string }[];
  }[];
};

test("leader bars: each card's bars are the service's leaders of the period, in rank order @any-width", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/stats?period=3`);
  const answer = (await page.evaluate(
    async (id) => (await fetch(`/api/sds/matches/${id}/statistics/leaders?period=3`)).json(),
    GF,
  )) as Leaders;
  const charts = page.getByTestId("leader-bars");
  await expect(charts).toHaveCount(answer.statistics.length, { timeout: 15_000 });
  for (const [i, s] of answer.statistics.entries()) {
    const chart = charts.nth(i);
    await expect(chart.locator("svg.recharts-surface")).toBeVisible();
    const names = await chart
      .locator(".recharts-yAxis-tick-labels text")
      .evaluateAll((els) =>
        els.map((e) => [...e.querySelectorAll("tspan")].map((t) => t.textContent).join(" ")),
      );
    expect(names, s.namePlural).toEqual(s.persons.map((p) => `${p.rank}. ${p.displayName}`));
    await expect(chart.locator(".recharts-label-list text")).toHaveText(s.persons.map((p) => p.valueDisplay));
    const heights = await textHeights(chart.locator("svg text"));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(11);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("minutes on the ground: a stacked bar per player, quarter by quarter, as the summary table says @any-width", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/rotations?team=home`);
  const chart = page.getByTestId("time-on-ground");
  await revealChart(page.getByTestId("time-on-ground-figure"), chart.locator("svg.recharts-surface"));
  // The summary table's players and their quarters (m:ss), in its order.
  const table = await page
    .locator("table")
    .filter({ hasText: "Interchanges" })
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td, th")].map((c) => c.textContent!.trim())),
    );
  expect(table.length).toBeGreaterThanOrEqual(22);
  const names = await chart
    .locator(".recharts-yAxis-tick-labels text")
    .evaluateAll((els) =>
      els.map((e) => [...e.querySelectorAll("tspan")].map((t) => t.textContent).join(" ")),
    );
  expect(names).toEqual(table.map((r) => r[0]));
  // Four segments a player (a quarter each), in the quarters' colours.
  const segments = await chart
    .locator("svg.recharts-surface path.recharts-rectangle")
    .evaluateAll((els) => els.map((e) => e.getAttribute("fill")));
  expect(new Set(segments).size).toBe(4);
  // The first player's tooltip: his quarters in minutes, to a tenth, as the table has them to the second.
  await chart.locator(".recharts-surface").focus();
  await page.keyboard.press("ArrowRight");
  const minutes = (clock: string) => {
    const [m, s] = clock.split(":").map(Number);
    return String(Math.round((m + s / 60) * 10) / 10);
  };
  const first = table[0];
  const quarters = first.slice(-4).map(minutes);
  await expect(chart.locator(".recharts-tooltip-wrapper")).toContainText(
    `Q1 ${quarters[0]} · Q2 ${quarters[1]} · Q3 ${quarters[2]} · Q4 ${quarters[3]} min`,
  );
  const heights = await textHeights(chart.locator("svg text"));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(11);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("the score worm on Recharts: readable at this width, a tooltip naming the kicker, and its exports", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}`);
  const worm = page.getByTestId("score-worm");
  await revealChart(page.getByTestId("score-worm-figure"), worm.locator("svg.recharts-surface"));
  await expect(worm.getByTestId("worm-mark")).toHaveCount(27 + 18); // 9.6 and 18.12: every goal and behind
  const heights = await textHeights(worm.locator("svg text"));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(11);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The keyboard walks the line from the first bounce (focus): one step on is the first score.
  await worm.locator(".recharts-surface").focus();
  await page.keyboard.press("ArrowRight");
  const first = await worm.getByTestId("worm-mark").first().getAttribute("aria-label");
  expect(first).toMatch(/^Q1 \d\d:\d\d: (goal|behind) by .+ \((Sydney|Brisbane Lions)\); SYD \d+, BL \d+, /);
  await expect(worm.locator(".recharts-tooltip-wrapper")).toHaveText(first!);

  const figure = page.getByTestId("score-worm-figure");
  const [d] = await Promise.all([
    page.waitForEvent("download"),
    figure.getByRole("button", { name: /as PNG/ }).click(),
  ]);
  const png = await readFile((await d.path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
});

test("Recharts is fetched only when a chart below the fold comes near the screen", async ({ page }) => {
  // Scripts holding Recharts (a class name only Recharts' surface carries), as the page fetches them.
  const recharts: string[] = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() !== "script") return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    if (body.includes("recharts-surface")) recharts.push(r.url());
  });
  await page.goto(`/matches/${GF}`, { waitUntil: "networkidle" });
  // The worm sits below both box scores: on arrival it waits, holding its room, and costs nothing.
  const figure = page.getByTestId("score-worm-figure");
  await expect(figure.locator("[data-near-view=waiting]")).toHaveText("Drawing the score worm…");
  await expect(page.getByTestId("box-score")).toBeVisible();
  expect(recharts, "Recharts fetched before the worm came near").toEqual([]);
  await revealChart(figure, page.getByTestId("score-worm").locator("svg.recharts-surface"));
  await expect(page.getByTestId("worm-mark")).toHaveCount(27 + 18);
  expect(recharts.length, "Recharts fetched once the worm came near").toBeGreaterThan(0);
  await expect(figure.locator("[data-near-view=waiting]")).toHaveCount(0);
});

test("a chart's Share copies the page's address, or hands it to the browser's share sheet", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/matches/${GF}`);
  const figure = page.getByTestId("score-worm-figure");
  await figure.getByRole("button", { name: /^Share / }).click();
  await expect(figure.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // A browser with a share sheet (phones): the sheet gets the address and a title naming the chart.
  await page.addInitScript(() => {
    const w = window as unknown as { shared: unknown[] };
    w.shared = [];
    Object.defineProperty(navigator, "share", { value: async (d: unknown) => void w.shared.push(d) });
  });
  await page.reload();
  await page
    .getByTestId("score-worm-figure")
    .getByRole("button", { name: /^Share / })
    .click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared),
    )
    .toEqual([{ url: page.url(), title: expect.stringMatching(/^Score worm/) }]);
});
