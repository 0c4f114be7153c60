import { test, expect } from "../fixtures";

test("Back undoes a filter", async ({ page }) => {
  await page.goto("/seasons/62/fixture");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture · Grand Final");
  await page.getByRole("combobox", { name: "Round" }).selectOption({ label: "Round 5" });
  await expect(page).toHaveURL(/round=5/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture · Round 5");
  await page.goBack();
  await expect(page).not.toHaveURL(/round=5/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture · Grand Final");
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture · Round 5");
});

test("the colour scheme is a choice, remembered, and applied before the first paint", async ({ page }) => {
  // Records the scheme on the first animation frame, which runs before the page is first painted.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameDark: boolean }).firstFrameDark =
        document.documentElement.classList.contains("dark");
    });
  });
  // The load event (where goto and reload return) may come before the first frame on a busy machine.
  const firstFrameDark = async () => {
    await page.waitForFunction(() => "firstFrameDark" in window);
    return page.evaluate(() => (window as unknown as { firstFrameDark: boolean }).firstFrameDark);
  };
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/seasons/62/ladder");
  expect(await firstFrameDark()).toBe(false);

  // As the server sends it, before any script has run, the select is disabled: a choice made then
  // would reach no handler and be lost.
  const served = await (await page.request.get("/seasons/62/ladder")).text();
  const select = /<select[^>]*data-testid="theme-switch"[^>]*>/.exec(served)?.[0] ?? "";
  expect(select, "the theme select as served").toMatch(/\sdisabled(?:=""|\s|>)/);
  // The select is disabled until the page has hydrated (before, a choice made then was lost), and
  // selectOption waits for it to be enabled.
  await page.getByLabel("Theme").selectOption("dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.reload();
  expect(await firstFrameDark()).toBe(true);
  await expect(page.getByLabel("Theme")).toHaveValue("dark");

  // "Light" wins over a dark system; "System" follows it.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.getByLabel("Theme").selectOption("light");
  await page.reload();
  expect(await firstFrameDark()).toBe(false);
  // The server renders "system": the stored choice in the select says the page has hydrated.
  await expect(page.getByLabel("Theme")).toHaveValue("light");
  await page.getByLabel("Theme").selectOption("system");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.reload();
  expect(await firstFrameDark()).toBe(true);
});
