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
  // Nor does "Failed to load resource: net::ERR_…": record the address of a load that got no answer.
  page.on("requestfailed", (r) => g.failedLoads.push(`${r.failure()?.errorText ?? "failed"} ${r.url()}`));
  page.on("request", (r) => {
    const u = r.url();
    // data: and the page's own blob: addresses (a CSV download) are bytes the page made, not a load.
    if (!u.startsWith(baseURL) && !u.startsWith("data:") && !u.startsWith(`blob:${baseURL}`))
      g.foreign.push(u);
  });
}

const REFUSED_LOAD = {
  400: "Failed to load resource: the server responded with a status of 400 (Bad Request)",
  403: "Failed to load resource: the server responded with a status of 403 (Forbidden)",
  404: "Failed to load resource: the server responded with a status of 404 (Not Found)",
};

/**
 * For a test that loads refusals on purpose (a role's 403s, not-found pages): Chromium logs every page
 * answered so as a console error. Takes those errors out of the guard, one a refused answer of that
 * status, and returns the addresses (path and query) so answered, for the test to compare with the
 * ones it meant; any other error still fails.
 */
export function takeRefusedLoads(g: Guard, baseURL: string, status: 400 | 403 | 404 = 403): string[] {
  const mark = `${status} `;
  const refused = g.failedLoads.filter((l) => l.startsWith(mark));
  g.failedLoads.splice(0, g.failedLoads.length, ...g.failedLoads.filter((l) => !l.startsWith(mark)));
  for (let n = refused.length; n > 0; n--) {
    const i = g.errors.indexOf(REFUSED_LOAD[status]);
    if (i >= 0) g.errors.splice(i, 1);
  }
  return refused.map((l) => l.slice(mark.length).replace(baseURL, ""));
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
      expect(
        g.errors,
        `console errors (loads answered over 400 or unanswered: ${g.failedLoads.join(", ") || "none"})`,
      ).toEqual([]);
      expect(g.foreign, "requests to other origins").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
