import { readFileSync } from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "../../playwright.config";
import { startApp } from "../helpers/app-process";
import { sessionCookie as signIn } from "../helpers/session-cookie";
import { NIGHTLY } from "../../tests/nightly-tier";

// The app as a licensee of a lower tier would run it: every page and the proxy, signed in as a coach
// (who sees the event-level views) and anonymous, must answer without a 500, and the app must keep
// within 2 live tokens however many views ask for what its licence leaves out.
const PASSWORD = "tier-test-password-2026";
const MATCHES = [2024216, 2024101, 2023050];
const VIEWS = [
  "",
  "/shots",
  "/entries",
  "/chains",
  "/stats",
  "/stats?metric=pressure",
  "/stats?metric=METRES_GAINED",
  "/rotations",
  "/stoppages",
  "/report",
  "/chains?map=all",
];
const PAGES = [
  "/",
  "/about",
  "/glossary",
  "/login",
  "/seasons/62",
  "/seasons/62/ladder",
  "/seasons/62/ladder?round=10",
  "/seasons/62/fixture",
  "/seasons/62/fixture?round=all",
  "/seasons/62/squads",
  "/seasons/62/squads/40",
  "/seasons/62/availability",
  "/seasons/73/ladder",
];
const matchViews = (ids: readonly number[]) => ids.flatMap((m) => VIEWS.map((v) => `/matches/${m}${v}`));
const PROXY = [
  "/api/sds/matches/2024216/transactions",
  "/api/sds/matches/2024216/chains",
  "/api/sds/matches/2024216/statistics/players?metric=PRESSURE_ACT",
  "/api/sds/matches/2024216/statistics/players",
  "/api/sds/matches/2024216/statistics/flow?metric=GOAL",
  "/api/sds/seasons/62/ladder",
];

/** How many tokens the app's client holds: the issuer grants 10 a client, so count what is left. */
async function liveTokensOfApp(base: string, dir: string): Promise<number> {
  const client = JSON.parse(readFileSync(path.join(dir, "client.json"), "utf8")) as {
    id: string;
    secret: string;
  };
  let granted = 0;
  for (let i = 0; i < 11; i++) {
    const r = await fetch(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: client.id,
        client_secret: client.secret,
        audience: `${base}/`,
        grant_type: "client_credentials",
      }),
    });
    if (r.status === 429) break;
    expect(r.status).toBe(200);
    granted++;
  }
  return 10 - granted;
}

/** Every page (each view of `matches`) and proxy path as a coach and anonymous: "status who path" for each. */
async function crawl(base: string, coach: string, matches: readonly number[]): Promise<string[]> {
  const seen: string[] = [];
  for (const cookie of [coach, ""]) {
    for (const p of [...PAGES, ...matchViews(matches), ...PROXY]) {
      const r = await fetch(base + p, { headers: { cookie }, redirect: "manual" });
      await r.arrayBuffer();
      seen.push(`${r.status} ${cookie ? "coach" : "anonymous"} ${p}`);
    }
  }
  return seen;
}
const failed = (seen: string[]) => seen.filter((s) => Number(s.slice(0, 3)) >= 500);

for (const [tier, offset] of [
  ["core", 50],
  ["advanced", 51],
] as const) {
  // The advanced tier only at night (tests/nightly-tier.ts): it refuses a subset of what core refuses.
  const night = tier === "advanced" ? " @nightly" : "";
  test(`a ${tier}-tier client: every page and the proxy without a 500, within 2 tokens${night}`, async () => {
    test.setTimeout(300_000);
    const app = await startApp(Number(process.env.E2E_PORT ?? 3210) + offset, {
      SDS_CLIENT_TIER: tier,
      DEMO_PASSWORD: PASSWORD,
      // One address crawls every page as fast as it can: the allowances and the plan's rate have tests
      // of their own (a 429 there would hide the licence's 403 this test looks for).
      VISITOR_CALLS_BURST: "100000",
      ANALYST_CALLS_BURST: "100000",
      SDS_CLIENT_PLAN: "unlimited",
    });
    try {
      const coach = await signIn(app.base, "coach@demo.local", PASSWORD);
      // One match's views: what a licence leaves out is the same for every match (each view's
      // operations), so the default tier's crawl below takes the three matches' data.
      const seen = await crawl(app.base, coach, MATCHES.slice(0, 1));
      expect(failed(seen), app.log().slice(-2000)).toEqual([]);
      // The licence shows: above-tier operations are refused to the app by the service, passed on as 403,
      // and the views drawn from them say so instead of failing.
      expect(seen).toContain(`403 coach /api/sds/matches/2024216/transactions`);
      expect(seen).toContain(`200 coach /matches/2024216/chains`);
      const summary = await (
        await fetch(`${app.base}/matches/2024216`, { headers: { cookie: coach } })
      ).text();
      const licensedFor = `this app is licensed for the ${tier} tier`;
      expect(summary.replace(/<!-- -->/g, "").includes(licensedFor), licensedFor).toBe(true);
      expect(await liveTokensOfApp(app.base, app.dir)).toBeLessThanOrEqual(2);
    } finally {
      app.stop();
    }
  });
}

test("the transactional-tier client (the default): every page and the proxy without a 500", async ({
  baseURL,
}) => {
  // Its tokens are not counted here: other specs take tokens of the same client (refusals, deadlines),
  // and a transactional client is refused nothing that could make it renew one.
  test.setTimeout(300_000);
  const coach = await signIn(baseURL!, "coach@demo.local", DEMO_PASSWORD);
  // One match by day, three at night.
  const seen = await crawl(baseURL!, coach, NIGHTLY ? MATCHES : MATCHES.slice(0, 1));
  expect(failed(seen)).toEqual([]);
  expect(seen).toContain(`200 coach /api/sds/matches/2024216/transactions`);
});
