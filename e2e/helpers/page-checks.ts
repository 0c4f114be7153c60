import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The page does not scroll sideways at the viewport's width (a phone's 360 px included). */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** No serious or critical axe violation (WCAG 2.1 AA) on the page as it stands, light and dark. */
export async function axeCleanInBothSchemes(page: Page): Promise<void> {
  // Next streams a page's metadata: just after a navigation within the app (a select that pushes the
  // address) the new <title> may not be in yet, and axe would report the page as untitled.
  await expect.poll(() => page.title(), { message: "the page's title" }).not.toBe("");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(
      result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
      scheme,
    ).toEqual([]);
  }
}
