// Reads vitest's and Playwright's JSON reports and prints what scripts/test-all.sh counts: passed,
// failed, and every skipped or todo test by name, so that a disabled test never vanishes from the count.
// Under CI=true a skipped or todo test is a failure unless tests/skip-allowlist.json names it with a
// reason. A suite that needs what this machine lacks (PostgreSQL, Redis) says so in its title; the
// end-to-end tests without a browser are all listed skipped, with E2E_SKIPPED as the reason. Then the
// ten slowest test files (vitest's file times, from tests/helpers/file-times-reporter.ts, and each
// end-to-end file's summed test time), and every failed test by name with its error's first line, last,
// so that the tail of a run (all CI keeps of it) says what failed. Last line (for the shell):
// "<passed> <unit failed> <e2e failed> <skipped not allowed>".
import { existsSync, readFileSync } from "node:fs";
import { NIGHTLY, NIGHTLY_FILES, NIGHTLY_TAG } from "../tests/nightly-tier";

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status?: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}
interface PwSuite {
  file?: string;
  title: string;
  specs?: {
    title: string;
    file: string;
    tests: {
      status?: string;
      projectName?: string;
      results?: { duration: number; status?: string; error?: { message?: string } }[];
    }[];
  }[];
  suites?: PwSuite[];
}
interface PwReport {
  stats: { expected: number; unexpected: number; flaky?: number; skipped?: number };
  suites: PwSuite[];
}
interface Allowed {
  test: string;
  reason: string;
}

const [vitestPath, pwPath, allowPath = "tests/skip-allowlist.json", vitestTimesPath] = process.argv.slice(2);
const e2eSkipped = process.env.E2E_SKIPPED;
const read = <T>(p: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(p, "utf8")) as T;
  } catch {
    return undefined;
  }
};

