// Stops at any moment: the real app (server.ts on a built app) sent SIGINT or SIGTERM at seeded moments
// of its first start, its builds and a busy analyst's page views, and the account command stopped while
// it writes. Each ends within the 10 s deadline (lib/lifecycle/graceful-stop.ts), says "stopping" and
// "stopped in N s", and the next start on the same data directory serves with what was kept. The
// seed rules are the crash test's (crash-restart.test.ts): a new seed a day, printed; STOP_SEED
// repeats a run and STOP_POINTS (names, comma-separated) picks its points.
import { existsSync } from "node:fs";
import { freePort } from "../helpers/free-port";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sessionCookie } from "@/e2e/helpers/session-cookie";
import { openPglite } from "@/lib/db/pglite-db";
import { seedFromPreparedDump } from "../helpers/prepared-dump";
import { seededRun } from "../helpers/seeded-points";
import { NIGHTLY } from "../nightly-tier";
import { readRawCsv } from "../helpers/raw-csv";
import {
  DEMO_PASSWORD,
  appTestDir,
  runCommand,
  runNpm,
  seasonProgress,
  spawnApp,
  startApp,
  waitFor,
  type AppServer,
} from "../helpers/app-server";
import { OP } from "@/lib/contract";

const built = existsSync(".next/BUILD_ID");
const dir = appTestDir("stop-restart");

const run = seededRun<Point>("STOP_SEED", "STOP_POINTS");
const SEED = run.seed;
const rng = run.rng;
// By day one point a run (the seed, a day's number, picks another each day); at night every point
// (tests/nightly-tier.ts).
const POINTS_A_RUN = NIGHTLY ? Number.POSITIVE_INFINITY : 1;
const SEASON_2024 = 62;
// The deadline, and what a loaded machine may add between the app's exit and this process hearing
// of it: the app ends itself at 9 s and its watchdog at 9.9 s.
const DEADLINE_MS = 10_000;
const HEARD_WITHIN_MS = DEADLINE_MS + 500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (line: string) => console.log(`[stop] ${line}`);
const pickSignal = (): NodeJS.Signals => (rng() < 0.5 ? "SIGINT" : "SIGTERM");

/** Sends `signal` and resolves with how long the app took to exit, checking what it said. */
async function stopAndTime(app: AppServer, signal: NodeJS.Signals) {
  const t0 = Date.now();
  const exited = new Promise((r) => app.child.once("exit", r));
  app.child.kill(signal);
  await exited;
  const ms = Date.now() - t0;
  expect(ms, `the app ended ${ms} ms after ${signal}:\n${app.log().slice(-2000)}`).toBeLessThan(
    HEARD_WITHIN_MS,
  );
  expect(app.log()).toContain(`[app] stopping (${signal})`);
  expect(app.log()).toMatch(/\[app\] stopped in \d+\.\d s/);
  return ms;
}

/** The player statistics POST answers the app keeps (match ids), with whether each has its parts. */
async function keptSplits() {
  const h = await openPglite(path.join(dir, "app-pglite"));
  try {
    const rows = await h.query(
      `select a.match_id id, exists (select 1 from match_answer_parts p where p.operation = a.operation
          and p.query = a.query and p.match_id = a.match_id) parts
         from match_answers a where a.operation = '${OP.postPlayerStatistics}'`,
    );
    return rows.map((r) => ({ id: r.id as number, parts: r.parts as boolean }));
  } finally {
    await h.close();
  }
}

/** The next start serves: a public page, and the service's matches are every raw file's. */
async function expectServesAfter(label: string) {
  const app = await startApp(dir);
  const ladder = await fetch(`${app.base}/seasons/${SEASON_2024}/ladder`);
  expect(ladder.status, `${label}: the ladder after the restart`).toBe(200);
  await app.stop();
  const h = await openPglite(path.join(dir, "pglite"));
  try {
    const n = (await h.query("select count(*)::int n from matches"))[0].n;
    expect(n).toBe(readRawCsv("matches.csv").length + readRawCsv("history/matches_1897_2022.csv").length);
  } finally {
    await h.close();
  }
  say(`${label}: the next start served`);
}

interface Point {
  name: string;
  run: () => Promise<void>;
}

