import { readFileSync } from "node:fs";
import { test, expect } from "../fixtures";
import { keptPages, openThroughWorker, persistedMatchStatus, workerControls } from "../helpers/offline";
import { OP } from "../../lib/contract/operations";
import { myClubApiHref } from "../../lib/links";
import { replayInBreak, runReplay, serviceStatus } from "../helpers/replay";
import { axeInSystemSchemes } from "../helpers/page-checks";
import { signInAs } from "./every-page";

// Installable and useful offline: pages a visitor has seen open without a network (the service worker,
// lib/service-worker), as they were, saying when; a page never seen shows the offline page; a member's
// page is never kept. Playwright's offline context takes the page's and the worker's network away.
// Figures are checked against the source (data/afl/matches.csv), not only against what was shown.

// The service worker is what these tests test (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const [header, ...lines] = readFileSync("data/afl/matches.csv", "utf8").trim().split("\n");
const grandFinal = Object.fromEntries(
  lines
    .find((l) => l.startsWith("2024216,"))!
    .split(",")
    .map((v, i) => [header.split(",")[i], v]),
);
const gfScore = (side: "home" | "away") =>
  `${grandFinal[`${side}_goals`]}.${grandFinal[`${side}_behinds`]} (${grandFinal[`${side}_score`]})`;

test("the ladder and fixture seen before open offline with their figures; a page never seen shows the offline page", async ({
  page,
  context,
}) => {
  await openThroughWorker(page, "/seasons/62/ladder");
  await openThroughWorker(page, "/seasons/62/fixture");

  await context.setOffline(true);
  await page.goto("/seasons/62/ladder");
  const notice = page.getByTestId("offline-notice");
  await expect(notice).toContainText(
    /You are offline\. This page is the copy this device kept, as of \d{4}-\d\d-\d\d \d\d:\d\d UTC\./,
  );
  const top = page.getByTestId("ladder-row").first();
  await expect(top.getByRole("rowheader")).toHaveText("Sydney");
  await expect(top.getByRole("cell").nth(8)).toHaveText("68"); // premiership points
  await expect(page.getByTestId("ladder-row")).toHaveCount(18);
  // The notice is part of the page: readable in both schemes, like the rest.
  expect(await axeInSystemSchemes(page, "the ladder kept, offline")).toEqual([]);

  await page.goto("/seasons/62/fixture");
  await expect(notice).toContainText("This page is the copy this device kept");
  await expect(page.getByTestId("match")).toHaveCount(1);
  await expect(page.getByTestId("match")).toContainText(gfScore("home"));
  await expect(page.getByTestId("match")).toContainText(gfScore("away"));

  await page.goto("/seasons/52/ladder");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(page.getByText("This page has not been opened on this device before")).toBeVisible();
  await expect(notice).toContainText("You are offline.");
});

