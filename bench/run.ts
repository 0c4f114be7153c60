// `npm run bench`: service vs plain-bytes throughput for representative operations and start-up time,
// then the web app's benchmarks (bench/web.ts: the built app, started and stopped here). Writes
// BENCHMARKS.md and prints the same tables. Loopback only; everything stops by itself.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_BUNDLE_ENTRY } from "@/lib/net/server-bundle";
import { startService, type RunningService } from "@/tests/helpers/start-service";
import { benchDataLoad, dataLoadSection } from "./data-load";
import { benchMatchEngine, engineSection, type EngineResult } from "./match-engine";
import { againstPlain, CONNECTIONS, DURATION_S, WARMUP_S } from "./load";
import { APP_OPERATIONS, appAgainstPlain, appLine, appSection, startBuiltApp } from "./app-answers";
import { OPERATIONS } from "./service-operations";
import { predictSection } from "./predict";
import { brownlowSection } from "./brownlow";
import {
  keptSection,
  markdown,
  opsTable,
  ratio,
  startTable,
  type OpResult,
  type StartResult,
} from "./report";
import { runWebBench } from "./web";
import { runCrowdBench } from "./web-crowd";
import { crowdSection, crowdTables, keptCrowdSection } from "./web-crowd-report";
import { ensureBuilt } from "./web-app";
import { freshInstallSection } from "./fresh-install";
import { webSection, webTables } from "./web-report";

// Plain and service alternate this many times an operation and each side's median run is reported:
// a burst of other load on the shared machine then lands on one run of one side, not on the ratio.
const ROUNDS = 3;
// Four sides through the app's port: more rounds, since each ratio is the median of its rounds'.
const APP_ROUNDS = 5;
const START_TARGET_MS = 30_000;
const CHILD_TIMEOUT_MS = 75_000;
// The whole run, a build of the web app (when one is needed) aside: the service's part takes ~3 min,
// the crowd's ~4 (two starts of the app, 60 s of crowd, 50 s of pairs, 1,000 made-up ids), the web
// app's ~15 (Lighthouse three times a page, 61 live viewers in Chromium); the fresh install's ~8 come after;
// the service through the app's port ~6 (a start of the app, five answers four ways, five rounds).
const RUN_LIMIT_MS = 2_100_000;
const ROOT = path.resolve(import.meta.dirname, "..");

/** The small answers through the built app's port, beside plain Node and `rs` alone (bench/app-answers.ts). */
async function appPort(rs: RunningService): Promise<string> {
  const began = os.loadavg()[0].toFixed(2);
  const ra = await startBuiltApp(console.log);
  console.log(`app (npm start) ready in ${ra.startMs} ms at ${ra.app.base}`);
  const rows = [];
  try {
    for (const op of APP_OPERATIONS) {
      const r = await appAgainstPlain(ra, rs, op, APP_ROUNDS);
      rows.push(r);
      console.log(`through the app's port: ${appLine(r)}`);
    }
  } finally {
    await ra.close();
  }
  const date = new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC";
  return appSection(rows, { rounds: APP_ROUNDS, startMs: ra.startMs, date, load: began });
}

async function throughput(withApp: boolean): Promise<{
  ops: OpResult[];
  serviceStartMs: number;
  engine: EngineResult;
  app: string;
}> {
  const t0 = Date.now();
  const rs = await startService();
  const serviceStartMs = Date.now() - t0;
  console.log(`service started in ${serviceStartMs} ms at ${rs.base}`);
  const ops: OpResult[] = [];
  let engine: EngineResult = { firstMs: [], memory: [] };
  // Without a build (`--service-only` on a checkout never built): the section as BENCHMARKS.md has it.
  let app = keptSection("app-port") ?? "";
  try {
    for (const op of OPERATIONS) {
      const result = await againstPlain(rs, op, ROUNDS);
      ops.push(result);
      const { plain, service } = result;
      console.log(
        `${op.name}: plain ${Math.round(plain.rps)} rps, service ${Math.round(service.rps)} rps, ` +
          `ratio ${(ratio(result) * 100).toFixed(1)}%`,
      );
    }
    if (withApp) app = await appPort(rs);
    const all: number[] = [];
    for (const s of [52, 62, 73]) {
      const f = await rs.json<{ phases: { rounds: { matches: { id: number }[] }[] }[] }>(
        `/v1/seasons/${s}/fixture`,
      );
      all.push(...f.body.phases.flatMap((p) => p.rounds.flatMap((r) => r.matches.map((m) => m.id))));
    }
    engine = await benchMatchEngine(
      rs,
      all.filter((id) => id !== 2024100),
    );
    console.log(`match engine: first requests ${engine.firstMs.map(Math.round).join(", ")} ms`);
  } finally {
    await rs.close();
  }
  return { ops, serviceStartMs, engine, app };
}