let passed = 0;
let unitFailed = 0;
let e2eFailed = 0;
const skipped: { id: string; kind: string }[] = [];
const failures: { id: string; why: string }[] = [];
// An error's first line that says something, without the terminal's colour codes.
// eslint-disable-next-line no-control-regex
const COLOUR = /\u001b\[[0-9;]*m/g;
function firstLine(text = ""): string {
  const line =
    text
      .replace(COLOUR, "")
      .split("\n")
      .find((l) => l.trim()) ?? "";
  return line.trim().slice(0, 300);
}
const root = process.cwd() + "/";

const v = read<VitestReport>(vitestPath);
if (v) {
  passed += v.numPassedTests;
  unitFailed += v.numFailedTests;
  for (const file of v.testResults) {
    // A file that failed outside its tests (it did not load, a hook threw) has no failed test to name.
    if (file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed"))
      failures.push({ id: `${file.name.replace(root, "")} (the file)`, why: firstLine(file.message) });
    for (const t of file.assertionResults)
      if (t.status === "pending" || t.status === "skipped" || t.status === "todo")
        skipped.push({ id: `${file.name.replace(root, "")} > ${t.fullName}`, kind: t.status });
      else if (t.status === "failed")
        failures.push({
          id: `${file.name.replace(root, "")} > ${t.fullName}`,
          why: firstLine(t.failureMessages?.[0]),
        });
  }
} else unitFailed += 1;

// Seconds each file took: vitest's own measure, and the end-to-end tests' summed durations.
const fileSecs = new Map<string, number>(
  Object.entries(vitestTimesPath ? (read<Record<string, number>>(vitestTimesPath) ?? {}) : {}).map(
    ([f, ms]) => [f, ms / 1000],
  ),
);
const walk = (s: PwSuite, titles: string[]) => {
  const path = s.title && s.title !== s.file ? [...titles, s.title] : titles;
  for (const spec of s.specs ?? [])
    for (const t of spec.tests) {
      const file = `e2e/${spec.file}`;
      const ms = (t.results ?? []).reduce((sum, r) => sum + r.duration, 0);
      fileSecs.set(file, (fileSecs.get(file) ?? 0) + ms / 1000);
      if (t.status === "skipped" || e2eSkipped)
        skipped.push({
          id: `${file} > ${[...path, spec.title].join(" ")}${e2eSkipped ? ` [${t.projectName}]` : ""}`,
          kind: "skipped",
        });
      // "unexpected": failed every try; "flaky": failed, then passed on a retry (a failure here too).
      else if (t.status === "unexpected" || t.status === "flaky") {
        const bad = (t.results ?? []).find((r) => r.status !== "passed" && r.status !== "skipped");
        failures.push({
          id: `${file} > ${[...path, spec.title].join(" ")} [${t.projectName}]${t.status === "flaky" ? " (flaky)" : ""}`,
          why: firstLine(bad?.error?.message),
        });
      }
    }
  for (const child of s.suites ?? []) walk(child, path);
};
const p = read<PwReport>(pwPath);
if (p) {
  passed += e2eSkipped ? 0 : p.stats.expected;
  e2eFailed += e2eSkipped ? 0 : p.stats.unexpected + (p.stats.flaky ?? 0);
  for (const s of p.suites) walk(s, []);
  if (e2eSkipped) console.log(`end-to-end tests skipped: ${e2eSkipped}`);
} else e2eFailed += 1;

const allowed = new Map(
  (existsSync(allowPath) ? (read<Allowed[]>(allowPath) ?? []) : []).map((a) => [a.test, a.reason]),
);
const ci = process.env.CI === "true" || process.env.CI === "1";
let notAllowed = 0;
// One line a test, except a run of skipped tests of one file (a suite that needs PostgreSQL lists
// ~170): its first test's name and how many more.
const lines: { text: string; file: string; more: number }[] = [];
for (const s of skipped) {
  const reason = allowed.get(s.id);
  if (!reason && ci) notAllowed += 1;
  const text = `${s.kind}: ${s.id}${reason ? ` (allowed: ${reason})` : ci ? " (not in the allowlist)" : ""}`;
  const file = s.id.split(" > ")[0];
  const last = lines[lines.length - 1];
  if (!reason && last?.file === file && last.text.startsWith(`${s.kind}:`)) last.more += 1;
  else lines.push({ text, file: reason ? "" : file, more: 0 });
}
for (const l of lines) console.log(l.more ? `${l.text} (and ${l.more} more of ${l.file})` : l.text);
const slowest = [...fileSecs].sort((a, b) => b[1] - a[1]).slice(0, 10);
if (slowest.length) {
  console.log("slowest test files (seconds; end-to-end files: their tests' summed time):");
  for (const [file, secs] of slowest) console.log(`  ${secs.toFixed(1).padStart(6)}  ${file}`);
}
// The nightly tier (tests/nightly-tier.ts): named, with how many tests it left out, when not run.
if (!NIGHTLY) {
  const e2eLeft: string[] = [];
  const list = read<PwReport>(process.env.NIGHTLY_E2E_LIST ?? "");
  const listWalk = (s: PwSuite) => {
    for (const spec of s.specs ?? [])
      for (const t of spec.tests) e2eLeft.push(`e2e/${spec.file} [${t.projectName}]`);
    for (const child of s.suites ?? []) listWalk(child);
  };
  for (const s of list?.suites ?? []) listWalk(s);
  console.log(
    `nightly only (npm run test:nightly): ${NIGHTLY_FILES.length} vitest files, ${e2eLeft.length} end-to-end tests, the cluster`,
  );
  for (const f of NIGHTLY_FILES) console.log(`  ${f.file}: ${f.why}`);
  const perFile = new Map<string, number>();
  for (const f of e2eLeft) perFile.set(f, (perFile.get(f) ?? 0) + 1);
  for (const [f, n] of perFile) console.log(`  ${f}: ${n} test(s) tagged ${NIGHTLY_TAG}`);
}
for (const f of failures) console.log(`failed: ${f.id}${f.why ? `\n  ${f.why}` : ""}`);
const byKind = (k: string) => skipped.filter((s) => s.kind === k).length;
console.log(
  `skipped: ${skipped.length} (${byKind("skipped") + byKind("pending")} skipped, ${byKind("todo")} todo` +
    `${ci ? `, ${notAllowed} not in ${allowPath}` : ""})`,
);
console.log(`${passed} ${unitFailed} ${e2eFailed} ${notAllowed}`);
