import { readFile } from "node:fs/promises";
import { axeViolations } from "../helpers/page-checks";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { signInAs } from "./every-page";
import { renderedTexts } from "../helpers/chart-text";
import { HEX_RADIUS } from "../../lib/charts/density";

// The density layer (d3-hexbin) of the shot map and the entry map, as a coach uses it: switched on
// from the map's toolbar, kept in the address, counting exactly the marks drawn under the filters, and
// checked against what the data service answers (fetched in the signed-in page, through the app's own
// proxy), not against numbers written here.

const GF = 2024216;

type Loc = { x: number; y: number };
type Shot = { period: number; details: { locationRotated: Loc } };
type Entry = {
  squad: { id: number };
  details: { kick: { resultLocation: Loc; resultLocationRotated: Loc } };
};

test.beforeEach(async ({ page }) => signInAs(page, "coach@demo.local"));

async function service<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(`/api/sds${p}`);
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  }, path) as Promise<T>;
}

/** The hexagons drawn in `map`: their counts and centres (each path starts "M x,y" at its centre). */
async function hexes(map: Locator): Promise<{ count: number; x: number; y: number; title: string }[]> {
  return map.locator("[data-testid=density-hex]").evaluateAll((els) =>
    els.map((el) => {
      const [x, y] = /^M(-?[\d.e-]+),(-?[\d.e-]+)/
        .exec(el.getAttribute("d") ?? "")!
        .slice(1)
        .map(Number);
      return {
        count: Number(el.getAttribute("data-count")),
        x,
        y,
        title: el.querySelector("title")?.textContent ?? "",
      };
    }),
  );
}
const total = (hs: { count: number }[]) => hs.reduce((a, h) => a + h.count, 0);

/** Every place (map units, SVG y down) lies within one hexagon radius of a drawn cell's centre. */
function expectCovered(places: Loc[], hs: { x: number; y: number }[]) {
  const uncovered = places.filter(
    (p) => !hs.some((h) => Math.hypot(h.x - p.x, h.y - p.y) <= HEX_RADIUS + 1e-6),
  );
  expect(uncovered).toEqual([]);
}

/**
 * The layer lies under the marks: before them in the same SVG, and the point at the middle of a mark's
 * filled part (`solid`, a selector) hits the mark, not a cell; the mark is still a keyboard stop.
 */
async function expectMarksOnTop(map: Locator, layer: string, mark: string, solid: string) {
  const order = await map.evaluate(
    (el, [l, m]) => {
      const a = el.querySelector(`[data-testid=${l}]`)!;
      const b = el.querySelector(`[data-testid=${m}]`)!;
      return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? "under" : "over";
    },
    [layer, mark],
  );
  expect(order).toBe("under");
  const part = map.locator(solid).first();
  await part.scrollIntoViewIfNeeded();
  const hit = await part.evaluate((el, m) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (top?.closest("[data-testid=density-hex]")) return "hex";
    return top?.closest(`[data-testid=${m}]`) ? "mark" : String(top?.nodeName);
  }, mark);
  expect(hit).toBe("mark");
  await map.locator(`[data-testid=${mark}]`).first().focus();
  await expect(map.page().getByTestId("tooltip")).toBeVisible();
}

