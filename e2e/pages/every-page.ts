import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../playwright.config";

// One address of every page type, for the checks that walk them all (width at 360 px, axe). The event
// views need a coach or analyst; everything else is public.
export const PUBLIC_PAGES = [
  "/",
  "/glossary",
  "/about",
  "/offline", // what the service worker shows for a page never kept, with no network
  "/login",
  "/seasons/62/ladder",
  "/seasons/62/fixture",
  "/seasons/62/squads",
  "/seasons/62/squads/10",
  "/seasons/62/availability",
  "/players?q=neale", // the search by name (player pages: player-page.spec.ts, which builds a season)
  // Lachie Neale and Nick Daicos in 2024: the season's whole-match box scores (a small answer a match,
  // kept), not its splits; player-compare.spec.ts checks the figures.
  "/players/compare?players=1574,1184&season=62",
  "/matches/2024216",
  "/matches/2024216/report",
  "/seasons/1001966/fixture", // the history: a season of 1966, and a match with no box score
  "/matches/1966112",
  "/clubs", // the all-time pages (built once from every season's fixture and ladder)
  "/clubs/160",
  "/head-to-head?a=30&b=40",
  "/records?era=1897-1945",
] as const;

// Pages drawn from the app's own builds (the synthetic league's season, whose completed matches are
// added up on the first visit) and the predictor: the phone sweep walks them too.
export const BUILT_PAGES = [
  "/seasons/9001/leaders",
  "/seasons/9001/brownlow",
  "/seasons/9001/squads/9001/stats",
  "/seasons/62/predictor",
  "/seasons/62/teams", // a fan's view: the season's whole-match pass only (one small answer a match)
  "/seasons/62/explore", // the same pass, every player a point (season-explorer.spec.ts checks them)
] as const;

export const ANALYST_PAGES = [
  "/matches/2024216",
  "/matches/2024216/shots",
  "/matches/2024216/entries",
  "/matches/2024216/chains",
  "/matches/2024216/stats",
  "/matches/2024216/rotations",
  "/matches/2024216/stoppages",
  "/matches/2024216/report",
  "/admin/usage",
] as const;

/** Signs in through the login form, as a person does (the sign-in specs test the form itself). */
export async function signInWithForm(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 20_000 });
}

/** Where the global setup keeps each demo account's signed-in browser state (e2e/global-setup.ts). */
export const savedSessionFile = (email: string) => path.join(".e2e-auth", `${email}.json`);

/**
 * Signed in as `email` for the pages that follow: the session the global setup signed in once for the
 * run (its cookie), rather than the form again in every test. Sessions end one by one on the server,
 * so a test that signs out does so with a session of its own (signInWithForm).
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  const state = JSON.parse(readFileSync(savedSessionFile(email), "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await page.context().addCookies(state.cookies);
}

/**
 * The all-time pages show their one-off build's progress until the history summary is read (~260
 * paced calls on a fresh server): a walk checks the page itself, so it waits for that first.
 */
export async function historyBuilt(page: Page): Promise<void> {
  await expect(page.getByTestId("history-progress")).toHaveCount(0, { timeout: 240_000 });
}

/** As historyBuilt, and a season's aggregates too (a leaderboard or team page on its first visit). */
export async function buildsDone(page: Page): Promise<void> {
  await historyBuilt(page);
  await expect(page.getByTestId("build-progress")).toHaveCount(0, { timeout: 240_000 });
}
