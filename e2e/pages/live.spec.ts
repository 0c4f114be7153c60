import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, guardPage } from "../fixtures";
import { watchRefetches } from "../helpers/refetches";
import { periodSecsFor } from "../../lib/service/afl/load-afl-dataset";
import { formatScore, type ScoreLike } from "../../lib/format/score";

// A real 2024 match replayed as live (`npm run replay`, as a person would), watched in the browser
// while its clock is moved on: the score on the page must follow without a reload, from the match's
// live stream (lib/queries/live-streams.ts) with no render of the page and no whole answer asked for
// again, and, in a browser without EventSource, by polling as before. The match is put in
// its quarter-time break and then in its half-time break, where the score stands still, so what the
// page should show does not depend on how long each step takes. Quarter lengths come from the match id
// (lib/service/afl); the service's status confirms that each step lands in the intended break.

// Each project replays its own preliminary final (no other spec looks at either): a second replay of
// one match would meet the copy the app kept of it, completed, from the first.
const GAMES = {
  desktop: { id: 2024215, card: "Geelong" }, // Geelong v Brisbane Lions
  mobile: { id: 2024214, card: "Port Adelaide" }, // Sydney v Port Adelaide
} as const;
const ROUND = 27; // their round: rounds keep counting through the finals
const DATA_DIR = ".data-e2e"; // the e2e app's (playwright.config.ts)

// The source's cumulative scores at each break, so the page is checked against the record as well as
// against what the service answers.
const [header, ...lines] = readFileSync("data/afl/matches.csv", "utf8").trim().split("\n");

function game(project: string) {
  const { id, card } = GAMES[project as keyof typeof GAMES] ?? GAMES.desktop;
  const [q1, q2] = periodSecsFor(id);
  const row = lines.map((l) => l.split(",")).find((r) => r[0] === String(id))!;
  const col = (name: string) => Number(row[header.split(",").indexOf(name)]);
  return {
    id,
    card,
    breakMidS: { quarterTime: q1 + 180, halfTime: q1 + 360 + q2 + 600 }, // breaks: 6 and 20 min
    sourceScore(side: "home" | "away", q: number) {
      const [g, b] = [col(`${side}_q${q}_goals`), col(`${side}_q${q}_behinds`)];
      return `${g}.${b} (${g * 6 + b})`;
    },
  };
}

const SCORE = /^\d+\.\d+ \(\d+\)$/;
type Match = {
  status: { code: string; name: string };
  home: { score: ScoreLike };
  away: { score: ScoreLike };
};

function replay(...args: string[]) {
  execFileSync("npm", ["run", "--silent", "replay", "--", ...args], {
    env: { ...process.env, DATA_DIR },
    stdio: "pipe",
  });
}
const replayAtBreak = (match: number, secsIn: number) =>
  replay(String(match), new Date(Date.now() - secsIn * 1000).toISOString());

/** The service itself, not the app's proxy: asking the proxy before the service has read the replay
 * file would leave the completed match in the proxy's cache for a day. One token (a client may hold
 * only ten). */
let token: string | undefined;
async function serviceMatch(request: APIRequestContext, baseURL: string, match: number): Promise<Match> {
  if (!token) {
    const { id, secret } = JSON.parse(readFileSync(`${DATA_DIR}/client.json`, "utf8")) as Record<
      string,
      string
    >;
    const res = await request.post("/oauth/token", {
      data: {
        grant_type: "client_credentials",
        client_id: id,
        client_secret: secret,
        audience: `${baseURL}/`,
      },
    });
    expect(res.status()).toBe(200);
    token = ((await res.json()) as { access_token: string }).access_token;
  }
  const res = await request.get(`/v1/matches/${match}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Match;
}

async function proxyMatch(request: APIRequestContext, match: number): Promise<Match> {
  const res = await request.get(`/api/sds/matches/${match}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Match;
}

const shown = (m: Match) => [formatScore(m.home.score) ?? "–", formatScore(m.away.score) ?? "–"];

/**
 * Marks the document: a reload would lose the mark. Counts main-frame navigations to another address.
 * Next's router records its state with history.replaceState on the same address (after hydration, which
 * may come after the server-rendered score is already checked), and Playwright reports that as a
 * navigation too; it is not one, so only a change of address counts.
 */
async function watchForReloads(page: Page) {
  const navigations: string[] = [];
  const start = page.url();
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame() && f.url() !== start) navigations.push(f.url());
  });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  return {
    navigations,
    async marker() {
      return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
    },
  };
}

test.afterAll(async ({ playwright }, info) => {
  replay("--clear");
  // Other specs read the 2024 season as complete: wait until the service and the proxy's short-lived
  // copies (5 s for live data) say so again.
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await expect
    .poll(async () => (await proxyMatch(request, game(info.project.name).id)).status.code, {
      timeout: 30_000,
    })
    .toBe("COMPLETE");
  await request.dispose();
});

