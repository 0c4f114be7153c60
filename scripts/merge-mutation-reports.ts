// Merges Stryker JSON reports of runs over different files into one incremental file.
// Stryker writes its incremental file with the files of the run alone, so a run of one module
// (`--mutate lib/contract/params.ts`) would drop the saved results of every other module; on a shared
// 2-core machine the modules are run one at a time, and this joins their reports afterwards.
// Test ids are numbers local to each report: they are mapped through each test's identity (file,
// position, name: what Stryker's incremental differ matches on). A later report wins for a source file.
//
//   npx tsx scripts/merge-mutation-reports.ts OUT IN1 IN2 ...   (later inputs win)
import { readFileSync, writeFileSync } from "node:fs";

interface Test {
  id: string;
  name: string;
  location?: { start: { line: number; column: number } };
}
interface Mutant {
  coveredBy?: string[];
  killedBy?: string[];
  [k: string]: unknown;
}
interface Report {
  files: Record<string, { mutants: Mutant[]; [k: string]: unknown }>;
  testFiles?: Record<string, { tests: Test[]; source?: string }>;
  [k: string]: unknown;
}

const [out, ...inputs] = process.argv.slice(2);
if (!out || inputs.length === 0) {
  console.error("usage: tsx scripts/merge-mutation-reports.ts OUT IN1 [IN2 ...]");
  process.exit(2);
}
const reports = inputs.map((p) => JSON.parse(readFileSync(p, "utf8")) as Report);
const keyOf = (file: string, t: Test) =>
  `${file}@${t.location?.start.line ?? 0}:${t.location?.start.column ?? 0}\n${t.name}`;

// Test files: a report lists the tests that cover its files, so the lists are joined (by identity);
// the latest report's source of each test file is kept.
const testFiles: NonNullable<Report["testFiles"]> = {};
const idByKey = new Map<string, string>();
let next = 0;
for (const r of reports)
  for (const [file, tf] of Object.entries(r.testFiles ?? {})) {
    const merged = (testFiles[file] ??= { tests: [] });
    if (tf.source !== undefined) merged.source = tf.source;
    for (const t of tf.tests) {
      const key = keyOf(file, t);
      if (idByKey.has(key)) continue;
      const id = String(next++);
      idByKey.set(key, id);
      merged.tests.push({ ...t, id });
    }
  }

const files: Report["files"] = {};
for (const r of reports) {
  const newId = new Map<string, string>();
  for (const [file, tf] of Object.entries(r.testFiles ?? {}))
    for (const t of tf.tests) {
      const id = idByKey.get(keyOf(file, t));
      if (id !== undefined) newId.set(t.id, id);
    }
  const map = (ids?: string[]) => ids?.flatMap((id) => (newId.has(id) ? [newId.get(id)!] : []));
  for (const [file, f] of Object.entries(r.files))
    files[file] = {
      ...f,
      mutants: f.mutants.map((m) => ({ ...m, coveredBy: map(m.coveredBy), killedBy: map(m.killedBy) })),
    };
}

const last = reports[reports.length - 1];
writeFileSync(out, JSON.stringify({ ...last, files, testFiles }, null, 2));
const mutants = Object.values(files).reduce((n, f) => n + f.mutants.length, 0);
console.log(`${out}: ${Object.keys(files).length} files, ${mutants} mutants, ${next} tests`);

// Per file, as Stryker counts: score = (killed + timed out) / (all but ignored, compile and runtime errors).
console.log("file | mutants | killed | timeout | survived | no coverage | score");
for (const [file, f] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
  const n = (s: string) => f.mutants.filter((m) => m.status === s).length;
  const valid = n("Killed") + n("Timeout") + n("Survived") + n("NoCoverage");
  const score = valid ? ((n("Killed") + n("Timeout")) / valid) * 100 : 100;
  console.log(
    [file, valid, n("Killed"), n("Timeout"), n("Survived"), n("NoCoverage"), `${score.toFixed(2)}%`].join(
      " | ",
    ),
  );
}
