// Reads vitest's and Playwright's JSON reports and prints what scripts/test-all.sh counts: passed,
// failed, and every skipped or todo test by name, so that a disabled test never vanishes from the count.
// Under CI=true a skipped or todo test is a failure unless tests/skip-allowlist.json names it with a
// reason. Last line (for the shell): "<passed> <unit failed> <e2e failed> <skipped not allowed>".
import { existsSync, readFileSync } from "node:fs";

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}
interface PwSuite {
  file?: string;
  title: string;
  specs?: { title: string; file: string; tests: { status: string; projectName?: string }[] }[];
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

const [vitestPath, pwPath, allowPath = "tests/skip-allowlist.json"] = process.argv.slice(2);
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
const root = process.cwd() + "/";

const v = read<VitestReport>(vitestPath);
if (v) {
  passed += v.numPassedTests;
  unitFailed += v.numFailedTests;
  for (const file of v.testResults)
    for (const t of file.assertionResults)
      if (t.status === "pending" || t.status === "skipped" || t.status === "todo")
        skipped.push({ id: `${file.name.replace(root, "")} > ${t.fullName}`, kind: t.status });
} else unitFailed += 1;

const walk = (s: PwSuite, titles: string[]) => {
  const path = s.title && s.title !== s.file ? [...titles, s.title] : titles;
  for (const spec of s.specs ?? [])
    for (const t of spec.tests)
      if (t.status === "skipped")
        skipped.push({ id: `e2e/${spec.file} > ${[...path, spec.title].join(" ")}`, kind: "skipped" });
  for (const child of s.suites ?? []) walk(child, path);
};
const p = read<PwReport>(pwPath);
if (p) {
  passed += p.stats.expected;
  e2eFailed += p.stats.unexpected + (p.stats.flaky ?? 0);
  for (const s of p.suites) walk(s, []);
} else e2eFailed += 1;

const allowed = new Map(
  (existsSync(allowPath) ? (read<Allowed[]>(allowPath) ?? []) : []).map((a) => [a.test, a.reason]),
);
const ci = process.env.CI === "true" || process.env.CI === "1";
let notAllowed = 0;
for (const s of skipped) {
  const reason = allowed.get(s.id);
  if (!reason && ci) notAllowed += 1;
  console.log(`${s.kind}: ${s.id}${reason ? ` (allowed: ${reason})` : ci ? " (not in the allowlist)" : ""}`);
}
const byKind = (k: string) => skipped.filter((s) => s.kind === k).length;
console.log(
  `skipped: ${skipped.length} (${byKind("skipped") + byKind("pending")} skipped, ${byKind("todo")} todo` +
    `${ci ? `, ${notAllowed} not in ${allowPath}` : ""})`,
);
console.log(`${passed} ${unitFailed} ${e2eFailed} ${notAllowed}`);
