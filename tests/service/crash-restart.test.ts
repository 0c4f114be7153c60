// Crashes at any moment: the real app (server.ts on a built app) killed with SIGKILL at points where it
// writes, and started again on the same data directory each time. After each kill the next start
// serves, nothing acknowledged is lost (an account the command said it made, a session signed in, a
// build's kept matches and seasons, the quota's counts written), and what was half done is done again
// once. A run visits a few kill points (each costs a start or two), chosen with the moment of each
// kill by a seeded generator whose seed is printed: CRASH_SEED=<seed> repeats a run, and CRASH_POINTS
// (names, comma-separated) picks its points.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sessionCookie } from "@/e2e/helpers/session-cookie";
import { openPglite } from "@/lib/db/pglite-db";
import { clientToken } from "@/tests/helpers/client-token";
import { seedFromPreparedDump } from "../helpers/prepared-dump";
import { seededRun } from "../helpers/seeded-points";
import { NIGHTLY } from "../nightly-tier";
import { readRawCsv } from "../helpers/raw-csv";
import {
  DEMO_PASSWORD,
  appTestDir,
  runCommand,
  seasonProgress,
  spawnApp,
  startApp,
  waitFor,
} from "../helpers/app-server";
import { OP } from "@/lib/contract";

const built = existsSync(".next/BUILD_ID");
const dir = appTestDir("crash-restart");

const run = seededRun<Point>("CRASH_SEED", "CRASH_POINTS");
const SEED = run.seed;
const rng = run.rng;
// By day one point a run (the seed, a day's number, picks another each day); at night every point
// (tests/nightly-tier.ts).
const POINTS_A_RUN = NIGHTLY ? Number.POSITIVE_INFINITY : 1;
const SEASON_2024 = 62;
const PASSWORD = "crash-test-password-2026";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const report: string[] = [];
const say = (line: string) => {
  report.push(line);
  console.log(`[crash] ${line}`);
};

/** The session's email for these cookies (undefined when they sign nobody in). */
async function sessionEmail(base: string, cookie: string) {
  const res = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
  return ((await res.json()) as { user?: { email?: string } } | null)?.user?.email;
}
const signsIn = async (base: string, email: string, password: string) =>
  sessionEmail(base, await sessionCookie(base, email, password));