test("the shot map's density layer counts the shots drawn under the filter, stays across a reload and layouts, and leaves when switched off", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/shots?period=2`);
  const { shots } = await service<{ shots: Shot[] }>(page, `/matches/${GF}/shots`);
  const q2 = shots.filter((s) => s.period === 2);
  expect(q2.length).toBeGreaterThan(3);
  expect(q2.length).toBeLessThan(shots.length);
  const figure = page.getByTestId("shot-map");
  const marks = figure.getByTestId("shot-mark");
  await expect(marks).toHaveCount(q2.length);
  const toggle = figure.getByRole("button", { name: "Density" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(figure.getByTestId("density-hex")).toHaveCount(0);
  await expect(figure.getByTestId("legend")).not.toContainText("Density");

  await toggle.click();
  await expect(page).toHaveURL(/\/shots\?period=2&density=on$/);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(figure.getByTestId("density-hex").first()).toBeVisible();
  let hs = await hexes(figure);
  expect(total(hs)).toBe(await marks.count());
  expect(total(hs)).toBe(q2.length);
  // Clustered shots share a cell: fewer cells than shots is the point of the layer (a sanity check
  // that the cells are not one per shot); each cell names its count on hover.
  expect(hs.length).toBeLessThan(q2.length);
  for (const h of hs) expect(h.title).toBe(`${h.count} ${h.count === 1 ? "shot" : "shots"}`);
  await expect(figure.getByTestId("legend")).toContainText("Density: shots per hexagon, darker = more");
  // A shot drawn filled (a ring's middle is see-through, so its centre would show the cell below).
  await expectMarksOnTop(
    figure,
    "density-layer",
    "shot-mark",
    "[data-testid=shot-mark]:not(:has([fill=none])) > :last-child",
  );

  // The address keeps it: a reload draws the same cells.
  await page.reload();
  await expect(figure.getByRole("button", { name: "Density" })).toHaveAttribute("aria-pressed", "true");
  await expect(marks).toHaveCount(q2.length);
  expect(await hexes(figure)).toEqual(hs);

  // The whole oval, each team attacking right: the cells are where the shots are drawn there.
  await figure.getByRole("button", { name: "Whole oval" }).click();
  await expect(page).toHaveURL(/\/shots\?period=2&density=on&layout=full$/);
  await expect(page.getByTestId("shot-map-full")).toBeVisible();
  await expect.poll(async () => total(await hexes(figure))).toBe(q2.length);
  hs = await hexes(figure);
  expectCovered(
    q2.map((s) => ({ x: s.details.locationRotated.x, y: -s.details.locationRotated.y })),
    hs,
  );

  // Another filter: the layer follows it (every shot of the match).
  await page.getByLabel("Period").selectOption({ index: 0 });
  await expect(marks).toHaveCount(shots.length);
  await expect.poll(async () => total(await hexes(figure))).toBe(shots.length);

  // The SVG export carries the cells.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    figure.getByRole("button", { name: /as SVG/ }).click(),
  ]);
  const text = (await readFile((await download.path())!)).toString("utf8");
  const exported = await page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, "image/svg+xml");
    return [...doc.querySelectorAll("[data-testid=density-hex]")].reduce(
      (a, el) => a + Number(el.getAttribute("data-count")),
      0,
    );
  }, text);
  expect(exported).toBe(shots.length);

  await figure.getByRole("button", { name: "Density" }).click();
  await expect(page).not.toHaveURL(/density=/);
  await expect(figure.getByTestId("density-hex")).toHaveCount(0);
  await expect(figure.getByTestId("legend")).not.toContainText("Density");
  await expect(marks).toHaveCount(shots.length);
});

test("the entry map's density layer counts the landing spots drawn for one team, stays across a reload, and leaves when switched off", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/entries`);
  const { entries } = await service<{ entries: Entry[] }>(page, `/matches/${GF}/entries`);
  const figure = page.getByTestId("entry-map");
  const marks = figure.getByTestId("entry-mark");
  await expect(marks).toHaveCount(entries.length);
  // One team, chosen as a person would: the first team in the filter.
  await page.getByLabel("Team").selectOption({ index: 1 });
  await expect(page).toHaveURL(/\/entries\?team=\d+$/);
  const team = Number(new URL(page.url()).searchParams.get("team"));
  const theirs = entries.filter((e) => e.squad.id === team);
  expect(theirs.length).toBeGreaterThan(3);
  expect(theirs.length).toBeLessThan(entries.length);
  await expect(marks).toHaveCount(theirs.length);

  const toggle = figure.getByRole("button", { name: "Density" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(figure.getByTestId("density-hex")).toHaveCount(0);
  await toggle.click();
  await expect(page).toHaveURL(new RegExp(`/entries\\?team=${team}&density=on$`));
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(figure.getByTestId("density-hex").first()).toBeVisible();
  const hs = await hexes(figure);
  expect(total(hs)).toBe(theirs.length);
  expect(total(hs)).toBe(await marks.count());
  // The cells are at the landing spots (each team attacking right: the rotated result location).
  expectCovered(
    theirs.map((e) => ({
      x: e.details.kick.resultLocationRotated.x,
      y: -e.details.kick.resultLocationRotated.y,
    })),
    hs,
  );
  for (const h of hs) expect(h.title).toBe(`${h.count} ${h.count === 1 ? "entry" : "entries"}`);
  await expect(figure.getByTestId("legend")).toContainText("Density: landings per hexagon, darker = more");
  await expectMarksOnTop(figure, "density-layer", "entry-mark", "[data-testid=entry-mark] > circle");

  await page.reload();
  await expect(figure.getByRole("button", { name: "Density" })).toHaveAttribute("aria-pressed", "true");
  await expect(marks).toHaveCount(theirs.length);
  expect(await hexes(figure)).toEqual(hs);

  // The true ends: the cells move with the arrows' heads to where the entries really landed.
  await figure.getByRole("button", { name: "True ends by quarter" }).click();
  await expect(page).toHaveURL(/ends=true/);
  await expect
    .poll(async () => {
      const now = await hexes(figure);
      return now.length > 0 && now.some((h, i) => h.x !== hs[i]?.x || h.y !== hs[i]?.y);
    })
    .toBe(true);
  const trueHs = await hexes(figure);
  expect(total(trueHs)).toBe(theirs.length);
  expectCovered(
    theirs.map((e) => ({ x: e.details.kick.resultLocation.x, y: -e.details.kick.resultLocation.y })),
    trueHs,
  );
  await figure.getByRole("button", { name: "Each team attacks right" }).click();
  await expect(page).not.toHaveURL(/ends=/);

  await figure.getByRole("button", { name: "Density" }).click();
  await expect(page).toHaveURL(new RegExp(`/entries\\?team=${team}$`));
  await expect(figure.getByTestId("density-hex")).toHaveCount(0);
  await expect(figure.getByTestId("legend")).not.toContainText("Density");
});

for (const scheme of ["light", "dark"] as const) {
  test(`with the density layer on, the shot and entry maps pass axe in the ${scheme} scheme, with no sideways scroll`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const view of ["shots", "entries"]) {
      await page.goto(`/matches/${GF}/${view}?density=on`);
      await expect(page.getByTestId("density-hex").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The legend's entry is as readable as the rest of the map's text (at least 11 CSS px).
      const legend = await renderedTexts(page.locator("[data-testid=legend] text"));
      const entry = legend.filter((t) => t.text.startsWith("Density"));
      expect(entry).toHaveLength(1);
      expect(entry[0].px).toBeGreaterThanOrEqual(11);
      // …and inside the map's box (a long label is not cut off at the right on a phone).
      const inside = await page.locator("[data-testid=legend] text", { hasText: "Density" }).evaluate((t) => {
        const svg = t.closest("figure")!.querySelector("svg")!.getBoundingClientRect();
        const r = t.getBoundingClientRect();
        return r.left >= svg.left && r.right <= svg.right;
      });
      expect(inside).toBe(true);
      // The toolbar's extra button wraps on a phone: the page never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, view)).toEqual([]);
    }
  });
}