const POINTS: Point[] = [
  {
    // The first start from an empty directory: the import (~10 s), the service's start, Next's.
    name: "first-start",
    async run() {
      const delay = Math.round(500 + rng() * 14_000);
      const signal = pickSignal();
      const app = await spawnApp(dir).started;
      await sleep(delay);
      const ms = await stopAndTime(app, signal);
      say(`first-start: ${signal} ${delay} ms into the first start, ended in ${ms} ms`);
      await expectServesAfter("first-start");
    },
  },
  {
    // A season's statistics build under way: the kept matches stay kept with their parts, and the
    // next start goes on from them.
    name: "season-build",
    async run() {
      const want = 2 + Math.floor(rng() * 8);
      const extra = Math.round(rng() * 1000);
      const signal = pickSignal();
      const app = await startApp(dir);
      await waitFor(
        "the 2024 season's build",
        () => seasonProgress(app.base, SEASON_2024),
        (p) => p === null || p.done >= want,
      );
      await sleep(extra);
      const ms = await stopAndTime(app, signal);
      const kept = await keptSplits();
      say(`season-build: ${signal} with ${kept.length} matches kept, ended in ${ms} ms`);
      for (const k of kept) expect(k.parts, `match ${k.id}: its answer without its parts`).toBe(true);
      const again = await startApp(dir);
      const resumed = await waitFor(
        "the build after the restart",
        () => seasonProgress(again.base, SEASON_2024),
        (p) => p === null || p.done >= kept.length,
      );
      await again.stop();
      say(`season-build: the next start counted ${resumed?.done ?? "all"} matches kept`);
    },
  },
  {
    // A signed-in analyst's match views in flight (the report and statistics pages ask the most).
    name: "busy-analyst",
    async run() {
      const signal = pickSignal();
      const app = await startApp(dir);
      const cookie = await sessionCookie(app.base, "analyst@demo.local", DEMO_PASSWORD);
      const matches = readRawCsv("matches.csv")
        .filter((m) => Number(m.season) === 2024)
        .slice(0, 3)
        .map((m) => Number(m.match_id));
      const views = matches.flatMap((id) => [
        `/matches/${id}/report`,
        `/matches/${id}/stats`,
        `/matches/${id}`,
      ]);
      const inFlight = views.map((v) => fetch(`${app.base}${v}`, { headers: { cookie } }).catch(() => null));
      await sleep(Math.round(200 + rng() * 2000));
      const ms = await stopAndTime(app, signal);
      await Promise.all(inFlight);
      say(`busy-analyst: ${signal} with ${views.length} views asked, ended in ${ms} ms`);
      await expectServesAfter("busy-analyst");
    },
  },
  {
    // The account command stopped while it writes: it ends within the deadline, and an account it said
    // it saved signs in after the next start.
    name: "account",
    async run() {
      const email = `fan${Math.floor(rng() * 1e6)}@stop.test`;
      const delay = Math.round(rng() * 3000);
      const signal = pickSignal();
      const cmd = runCommand(["scripts/create-user.ts", "--email", email, "--role", "fan"], {
        DATA_DIR: dir,
        USER_PASSWORD: "stop-test-password-2026",
      });
      const t0 = Date.now();
      const timer = setTimeout(() => cmd.child.kill(signal), delay);
      const r = await cmd;
      clearTimeout(timer);
      expect(Date.now() - t0 - delay).toBeLessThan(HEARD_WITHIN_MS);
      const saved = r.out.includes(`account ${email} (fan) saved`);
      if (!saved) expect(r.code, r.out).not.toBe(0);
      say(`account: ${signal} ${delay} ms in (${saved ? "saved" : "not saved"}, exit ${r.code})`);
      if (saved) {
        const app = await startApp(dir);
        const cookie = await sessionCookie(app.base, email, "stop-test-password-2026");
        const session = (await (
          await fetch(`${app.base}/api/auth/session`, { headers: { cookie } })
        ).json()) as {
          user?: { email?: string };
        } | null;
        expect(session?.user?.email, "the account it said it saved signs in").toBe(email);
        await app.stop();
      }
    },
  },
];

describe.skipIf(!built)("stops at any moment (needs a build: npm run build)", () => {
  it("the app and the account command stopped at seeded moments end within 10 s; the next start serves", async () => {
    const points = run.choose(POINTS, POINTS_A_RUN);
    say(`seed ${SEED} (STOP_SEED=${SEED} repeats this run): ${points.map((p) => p.name).join(", ")}`);
    if (points[0]?.name !== "first-start") await seedFromPreparedDump(dir);
    for (const p of points) await p.run();
  }, 600_000);

  // Docker and Kubernetes signal the container's first process alone, and an operator's `kill` names
  // one pid: npm. npm passes the signal to the shell it ran the script in; a shell that only waited for
  // its program died of it and left the program running, holding the data directory, for good. A
  // terminal's Ctrl-C reaches every process of the group, npm passes its copy on as well, and the
  // program takes the two as one request: a stop in order, not "again: ending now".
  it("npm start and npm run service, signalled through npm or as a terminal's Ctrl-C, stop in order", async () => {
    if (!existsSync(path.join(dir, "pglite"))) await seedFromPreparedDump(dir);
    const cases = [
      { script: "start", ready: "ready on", signal: "SIGTERM", to: "npm" },
      { script: "service", ready: "listening on", signal: "SIGTERM", to: "npm" },
      { script: "service", ready: "listening on", signal: "SIGINT", to: "the group" },
    ] as const;
    for (const c of cases) {
      const npm = runNpm(
        c.script,
        { DATA_DIR: dir, PORT: String(await freePort()), DEMO_PASSWORD, WARM_UP: "0" },
        c.ready,
      );
      const what = `npm run ${c.script}, ${c.signal} to ${c.to}`;
      try {
        await npm.ready;
        const t0 = Date.now();
        if (c.to === "npm") npm.child.kill(c.signal);
        else npm.signalGroup(c.signal);
        await npm.exited;
        while (!npm.gone() && Date.now() - t0 < HEARD_WITHIN_MS) await sleep(100);
        const ms = Date.now() - t0;
        expect(npm.gone(), `${what}: its program left running:\n${npm.log().slice(-2000)}`).toBe(true);
        expect(npm.log()).toContain(`] stopping (${c.signal})`);
        expect(npm.log(), what).toMatch(/\] stopped in \d+\.\d s\n/);
        expect(npm.log(), what).not.toContain("again");
        say(`${what}: stopped in order, every process gone in ${ms} ms`);
      } finally {
        npm.signalGroup("SIGKILL");
      }
    }
  }, 120_000);
});