test("a member's pages are never kept, and a change of session drops what was kept", async ({
  page,
  context,
}) => {
  await openThroughWorker(page, "/seasons/62/squads");
  expect(await keptPages(page)).toEqual(["/seasons/62/squads"]);

  // Signed in (the session's cookie, which the worker cannot see): the header's mark tells the worker.
  // Each page is settled before the next: a member's header reads the account's club once the page
  // has hydrated, which a loaded machine can do after the network has looked idle (CI, 3 Dec), and a
  // read cut off by the network going would fail with a console error that is not this test's subject.
  await signInAs(page, "coach@demo.local");
  for (const path of ["/seasons/62/squads", "/seasons/62/availability"]) {
    const clubRead = page.waitForResponse((r) => new URL(r.url()).pathname === myClubApiHref);
    await page.goto(path);
    await expect(page.getByTestId("account")).toContainText("coach@demo.local");
    await clubRead;
  }
  await expect.poll(() => keptPages(page)).toEqual([]);
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  for (const path of ["/seasons/62/squads", "/seasons/62/availability"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("You are offline");
    await expect(page.getByTestId("account"), "no member's header kept").toHaveCount(0);
  }
});

test("the worker's script is JavaScript, checked on every visit, under a policy of its own", async ({
  request,
  page,
}) => {
  const res = await request.get("/sw.js");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(res.headers()["cache-control"]).toBe("no-cache");
  expect(res.headers()["content-security-policy"]).toMatch(/^default-src 'self';/);
  // A page every visitor may keep says so; a member's says private.
  const ladder = await request.get("/seasons/62/ladder");
  expect(ladder.headers()["cache-control"]).toBe("public, no-cache");
  expect(ladder.headers()["vary"]).toMatch(/Cookie/);
  await signInAs(page, "fan@demo.local");
  const member = await page.request.get("/seasons/62/ladder");
  expect(member.headers()["cache-control"]).toMatch(/^private, .*no-store/);
  await page.goto("/");
  await workerControls(page);
});

// A semi-final no other spec opens, replayed as live for the whole instance: exclusive.
const LIVE = 2024213;
const semi = lines.find((l) => l.startsWith(`${LIVE},`))!.split(",");
const atBreak = (side: "home" | "away", q: number) => {
  const col = (name: string) => Number(semi[header.split(",").indexOf(name)]);
  const [g, b] = [col(`${side}_q${q}_goals`), col(`${side}_q${q}_behinds`)];
  return `${g}.${b} (${g * 6 + b})`;
};

test.describe("a live match", () => {
  // Other specs read the 2024 season as complete: wait until the app's proxy says so again.
  test.afterAll(async ({ playwright }, info) => {
    runReplay("--clear");
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/sds/matches/${LIVE}`)).json()) as { status: { code: string } })
            .status.code,
        {
          timeout: 30_000,
        },
      )
      .toBe("COMPLETE");
    await request.dispose();
  });

  test(
    "the live page says offline with its last figures, and back online it is live again",
    { tag: "@exclusive" },
    async ({ page, context, request, baseURL }) => {
      test.slow();
      replayInBreak(LIVE, 1);
      await expect
        .poll(() => serviceStatus(request, baseURL!, LIVE), { timeout: 15_000 })
        .toBe("Quarter Time");
      // Kept by the worker at quarter time.
      await openThroughWorker(page, `/matches/${LIVE}`);
      const result = page.getByRole("region", { name: "Result" });
      const scores = result.getByText(/^\d+\.\d+ \(\d+\)$/);
      await expect(scores).toHaveText([atBreak("home", 1), atBreak("away", 1)]);
      await expect(result).toContainText("Live");

      // The page follows the match to half time on its own; those figures are the last it had.
      replayInBreak(LIVE, 2);
      const halfTime = [atBreak("home", 2), atBreak("away", 2)];
      await expect(scores).toHaveText(halfTime, { timeout: 45_000 });
      await expect(page.getByTestId("result")).toHaveText("Half Time");
      await expect.poll(() => persistedMatchStatus(page, OP.getMatch, LIVE)).toBe("Half Time");

      // Reopened offline: the worker's copy is of quarter time; the device's kept answers are newer.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId("offline-notice")).toContainText("You are offline.");
      await expect(scores).toHaveText(halfTime);
      await expect(page.getByTestId("result")).toHaveText("Half Time");
      await expect(page.getByTestId("live-offline")).toHaveText(
        /^Offline · last figures as of \d\d:\d\d:\d\d UTC$/,
      );

      // Back online: the match is asked for at once, and the page is live again, without a reload.
      const asked = page.waitForRequest((r) => r.url().endsWith(`/api/sds/matches/${LIVE}`));
      await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
      await context.setOffline(false);
      await asked;
      await expect(result).toContainText("Live");
      await expect(page.getByTestId("live-offline")).toHaveCount(0);
      await expect(page.getByTestId("offline-notice")).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
    },
  );
});