// Exclusive: the replay turns a completed match live for the whole instance (playwright.config.ts).
test(
  "a live match's score changes on the summary and the fixture without a reload",
  { tag: "@exclusive" },
  async ({ page, context, request, baseURL, guard }, info) => {
    const { id: MATCH, card: cardTeam, breakMidS, sourceScore } = game(info.project.name);
    replayAtBreak(MATCH, breakMidS.quarterTime);
    await expect
      .poll(async () => (await serviceMatch(request, baseURL!, MATCH)).status.name, { timeout: 15_000 })
      .toBe("Quarter Time");

    await page.goto(`/matches/${MATCH}`);
    const result = page.getByRole("region", { name: "Result" });
    const scores = result.getByText(SCORE);
    await expect(scores).toHaveText([sourceScore("home", 1), sourceScore("away", 1)]);
    await expect(page.getByTestId("result")).toHaveText("Quarter Time");
    await expect(result).toContainText("Live");

    const fixture = await context.newPage();
    guardPage(fixture, baseURL!, guard);
    await fixture.goto(`/seasons/62/fixture?round=${ROUND}`);
    const card = fixture.getByTestId("match").filter({ hasText: cardTeam });
    const cardScores = card.getByText(SCORE);
    await expect(cardScores).toHaveText([sourceScore("home", 1), sourceScore("away", 1)]);

    // A browser without EventSource: the same summary, polled as before the stream.
    const polled = await context.newPage();
    guardPage(polled, baseURL!, guard);
    await polled.addInitScript(() => delete (window as unknown as { EventSource?: unknown }).EventSource);
    await polled.goto(`/matches/${MATCH}`);
    const polledScores = polled.getByRole("region", { name: "Result" }).getByText(SCORE);
    await expect(polledScores).toHaveText([sourceScore("home", 1), sourceScore("away", 1)]);
    const polledRequests = watchRefetches(polled);

    // Both streamed pages have their stream's snapshot before the replay moves on.
    await expect(page.getByTestId("live-badge")).toHaveAttribute("data-stream", "live");
    await expect(card.getByTestId("live-badge")).toHaveAttribute("data-stream", "live");
    await expect(polled.getByTestId("live-badge")).toHaveAttribute("data-stream", "polling");
    const summaryRequests = watchRefetches(page);
    const fixtureRequests = watchRefetches(fixture);
    const summaryWatch = await watchForReloads(page);
    const fixtureWatch = await watchForReloads(fixture);

    replayAtBreak(MATCH, breakMidS.halfTime);
    await expect
      .poll(async () => (await proxyMatch(request, MATCH)).status.name, { timeout: 20_000 })
      .toBe("Half Time");
    const expected = shown(await proxyMatch(request, MATCH));
    expect(expected).toEqual([sourceScore("home", 2), sourceScore("away", 2)]);

    // The streams bring the change (a 5 s beat); nothing here reloads the pages.
    await expect(scores).toHaveText(expected, { timeout: 20_000 });
    await expect(page.getByTestId("result")).toHaveText("Half Time");
    await expect(page.getByTestId("quarter-scores")).toContainText(sourceScore("home", 2));
    // In play, the last column is the score now, not a final one.
    await expect(page.getByTestId("quarter-scores").locator("thead th").last()).toHaveText("Now");
    await expect(cardScores).toHaveText(expected, { timeout: 20_000 });
    // No render of either page and no answer asked again, but the score by quarter once (a new
    // quarter: the stream's totals cannot say which quarter a score at the siren belongs to).
    expect(summaryRequests, "the summary: no RSC request, no whole answer but the score by period").toEqual([
      `/api/sds/matches/${MATCH}/score`,
    ]);
    expect(fixtureRequests, "the fixture: no RSC request, no whole answer").toEqual([]);

    // Without EventSource the page polls as before the stream: the live beat renders it again (an RSC
    // request) and its answers refetch every 15 s; whichever comes first brings the new score.
    await expect(polledScores).toHaveText(expected, { timeout: 40_000 });
    await expect(polled.getByTestId("result")).toHaveText("Half Time");
    expect(
      polledRequests.filter((r) => r === `/api/sds/matches/${MATCH}` || r === `/matches/${MATCH} (RSC)`),
      "the fallback polls the match or renders its page again",
    ).not.toEqual([]);

    for (const w of [summaryWatch, fixtureWatch]) {
      expect(await w.marker(), "the document was not replaced").toBe(1);
      expect(w.navigations, "no navigation").toEqual([]);
    }
  },
);
