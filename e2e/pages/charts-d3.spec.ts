import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { signInAs } from "./every-page";

// The pitch maps' zoom (d3-zoom) as a person uses it: Ctrl + wheel with a mouse, a pinch on a touch
// screen, a double-click to reset; a plain wheel leaves the map alone (it scrolls the page).
const GF = 2024216;

test.beforeEach(async ({ page }) => signInAs(page, "coach@demo.local"));

/** The width of the ground in view, from the inner SVG's viewBox (smaller: zoomed in). */
async function viewWidth(page: Page): Promise<number> {
  const vb = await page.locator("[data-testid=shot-map] svg svg").first().getAttribute("viewBox");
  return Number(vb!.split(" ")[2]);
}

/**
 * Resolves once a scroll that began from `from` (scrollY) has ended: it waits up to a second for the
 * page to move at all (a starved compositor can let frames pass before the first step), then until
 * it has not moved for five animation frames in a row.
 */
async function scrollSettled(page: Page, from: number): Promise<void> {
  await page.evaluate(
    (start) =>
      new Promise<void>((resolve) => {
        const began = performance.now();
        let moved = false;
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          if (window.scrollY !== last) [last, still, moved] = [window.scrollY, 0, true];
          else if ((moved || window.scrollY !== start || performance.now() - began > 1_000) && ++still >= 5)
            return resolve();
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    from,
  );
}

// Each project uses its own device's gestures: a mouse on the desktop, two fingers on the phone.
async function mouseGestures(page: Page) {
  await page.goto(`/matches/${GF}/shots`);
  const map = page.locator("[data-testid=shot-map] svg").first();
  // d3-zoom arrives after the map is drawn: gestures before it are not the map's yet.
  await expect(map).toHaveAttribute("data-zoom", "ready");
  const full = await viewWidth(page);
  // A point on the ground near the map's top, on the screen (the map is taller than the window).
  const onGround = async () => {
    const b = (await map.boundingBox())!;
    return { x: b.x + b.width / 2, y: Math.max(b.y, 0) + 150 };
  };
  await map.scrollIntoViewIfNeeded();
  let p = await onGround();
  await page.mouse.move(p.x, p.y);
  const from = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, -200);
  // The wheel's scroll is animated and the map redraws on a later frame: read both once settled.
  await scrollSettled(page, from);
  expect(await viewWidth(page)).toBe(full);
  // The plain wheel may have scrolled the page: point at the map where it is now (read mid-scroll,
  // the point landed above the map once the scroll ended, and Ctrl + wheel zoomed nothing: seen once).
  p = await onGround();
  await page.mouse.move(p.x, p.y);
  await page.keyboard.down("Control");
  await page.mouse.wheel(0, -200);
  await page.keyboard.up("Control");
  await expect.poll(() => viewWidth(page)).toBeLessThan(full * 0.9);
  await page.mouse.dblclick(p.x, p.y);
  await expect.poll(() => viewWidth(page)).toBe(full);
}

async function pinch(page: Page) {
  await page.goto(`/matches/${GF}/shots`);
  const map = page.locator("[data-testid=shot-map] svg").first();
  await expect(map).toHaveAttribute("data-zoom", "ready");
  await map.scrollIntoViewIfNeeded();
  const full = await viewWidth(page);
  const b = (await map.boundingBox())!;
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height * 0.6;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", d: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints:
        type === "touchEnd"
          ? []
          : [
              { x: cx - d, y: cy, id: 1 },
              { x: cx + d, y: cy, id: 2 },
            ],
    });
  await touch("touchStart", 20);
  for (const d of [30, 45, 60, 80, 100]) await touch("touchMove", d);
  await touch("touchEnd", 0);
  await expect.poll(() => viewWidth(page)).toBeLessThan(full * 0.5);
  for (let i = 0; i < 8 && (await viewWidth(page)) < full; i++)
    await page.getByRole("button", { name: "Zoom out" }).click();
  expect(await viewWidth(page)).toBe(full);
}

test("the map zooms by the device's gesture: Ctrl + wheel (not a plain wheel) and double-click reset, or a pinch", async ({
  page,
}, info) => {
  if (info.project.name === "mobile") await pinch(page);
  else await mouseGestures(page);
});

type Trx = { id: number; code: string; name: string; locationRotated: { x: number; y: number } };

/**
 * A tooltip's place and transaction, read together once it has moved from `previous` (its data-at):
 * the tooltip follows the pointer or the keys on a later render, so a read straight after the move
 * could be the last place's, or half of each. Null when none shows within `ms`.
 */
async function movedTip(
  page: Page,
  testId: string,
  previous: string,
  ms = 5_000,
): Promise<{ at: string; id: number } | null> {
  const moved = await page
    .waitForFunction(
      ([id, prev]) => {
        const e = document.querySelector(`[data-testid="${id}"]`);
        const at = e?.getAttribute("data-at");
        return e && at && at !== prev ? { at, id: Number(e.getAttribute("data-trx-id")) } : null;
      },
      [testId, previous] as const,
      { timeout: ms },
    )
    .catch(() => null);
  return moved ? ((await moved.jsonValue()) as { at: string; id: number }) : null;
}

