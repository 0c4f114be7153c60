import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type FullConfig } from "@playwright/test";
import { savedSessionFile, signInWithForm } from "./pages/every-page";
import { QUARTER_CALLS_A_DAY, rememberQuarterPause } from "./helpers/quarter-days";

// Before the first test, two things every worker would otherwise redo. The demo accounts are signed
// in once, through the login form, and their sessions saved (signInAs adds the cookie): ~80 tests
// began with a sign-in of their own, a page load and a password hash each. And the server's one-off
// builds are done, so no test waits on one and none runs in the background of another (a build queued
// behind another held a page for minutes). The e2e server's client is unpaced
// (SDS_CLIENT_PLAN=unlimited), so these take seconds. What this gives up: no e2e test now sees a
// leaderboard's "Adding up the season" progress view (the leaders spec's first test takes either
// state, as it did for the project that came second); the builds themselves, their status and their
// resumption are tested in tests/service/season-aggregates.test.ts and lib/app-server/builds/season-builds.test.ts.
// The season's whole-match pass completes the public leaderboard first; its splits by quarter and
// zone follow, and only a split view (a coach's) shows their progress: that is the one waited for.
interface Build {
  path: string;
  done: (html: string) => boolean;
  what: string;
  as?: string;
  /** Given the page that showed the build done, and when the builds were first asked for (ms). */
  then?: (html: string, begunAt: number) => void;
}
const BUILDS: Build[] = [
  {
    path: "/seasons/9001/leaders?period=1",
    as: "coach@demo.local",
    done: (h) => !h.includes('data-testid="build-progress"'),
    what: "the synthetic season's aggregates (the whole-match pass, then the splits)",
  },
  {
    path: "/clubs",
    done: (h) => !h.includes('data-testid="history-progress"'),
    what: "the history summary",
  },
  {
    path: "/records?era=1897-1900",
    done: (h) => h.includes('data-testid="quarter-paused"'),
    what: `the quarter scores' day of calls (${QUARTER_CALLS_A_DAY} in e2e)`,
    then: rememberQuarterPause,
  },
];
const WAIT_MS = 300_000;

const ACCOUNTS = ["fan@demo.local", "coach@demo.local", "admin@demo.local"];

async function saveSessions(config: FullConfig, base: string): Promise<void> {
  const browser = await chromium.launch(config.projects[0].use.launchOptions);
  try {
    for (const email of ACCOUNTS) {
      const context = await browser.newContext({ baseURL: base });
      await signInWithForm(await context.newPage(), email);
      mkdirSync(path.dirname(savedSessionFile(email)), { recursive: true });
      await context.storageState({ path: savedSessionFile(email) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** The Cookie header of the session saved for `email` (saveSessions, before the builds are asked for). */
function savedCookie(email: string): string {
  const state = JSON.parse(readFileSync(savedSessionFile(email), "utf8")) as {
    cookies: { name: string; value: string }[];
  };
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const base = config.projects[0].use.baseURL!;
  await saveSessions(config, base);
  await warmBuilds(base);
}

// The three are asked for at once: each starts its build on its first request, and they run side by
// side (the season's statistics in the service's worker thread, the history on the main thread).
async function warmBuilds(base: string): Promise<void> {
  const t0 = Date.now();
  await Promise.all(
    BUILDS.map(async (b) => {
      for (;;) {
        const res = await fetch(base + b.path, { headers: b.as ? { cookie: savedCookie(b.as) } : {} });
        const html = await res.text();
        if (res.status === 200 && b.done(html)) return b.then?.(html, t0);
        if (Date.now() - t0 > WAIT_MS)
          throw new Error(`${b.what} (${b.path}) not built within ${WAIT_MS / 1000} s: ${res.status}`);
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }),
  );
  console.log(`e2e: the server's builds done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