/** Runs bench/first-start.ts in a child process on dataDir; the child prints `RESULT {json}` when ready. */
function startChild(
  label: string,
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<StartResult> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const env: NodeJS.ProcessEnv = { ...process.env, ...extra, DATA_DIR: dataDir, NODE_ENV: "production" };
    for (const k of ["DATABASE_URL", "SDS_CLIENT_ID", "SDS_CLIENT_SECRET", "SDS_AUDIENCE", "SDS_BASE_URL"]) {
      delete env[k];
    }
    const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["bench/first-start.ts"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    let wallMs: number | undefined;
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString("utf8");
      if (wallMs === undefined && out.includes("RESULT ")) wallMs = Date.now() - t0;
    });
    child.stderr.on("data", (c: Buffer) => (err += c.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), CHILD_TIMEOUT_MS);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const line = out.split("\n").find((l) => l.startsWith("RESULT "));
      if (!line) {
        const why = signal ? `killed (${signal}) after ${CHILD_TIMEOUT_MS / 1000} s` : `exit ${code}`;
        return resolve({
          label,
          error: `${why}: ${err.trim().split("\n").slice(-3).join(" ")}`.slice(0, 300),
        });
      }
      const r = JSON.parse(line.slice(7)) as {
        ms: number;
        loadMs: number;
        matches: number;
        rssMb: number;
        logs: string[];
      };
      const imported = r.logs.find((l) => l.startsWith("imported"));
      const note =
        `${r.matches} matches; modules loaded ${r.loadMs} ms after process start` +
        (imported ? `; ${imported}` : "") +
        (code ? `; child exited ${code} after ready` : "");
      resolve({ label, ms: r.ms, wallMs, rssMb: r.rssMb, note });
    });
  });
}

