import { test as base, expect, type Page } from "@playwright/test";

export interface Guard {
  errors: string[];
  failedLoads: string[];
  foreign: string[];
}

/** Records a page's console errors and its requests to anything but the app's own origin. */
export function guardPage(page: Page, baseURL: string, g: Guard): void {
  page.on("console", (m) => {
    if (m.type() === "error") g.errors.push(m.text());
  });
  page.on("pageerror", (e) => g.errors.push(e.message));
  // The console's "Failed to load resource" names no address: record which one answered 4xx/5xx.
  page.on("response", (r) => {
    if (r.status() >= 400) g.failedLoads.push(`${r.status()} ${r.url()}`);
  });
  page.on("request", (r) => {
    const u = r.url();
    if (!u.startsWith(baseURL) && !u.startsWith("data:")) g.foreign.push(u);
  });
}

/**
 * Every page test fails on a console error or on a request from the browser to anything but the
 * app's own origin (the browser must never talk to the data service or a third party). A test that
 * opens more pages passes them to guardPage with the same `guard`.
 */
export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const g: Guard = { errors: [], foreign: [], failedLoads: [] };
      guardPage(page, baseURL!, g);
      await use(g);
      expect(g.errors, `console errors (answers over 400: ${g.failedLoads.join(", ") || "none"})`).toEqual(
        [],
      );
      expect(g.foreign, "requests to other origins").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
