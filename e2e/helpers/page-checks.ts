import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/** The page does not scroll sideways at the viewport's width (a phone's 360 px included). */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

// axe-core's own script, put into the page by the helper below (no request leaves the app's origin).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

// The WCAG 2.1 AA rules whose outcome depends on colours: all a change of scheme can change. The
// schemes are styles over one document (a `dark` class; components/theme), so names, roles, labels
// and structure are the same in both, and axe's other rules would repeat the first scheme's findings.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

// Three of axe's best practices the pages keep, whatever axe calls their impact: a page has its h1, its
// landmarks are named apart, and no column header is empty (each broke once: a history season's
// leaderboard without a heading, two regions named alike, a player's table with a blank corner).
const KEPT_PRACTICES = ["page-has-heading-one", "landmark-unique", "empty-table-header"];

/** What the page sends back of one violation: its rule, impact, count and first element. */
interface Found {
  id: string;
  impact: string | null | undefined;
  count: number;
  target: string;
  summary: string;
}

/**
 * The page's serious and critical axe violations as it stands, and any of the best practices kept above,
 * each as "label: rule (count) first target summary": WCAG 2.1 AA's rules and those practices, or
 * every rule (best practices too) with `allRules`.
 *
 * axe is put into the page once (it stays until the page navigates) and run there with `axe.run`.
 * @axe-core/playwright's builder, used before, evaluated axe's 560 KB script twice on every run and
 * sent every result back: on a match page 1.0 s a run against 0.6 s, on the availability page 2.2 s
 * against 1.1–1.7 s (measured side by side, the same violations). Only the violations are described
 * (`resultTypes`): describing each element that passed (selector, HTML and checks of thousands of
 * nodes) cost more than the checks (4.4 s → 1.5 s a run on the availability page). Frames would need
 * axe in each of them: none of our pages has one, and a page that does is refused, not half-checked.
 */
export async function axeViolations(
  page: Page,
  label: string,
  opts: { allRules?: boolean; coloursOnly?: boolean } = {},
): Promise<string[]> {
  const frames = await page.locator("iframe, frame").count();
  if (frames > 0) throw new Error(`${label}: ${frames} frame(s); axeViolations checks one document`);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const only = opts.coloursOnly
    ? { type: "rule", values: COLOUR_RULES }
    : opts.allRules
      ? null
      : // WCAG 2.1 AA is 2.0's A and AA and 2.1's A and AA (2.1's A: a name that holds its visible text).
        { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] };
  const rules = opts.coloursOnly
    ? {}
    : Object.fromEntries(KEPT_PRACTICES.map((id) => [id, { enabled: true }]));
  const found: Found[] = await page.evaluate(
    async ([runOnly, rules]) => {
      type Result = {
        violations: {
          id: string;
          impact?: string | null;
          nodes: { target: unknown[]; failureSummary?: string }[];
        }[];
      };
      const { axe } = window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } };
      const { violations } = await axe.run(document, {
        ...(runOnly ? { runOnly } : {}),
        rules,
        resultTypes: ["violations"],
      });
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        count: v.nodes.length,
        target: v.nodes[0]?.target.join(" ") ?? "",
        summary: v.nodes[0]?.failureSummary?.split("\n")[1] ?? "",
      }));
    },
    [only, rules] as const,
  );
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical" || KEPT_PRACTICES.includes(v.id))
    .map((v) => `${label}: ${v.id} (${v.count}) ${v.target} ${v.summary}`);
}

/** No serious or critical axe violation (WCAG 2.1 AA) on the page as it stands, light and dark. */
export async function axeCleanInBothSchemes(page: Page): Promise<void> {
  // Next streams a page's metadata: just after a navigation within the app (a select that pushes the
  // address) the new <title> may not be in yet, and axe would report the page as untitled.
  await expect.poll(() => page.title(), { message: "the page's title" }).not.toBe("");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page, scheme, { coloursOnly: scheme === "dark" })).toEqual([]);
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
  found.push(...(await axeViolations(page, `${label} (system dark)`, { coloursOnly: true })));
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}
