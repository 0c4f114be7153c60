import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../playwright.config";

// One address of every page type, for the checks that walk them all (width at 360 px, axe). The event
// views need a coach or analyst; everything else is public.
export const PUBLIC_PAGES = [
  "/",
  "/glossary",
  "/about",
  "/login",
  "/seasons/62/ladder",
  "/seasons/62/fixture",
  "/seasons/62/squads",
  "/seasons/62/squads/10",
  "/seasons/62/availability",
  "/players?q=neale", // the search by name (player pages: player-page.spec.ts, which builds a season)
  "/matches/2024216",
  "/matches/2024216/report",
  "/seasons/1001966/fixture", // the history: a season of 1966, and a match with no box score
  "/matches/1966112",
  "/clubs", // the all-time pages (built once from every season's fixture and ladder)
  "/clubs/160",
  "/head-to-head?a=30&b=40",
  "/records?era=1897-1945",
] as const;

export const ANALYST_PAGES = [
  "/matches/2024216",
  "/matches/2024216/shots",
  "/matches/2024216/entries",
  "/matches/2024216/chains",
  "/matches/2024216/stats",
  "/matches/2024216/rotations",
  "/matches/2024216/stoppages",
  "/admin/usage",
] as const;

export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
}

/**
 * The all-time pages show their one-off build's progress until the history summary is read (~260
 * paced calls on a fresh server): a walk checks the page itself, so it waits for that first.
 */
export async function historyBuilt(page: Page): Promise<void> {
  await expect(page.getByTestId("history-progress")).toHaveCount(0, { timeout: 240_000 });
}