async function startUp(): Promise<StartResult[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sds-bench-"));
  try {
    const first = await startChild("first start, empty data directory", dir);
    console.log(`first start: ${first.ms ?? first.error} ms`);
    const warm = await startChild("warm restart, same directory", dir);
    console.log(`warm restart: ${warm.ms ?? warm.error} ms`);
    // The issue's scale: 200 synthetic seasons beside the real data (the demo league is generated in
    // memory at every start; nothing of it is stored).
    const big = { DEMO_SEASONS: "200" };
    const dir200 = mkdtempSync(path.join(os.tmpdir(), "sds-bench-200-"));
    try {
      const first200 = await startChild("first start, `DEMO_SEASONS=200`", dir200, big);
      console.log(`first start, 200 seasons: ${first200.ms ?? first200.error} ms`);
      const warm200 = await startChild("warm restart, `DEMO_SEASONS=200`", dir200, big);
      console.log(`warm restart, 200 seasons: ${warm200.ms ?? warm200.error} ms`);
      return [first, warm, first200, warm200];
    } finally {
      rmSync(dir200, { recursive: true, force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The "Web app" section as BENCHMARKS.md has it now, up to the next section. */
function keptWebSection(): string {
  const md = readFileSync(path.join(ROOT, "BENCHMARKS.md"), "utf8");
  const at = md.indexOf("\n## Web app");
  if (at < 0) return "";
  const next = md.indexOf("\n## ", at + 1);
  return md.slice(at + 1, next < 0 ? undefined : next).trimEnd() + "\n";
}

/**
 * The hand-measured start-up figures with the history (app and service together, before and after the
 * memory work), as BENCHMARKS.md has them: kept across runs, since no script re-measures them.
 */
function keptHandSection(): string {
  const md = readFileSync(path.join(ROOT, "BENCHMARKS.md"), "utf8");
  const at = md.indexOf("\n### With the history (1897–2022), measured by hand");
  if (at < 0) return "";
  const next = md.indexOf("\n## ", at + 1);
  return md.slice(at + 1, next < 0 ? undefined : next).trimEnd() + "\n";
}

/**
 * The season aggregates' section (bench/season-build.ts), run in a child under the react-server
 * condition: the app's server-only modules refuse to load without it, and this process must not set
 * it for the web app it starts.
 */
function seasonBuildChild(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "bench/season-build.ts", "--print"],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => {
      const at = out.indexOf("## Season aggregates");
      if (code !== 0 || at < 0) reject(new Error(`bench/season-build.ts exited ${code}`));
      else resolve(out.slice(at).trimEnd() + "\n");
    });
  });
}

async function main() {
  // `npm run bench -- --service-only`: the service's sections measured again, the web app's kept as
  // BENCHMARKS.md has them (a check of the service alone, without a build or a browser).
  const serviceOnly = process.argv.includes("--service-only");
  // The web part needs a build; making one (about a minute) is not counted in the run's limit.
  let buildS = 0;
  let buildError: string | undefined;
  try {
    if (!serviceOnly) buildS = await ensureBuilt(console.log);
  } catch (e) {
    buildError = e instanceof Error ? e.message : String(e);
  }
  const t0 = Date.now();
  // A hard stop, so a hung server or child can never keep the run going (the web app's process group
  // is killed on exit: bench/web-app.ts).
  setTimeout(() => {
    console.error(`bench: gave up after ${RUN_LIMIT_MS / 1000} s`);
    process.exit(2);
  }, RUN_LIMIT_MS).unref();

  // The service through the app's port needs a build: the one made above, or (`--service-only`) one there.
  const built = !buildError && existsSync(path.join(ROOT, SERVER_BUNDLE_ENTRY));
  const { ops, serviceStartMs, engine, app } = await throughput(built);
  const starts = await startUp();
  const dataLoad = benchDataLoad();
  const seasonBuild = await seasonBuildChild();
  const setup = {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown CPU",
    node: process.version,
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    connections: CONNECTIONS,
    durationS: DURATION_S,
    rounds: ROUNDS,
    warmupS: WARMUP_S,
    serviceStartMs,
  };
  // The crowd (issue 11) before the web app's benchmarks, whose optional parts give way when time is short.
  const crowd = serviceOnly || buildError ? undefined : await runCrowdBench();
  const web = serviceOnly
    ? undefined
    : await runWebBench({ deadline: t0 + RUN_LIMIT_MS - 15_000, buildS, buildError });
  // The fresh install (issue 25): a first start from an empty directory and its first pages, ~8 min.
  const fresh = serviceOnly || buildError ? keptSection("fresh-install") : await freshInstallSection();
  const webText = web ? webSection(web) : keptWebSection();
  const crowdText = crowd
    ? crowdSection(crowd)
    : keptCrowdSection(readFileSync(path.join(ROOT, "BENCHMARKS.md"), "utf8"));
  const hand = keptHandSection();
  const handSection = hand ? `${hand}\n` : "";
  writeFileSync(
    path.join(ROOT, "BENCHMARKS.md"),
    markdown(
      setup,
      ops,
      starts,
      START_TARGET_MS,
      `${handSection}${engineSection(engine)}\n${dataLoadSection(dataLoad)}\n${webText}\n` +
        `${crowdText ? `${crowdText}\n` : ""}${seasonBuild}\n${fresh ? `${fresh}\n` : ""}${predictSection()}\n${brownlowSection()}`,
      app,
    ),
  );
  console.log(
    `\n${opsTable(ops)}\n\n${startTable(starts, START_TARGET_MS)}\n\n${web ? webTables(web) : ""}\n\n` +
      `${crowd ? `${crowdTables(crowd)}\n\n` : ""}` +
      `wrote BENCHMARKS.md in ${Math.round((Date.now() - t0) / 1000)} s`,
  );
}

const HELP = `npm run bench [-- --service-only]: measures and rewrites BENCHMARKS.md (over half an hour).
  --service-only  the service's sections only (no build, no browser); the web app's are kept
  --help          this text
One section alone: npx tsx bench/web-crowd.ts (the crowd), bench/fresh-install.ts, bench/predict.ts;
npx tsx bench/small-answers.ts measures the small answers against plain Node and only prints (--app: through
the built app's port, beside plain Node and the service alone; --write puts that section in BENCHMARKS.md).
The load generator and Lighthouse come from bench/node_modules (bench/package.json), which
\`npm run bench\` installs first (\`npm run bench:install\`).`;

if (process.argv.includes("--help")) {
  // Reaching here means the imports resolved, autocannon from bench/node_modules among them.
  console.log(HELP);
  process.exit(0);
}
main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