/** Reads a stopped (or killed) app's database: `db` is "app-pglite" (the app's) or "pglite" (the service's). */
async function readDb<T>(
  db: "app-pglite" | "pglite",
  read: (q: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
) {
  const h = await openPglite(path.join(dir, db));
  try {
    return await read((sql) => h.query(sql));
  } finally {
    await h.close();
  }
}

/** Kept answers of an operation (match or season id → when fetched and a digest), and which have parts. */
const keptAnswers = (operation: string) =>
  readDb("app-pglite", async (q) => {
    const rows = await q(
      `select a.match_id id, a.fetched_at::text at, md5(a.body::text) body,
              exists (select 1 from match_answer_parts p where p.operation = a.operation
                        and p.query = a.query and p.match_id = a.match_id) parts
         from match_answers a where a.operation = '${operation}'`,
    );
    return new Map(rows.map((r) => [r.id as number, { at: r.at, body: r.body, parts: r.parts as boolean }]));
  });

/** Every answer kept before is kept still, unchanged and never fetched again. */
function expectKeptAsBefore(before: Map<number, unknown>, after: Map<number, unknown>) {
  for (const [id, row] of before) expect(after.get(id), `kept answer ${id}`).toEqual(row);
}

const pidsOf = (pattern: string) =>
  spawnSync("pgrep", ["-f", pattern], { encoding: "utf8" }).stdout.trim().split("\n").filter(Boolean);

/** The history's build as a club's page shows it: how many seasons are read (null when complete). */
async function historyProgress(base: string) {
  const html = (await (await fetch(`${base}/clubs/160`)).text()).replaceAll("<!-- -->", "");
  if (!html.includes("Building the history")) return null;
  return Number(/Building the history: (\d+) of \d+ seasons/.exec(html)?.[1] ?? 0);
}

interface Point {
  name: string;
  /** Kills the app somewhere in this point's work, then starts it again and checks what survived. */
  run: () => Promise<void>;
}

const POINTS: Point[] = [
  {
    // The first start's import (in a child process): the app killed alone, as `kill -9` does, must take
    // its import with it, and the next start imports again, never serving a half-loaded database.
    name: "import",
    async run() {
      // The import takes ~10 s here: most kills land in it, some before it begins or after it ends.
      const delay = Math.round(500 + rng() * 10_000);
      const { started } = spawnApp(dir);
      const app = await started;
      await sleep(delay);
      const child = `import-child.ts ${dir}`;
      const importing = pidsOf(child).length > 0;
      const finished = app.log().includes("[sds] imported");
      await app.kill();
      await waitFor(
        "the import's process ends with the app",
        async () => pidsOf(child),
        (p) => p.length === 0,
        1000,
      );
      say(
        `import: killed ${delay} ms after the first start (import ${finished ? "finished" : importing ? "running" : "not begun"})`,
      );
      const again = await startApp(dir);
      const redone = again.log().includes("[sds] imported");
      // A finished import is never done again. One the app had not said was finished may still have
      // committed (its child commits, closes the database, then says so): then the next start finds it
      // whole. Either way nothing is half-loaded: the run ends counting every match against the files.
      if (finished) expect(redone, "a finished import is kept, not done again").toBe(false);
      await again.stop();
      say(`import: the next start served, ${redone ? "importing again" : "with the data kept"}`);
    },
  },
  {
    // The account command killed while it writes: an account it said it made signs in after the next
    // start; one it did not is made on a second try.
    name: "account",
    async run() {
      const email = `fan${Math.floor(rng() * 1e6)}@crash.test`;
      const delay = Math.round(rng() * 3000);
      const cmd = runCommand(["scripts/create-user.ts", "--email", email, "--role", "fan"], {
        DATA_DIR: dir,
        USER_PASSWORD: PASSWORD,
      });
      const timer = setTimeout(() => cmd.child.kill("SIGKILL"), delay);
      const r = await cmd;
      clearTimeout(timer);
      const acknowledged = r.code === 0;
      say(
        `account: the account command killed ${delay} ms in (${acknowledged ? "after it said it made the account" : "before it said so"})`,
      );
      if (!acknowledged) {
        const again = await runCommand(["scripts/create-user.ts", "--email", email, "--role", "fan"], {
          DATA_DIR: dir,
          USER_PASSWORD: PASSWORD,
        });
        expect(again.code, again.out).toBe(0);
      }
      const app = await startApp(dir);
      expect(await signsIn(app.base, email, PASSWORD)).toBe(email);
      await app.stop();
      say(`account: ${email} signs in after the next start`);
    },
  },
  {
    // Killed with a session just signed in and another sign-in on its way: the first session holds
    // after the restart, and the account of the second signs in.
    name: "sign-in",
    async run() {
      const app = await startApp(dir);
      const coach = await sessionCookie(app.base, "coach@demo.local", DEMO_PASSWORD);
      expect(await sessionEmail(app.base, coach)).toBe("coach@demo.local");
      const delay = Math.round(rng() * 300);
      const second = sessionCookie(app.base, "analyst@demo.local", DEMO_PASSWORD).catch(() => null);
      await sleep(delay);
      await app.kill();
      const answered = (await second) !== null;
      say(`sign-in: killed ${delay} ms into a second sign-in (${answered ? "answered" : "cut off"})`);
      const again = await startApp(dir);
      expect(await sessionEmail(again.base, coach), "the session signed in before the kill").toBe(
        "coach@demo.local",
      );
      expect(await signsIn(again.base, "analyst@demo.local", DEMO_PASSWORD)).toBe("analyst@demo.local");
      await again.stop();
      say("sign-in: the session signed in before the kill holds; the other account signs in");
    },
  },
  {
    // Killed in the middle of a season's statistics build: every match it kept is kept (answer and parts
    // together, with the real goals), and the next start's build goes on from there, fetching none again.
    name: "season-build",
    async run() {
      const want = 2 + Math.floor(rng() * 10);
      const extra = Math.round(rng() * 1000);
      const app = await startApp(dir);
      const seen = await waitFor(
        "the 2024 season's build",
        () => seasonProgress(app.base, SEASON_2024),
        (p) => p === null || p.done >= want,
      );
      await sleep(extra);
      await app.kill();
      const kept = await keptAnswers(OP.postPlayerStatistics);
      say(
        `season-build: killed ${extra} ms after the page said ${seen?.done ?? "all"} matches kept (${kept.size} kept)`,
      );
      expect(kept.size).toBeGreaterThanOrEqual(seen?.done ?? 0);
      for (const [id, row] of kept) expect(row.parts, `match ${id}: its answer without its parts`).toBe(true);
      await expectRealGoals([...kept.keys()]);

      const again = await startApp(dir);
      const resumed = await waitFor(
        "the build after the restart",
        () => seasonProgress(again.base, SEASON_2024),
        (p) => p === null || p.done >= kept.size + 2,
      );
      await again.stop();
      expectKeptAsBefore(kept, await keptAnswers(OP.postPlayerStatistics));
      say(
        `season-build: the next start went on to ${resumed?.done ?? "all"} matches, fetching none of the kept again`,
      );
    },
  },
  {
    // Killed while the history is read: the seasons kept are kept, and the next start reads the rest.
    name: "history-build",
    async run() {
      const want = 3 + Math.floor(rng() * 40);
      const extra = Math.round(rng() * 500);
      const app = await startApp(dir);
      const seen = await waitFor(
        "the history's build",
        () => historyProgress(app.base),
        (n) => n === null || n >= want,
      );
      await sleep(extra);
      await app.kill();
      const kept = await keptAnswers("history-season");
      say(
        `history-build: killed ${extra} ms after the page said ${seen ?? "all"} seasons read (${kept.size} kept)`,
      );
      await expectRealSeasons();
      const again = await startApp(dir);
      await waitFor(
        "the history after the restart",
        () => historyProgress(again.base),
        (n) => n === null || n > kept.size,
      );
      await again.stop();
      expectKeptAsBefore(kept, await keptAnswers("history-season"));
      say("history-build: the next start read on, every kept season as it was");
    },
  },
  {
    // Killed while the service counts a client's calls: counts are written every second, so a kill
    // loses at most the last second's (in the client's favour); every count older than that (2 s here:
    // a second's write, and timers late on a busy machine) is kept, and the next start counts on from it.
    name: "quota",
    async run() {
      const app = await startApp(dir);
      const token = await clientToken(app.base, dir);
      const get = (p: string) => fetch(`${app.base}${p}`, { headers: { authorization: `Bearer ${token}` } });
      const today = async () =>
        ((await (await get("/v1/usage")).json()) as { items: number[][] }).items.at(-1)![1];
      const before = await today();
      const span = Math.round(2500 + rng() * 2500);
      const acks: number[] = [];
      const t0 = Date.now();
      while (Date.now() - t0 < span) {
        if ((await get(`/v1/seasons/${SEASON_2024}/ladder`)).status === 200) acks.push(Date.now());
      }
      const killedAt = Date.now();
      await app.kill();
      const older = acks.filter((t) => t < killedAt - 2000).length;
      const counted = await readDb("pglite", async (q) => {
        const rows = await q("select requests from usage_daily where day = current_date");
        return rows.reduce((n, r) => n + Number(r.requests), 0);
      });
      say(
        `quota: killed after ${acks.length} answered calls in ${span} ms; ${counted - before} counted (${older} older than 2 s)`,
      );
      expect(counted - before).toBeGreaterThanOrEqual(older);
      const again = await startApp(dir);
      const token2 = await clientToken(again.base, dir);
      const usage = await fetch(`${again.base}/v1/usage`, { headers: { authorization: `Bearer ${token2}` } });
      expect(((await usage.json()) as { items: number[][] }).items.at(-1)![1]).toBeGreaterThanOrEqual(
        counted,
      );
      await again.stop();
      say("quota: the next start counted on from what was written");
    },
  },
];

/** Kept matches' goals (the GOAL part's players summed) are the real figures of matches.csv. */
async function expectRealGoals(ids: number[]) {
  if (ids.length === 0) return;
  const raw = new Map(readRawCsv("matches.csv").map((r) => [Number(r.match_id), r]));
  const parts = await readDb("app-pglite", (q) =>
    q(`select match_id, body from match_answer_parts where operation = '${OP.postPlayerStatistics}' and part = 'metric:GOAL'
        and match_id in (${ids.join(",")})`),
  );
  expect(parts).toHaveLength(ids.length);
  for (const p of parts) {
    const m = raw.get(p.match_id as number)!;
    const goals = (JSON.parse(p.body as string) as { total: (number | null)[] }).total.reduce<number>(
      (a, b) => a + (b ?? 0),
      0,
    );
    expect(goals, `match ${p.match_id}`).toBe(Number(m.home_goals) + Number(m.away_goals));
  }
}

/** Kept history seasons hold every match of their year in the raw history, with its score. */
async function expectRealSeasons() {
  const raw = readRawCsv("history/matches_1897_2022.csv");
  const rows = await readDb("app-pglite", (q) =>
    q("select body::text body from match_answers where operation = 'history-season'"),
  );
  for (const r of rows) {
    const s = JSON.parse(r.body as string) as { year: number; matches: { home: { score: number } }[] };
    if (s.year > 2022) continue;
    const year = raw.filter((m) => Number(m.season) === s.year);
    expect(s.matches.length, `${s.year}'s matches`).toBe(year.length);
    expect(
      s.matches.reduce((n, m) => n + m.home.score, 0),
      `${s.year}'s home scores`,
    ).toBe(year.reduce((n, m) => n + Number(m.home_score), 0));
  }
}

describe.skipIf(!built)("crashes at any moment (needs a build: npm run build)", () => {
  it("the app killed at seeded points starts again with everything acknowledged kept", async () => {
    const points = run.choose(POINTS, POINTS_A_RUN);
    say(`seed ${SEED} (CRASH_SEED=${SEED} repeats this run): ${points.map((p) => p.name).join(", ")}`);
    // The import's point starts from an empty directory, as a first start does; the others from the
    // run's prepared import.
    if (points[0]?.name !== "import") await seedFromPreparedDump(dir);
    for (const p of points) await p.run();
    // However the run went, the database holds every match of the raw files: none half-loaded.
    const rawMatches = readRawCsv("matches.csv").length + readRawCsv("history/matches_1897_2022.csv").length;
    const stored = await readDb("pglite", async (q) => (await q("select count(*)::int n from matches"))[0].n);
    expect(stored).toBe(rawMatches);
    say(`all: ${stored} matches stored, as in the raw files`);
  }, 600_000);
});
