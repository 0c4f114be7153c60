import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { ANALYST_PAGES, historyBuilt, PUBLIC_PAGES, signInAs } from "./every-page";

// axe-core on every page in both colour schemes: the system's (emulated) and the explicit choice,
// with no serious or critical violation (contrast failures are "serious").
type Scheme = { name: string; media: "light" | "dark"; choice?: "light" | "dark" };
const SCHEMES: Scheme[] = [
  { name: "system light", media: "light" },
  { name: "system dark", media: "dark" },
  { name: "dark chosen on a light system", media: "light", choice: "dark" },
  { name: "light chosen on a dark system", media: "dark", choice: "light" },
];

async function violations(page: Page, path: string) {
  await page.goto(path);
  await historyBuilt(page);
  await page.waitForLoadState("networkidle");
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.failureSummary?.split("\n")[1] ?? ""}`,
    );
}

async function useScheme(page: Page, s: Scheme) {
  await page.emulateMedia({ colorScheme: s.media });
  await page.addInitScript((choice) => {
    if (choice) localStorage.setItem("theme", choice);
    else localStorage.removeItem("theme");
  }, s.choice ?? null);
}

for (const s of SCHEMES) {
  // The emulated schemes walk every page; the explicit choices a representative few.
  const pages = s.choice ? ["/", "/seasons/62/ladder", "/matches/2024216"] : PUBLIC_PAGES;
  test(`public pages pass axe, ${s.name}`, async ({ page }) => {
    // Every public page, and on a fresh server the all-time pages wait for the history's one-off
    // build (~260 paced calls): more than test.slow()'s 3 minutes on a busy machine.
    test.setTimeout(6 * 60_000);
    await useScheme(page, s);
    const found: string[] = [];
    for (const path of pages) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
  });
}

for (const s of SCHEMES.filter((x) => !x.choice)) {
  test(`analyst pages pass axe, ${s.name}`, async ({ page }) => {
    test.slow();
    await signInAs(page, "admin@demo.local");
    await useScheme(page, s);
    const found: string[] = [];
    for (const path of ANALYST_PAGES) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
  });
}