test("the canvas map's tooltip names the transaction nearest the pointer", async ({ page }) => {
  await page.goto(`/matches/${GF}/chains?map=all`);
  const canvas = page.getByTestId("trx-canvas");
  await expect(canvas).toHaveAttribute("data-drawn-at", /\d/);
  await canvas.scrollIntoViewIfNeeded();
  const { transactions } = (await page.evaluate(
    async (id) => (await fetch(`/api/sds/matches/${id}/transactions`)).json(),
    GF,
  )) as { transactions: Trx[] };
  // The map draws a transaction at (x, −y) of its rotated location (the SVG's y runs down).
  const located = transactions.filter((t) => t.code !== "INTERCHANGE");
  const distance = (t: Trx, x: number, y: number) =>
    Math.hypot(t.locationRotated.x - x, -t.locationRotated.y - y);
  const r = (await canvas.boundingBox())!;
  const tip = page.getByTestId("trx-nearest");
  let checked = 0;
  let previous = "";
  for (const [fx, fy] of [
    [0.5, 0.5],
    [0.3, 0.4],
    [0.7, 0.6],
    [0.45, 0.55],
  ]) {
    await page.mouse.move(r.x + fx * r.width, r.y + Math.min(fy * r.height, 600));
    // A point with no mark near enough shows no tooltip: skipped (at least two must be checked).
    const moved = await movedTip(page, "trx-nearest", previous, 2_000);
    if (!moved) continue;
    previous = moved.at;
    const [x, y] = moved.at.split(",").map(Number);
    const named = located.find((t) => t.id === moved.id)!;
    // The nearest (a mark and the kick that follows it share a spot: any of a tie; the pointer's
    // place is given to the centimetre).
    const best = Math.min(...located.map((t) => distance(t, x, y)));
    expect(distance(named, x, y) - best).toBeLessThan(0.02);
    checked++;
  }
  expect(checked).toBeGreaterThan(1);
  // The tooltip stays on the screen: inside the window at this width.
  const tb = (await tip.boundingBox()) ?? { x: 0, width: 0 };
  expect(tb.x).toBeGreaterThanOrEqual(0);
  expect(tb.x + tb.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("the canvas map's marks are reached by keyboard: arrow keys go to the nearest mark that way", async ({
  page,
}) => {
  await page.goto(`/matches/${GF}/chains?map=all`);
  await expect(page.getByTestId("trx-canvas")).toHaveAttribute("data-drawn-at", /\d/);
  const { transactions } = (await page.evaluate(
    async (id) => (await fetch(`/api/sds/matches/${id}/transactions`)).json(),
    GF,
  )) as { transactions: Trx[] };
  const walker = page.getByTestId("mark-walker");
  await walker.focus();
  const tip = page.getByTestId("trx-keyed");
  await expect(tip).toHaveCount(0);
  let previous = "";
  /** Where the keyboard's mark is once it has moved (map units), checked against the service's place for the transaction it names. */
  const at = async () => {
    const moved = await movedTip(page, "trx-keyed", previous);
    expect(moved, `the keyed tooltip did not move from ${previous || "nowhere"}`).not.toBeNull();
    previous = moved!.at;
    const [x, y] = moved!.at.split(",").map(Number);
    const named = transactions.find((t) => t.id === moved!.id)!;
    expect(Math.hypot(named.locationRotated.x - x, -named.locationRotated.y - y)).toBeLessThan(0.02);
    await expect(tip).toContainText(named.name);
    return { x, y };
  };
  await page.keyboard.press("ArrowRight"); // the first press: the mark nearest the middle
  const start = await at();
  await page.keyboard.press("ArrowRight");
  const right = await at();
  expect(right.x).toBeGreaterThan(start.x);
  expect(Math.abs(right.y - start.y)).toBeLessThanOrEqual(right.x - start.x);
  await page.keyboard.press("ArrowUp");
  const up = await at();
  expect(up.y).toBeLessThan(right.y); // up the screen: the SVG's y runs down
  expect(Math.abs(up.x - right.x)).toBeLessThanOrEqual(right.y - up.y);
  // The walker's keys are its own: with the map zoomed in (where the map's own arrows pan), an arrow
  // on the walker moves the mark and leaves the map's view where it was.
  await page.getByRole("button", { name: "Zoom in" }).click();
  const inner = page.locator("[data-testid=trx-pitch] svg svg").first();
  await expect(page.getByRole("button", { name: "Reset zoom" })).toBeEnabled();
  const zoomed = await inner.getAttribute("viewBox");
  await walker.focus();
  await page.keyboard.press("ArrowDown");
  expect(await movedTip(page, "trx-keyed", previous)).not.toBeNull();
  await expect(inner).toHaveAttribute("viewBox", zoomed!);
  await page.keyboard.press("Escape");
  await expect(tip).toHaveCount(0);
});
