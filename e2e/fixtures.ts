import { test as base, expect } from "@playwright/test";

/**
 * Every page test fails on a console error or on a request from the browser to anything but the
 * app's own origin (the browser must never talk to the data service or a third party).
 */
export const test = base.extend<{ guard: { errors: string[]; foreign: string[] } }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("request", (r) => {
        const u = r.url();
        if (!u.startsWith(baseURL!) && !u.startsWith("data:")) foreign.push(u);
      });
      const g = { errors, foreign };
      await use(g);
      expect(errors, "console errors").toEqual([]);
      expect(foreign, "requests to other origins").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
