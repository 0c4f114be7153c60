import { test, expect } from "@playwright/test";
import { readRawCsv } from "../../tests/helpers/raw-csv";

// The fixture's calendar file as a calendar app fetches it from the built app (its figures against
// matches.csv: tests/service/fixture-calendar-suite.ts), its bad addresses, and the fixture page's link.

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

test("a season's fixture downloads as an iCalendar file, one event a match", async ({ request }) => {
  const res = await request.get("/seasons/62/fixture.ics");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(res.headers()["content-disposition"]).toBe('attachment; filename="fixture-62.ics"');
  const lines = unfold(await res.text());
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  const played2024 = readRawCsv("matches.csv").filter((m) => m.season === "2024");
  expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(played2024.length);
  expect(lines).toContain(`UID:match-${played2024[0].match_id}@footy-analytics`);
});

test("bad calendar addresses answer a clear message, never a 500", async ({ request }) => {
  const cases: [string, number, RegExp][] = [
    ["/seasons/62/fixture.ics?squad=carlton", 400, /squad must be a club's id/],
    ["/seasons/62/fixture.ics?squad=999999", 404, /No club 999999 plays in season 62/],
    ["/seasons/99999/fixture.ics", 404, /No season 99999/],
    ["/seasons/abc/fixture.ics", 404, /No season abc/],
  ];
  for (const [path, status, message] of cases) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    expect(await res.text(), path).toMatch(message);
  }
});

test("the fixture page offers a club's matches for a calendar", async ({ page }) => {
  await page.goto("/seasons/62/fixture?squad=10");
  const link = page.getByTestId("add-to-calendar");
  await expect(link).toHaveAttribute("href", "/seasons/62/fixture.ics?squad=10");
  // Its name starts with the words it shows (WCAG 2.5.3), then says whose matches.
  await expect(link).toHaveAccessibleName("Add to calendar: Adelaide's matches");
  const res = await page.request.get((await link.getAttribute("href"))!);
  expect(res.status()).toBe(200);
  const events = unfold(await res.text()).filter((l) => l === "BEGIN:VEVENT");
  expect(events.length).toBeGreaterThanOrEqual(23);
});
