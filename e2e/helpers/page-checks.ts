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

/**
 * The page's serious and critical axe violations (WCAG 2.1 AA) as it stands, each as "label: rule
 * (count) first target summary". Legacy mode: axe runs in the page itself; the default mode opens a
 * blank page for every run to join frames' results (none of our pages has a frame), which made each
 * run about twice as long (1.3 s against 0.6 s on the glossary, measured). Every rule still runs on
 * every element; `resultTypes` only spares axe describing each element that passed (selector, HTML
 * and checks of thousands of nodes, which nothing here reads): 4.4 s → 1.5 s a run on the
 * availability page, 1.8 → 0.6 s on a match, the same violations found (measured side by side).
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${label}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.failureSummary?.split("\n")[1] ?? ""}`,
    );
}

/** No serious or critical axe violation (WCAG 2.1 AA) on the page as it stands, light and dark. */
export async function axeCleanInBothSchemes(page: Page): Promise<void> {
  // Next streams a page's metadata: just after a navigation within the app (a select that pushes the
  // address) the new <title> may not be in yet, and axe would report the page as untitled.
  await expect.poll(() => page.title(), { message: "the page's title" }).not.toBe("");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page, scheme)).toEqual([]);
  }
}

/** The page as its scheme shows it: the document's `dark` class is what every style reads. */
export const schemeIs = (page: Page, dark: boolean) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")), {
      message: `the page's scheme is ${dark ? "dark" : "light"}`,
    })
    .toBe(dark);

/**
 * axe in the system's light scheme, then its dark one on the same page (loaded under an emulated light
 * system): a page that follows the system changes scheme when the system does
 * (components/theme/theme-switch.tsx), as a phone at dusk does.
 */
export async function axeInSystemSchemes(page: Page, label: string): Promise<string[]> {
  await schemeIs(page, false);
  const found = await axeViolations(page, `${label} (system light)`);
  await page.emulateMedia({ colorScheme: "dark" });
  await schemeIs(page, true);
  found.push(...(await axeViolations(page, `${label} (system dark)`)));
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}
