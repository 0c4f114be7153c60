// The run's summary (scripts/test-counts.ts) names each failed test with its error's first line: CI
// keeps only the tail of a run, and a count of one failure without its name (stop 68's CI run) left
// the flake to be guessed at.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/app-server";

const dir = mkdtempSync(path.join(tmpdir(), "test-counts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const root = process.cwd();

const vitest = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: `${root}/tests/a.test.ts`,
      status: "failed",
      assertionResults: [
        { fullName: "a works", status: "passed" },
        {
          fullName: "a counts",
          status: "failed",
          failureMessages: ["\n\u001b[31mAssertionError: expected 3 to be 2\u001b[39m\n    at a.test.ts:9"],
        },
      ],
    },
    {
      name: `${root}/tests/b.test.ts`,
      status: "failed",
      message: "Hook timed out in 10000ms.\nmore",
      assertionResults: [{ fullName: "b works", status: "passed" }],
    },
  ],
};
const pw = {
  stats: { expected: 1, unexpected: 1, flaky: 1 },
  suites: [
    {
      title: "pages/x.spec.ts",
      file: "pages/x.spec.ts",
      specs: [
        {
          title: "x loads",
          file: "pages/x.spec.ts",
          tests: [{ status: "expected", projectName: "desktop" }],
        },
        {
          title: "x shows its chart",
          file: "pages/x.spec.ts",
          tests: [
            {
              status: "unexpected",
              projectName: "mobile",
              results: [
                { duration: 10, status: "timedOut", error: { message: "Test timeout of 30000ms exceeded." } },
              ],
            },
          ],
        },
        {
          title: "x counts calls",
          file: "pages/x.spec.ts",
          tests: [
            {
              status: "flaky",
              projectName: "exclusive",
              results: [
                { duration: 10, status: "failed", error: { message: "Error: expected 1 call, got 2" } },
                { duration: 10, status: "passed" },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe("the run's summary", () => {
  it("names every failed test, a file failed outside its tests, and a flaky one, with the error's first line", async () => {
    writeFileSync(path.join(dir, "vitest.json"), JSON.stringify(vitest));
    writeFileSync(path.join(dir, "pw.json"), JSON.stringify(pw));
    const r = await runCommand(
      [
        "scripts/test-counts.ts",
        path.join(dir, "vitest.json"),
        path.join(dir, "pw.json"),
        path.join(dir, "none.json"),
      ],
      { CI: "", NIGHTLY: "1" },
    );
    expect(r.code).toBe(0);
    const lines = r.out.split("\n").filter((l) => l && !l.startsWith("[node]"));
    expect(lines.slice(-10)).toEqual([
      "failed: tests/a.test.ts > a counts",
      "  AssertionError: expected 3 to be 2",
      "failed: tests/b.test.ts (the file)",
      "  Hook timed out in 10000ms.",
      "failed: e2e/pages/x.spec.ts > x shows its chart [mobile]",
      "  Test timeout of 30000ms exceeded.",
      "failed: e2e/pages/x.spec.ts > x counts calls [exclusive] (flaky)",
      "  Error: expected 1 call, got 2",
      "skipped: 0 (0 skipped, 0 todo)",
      "3 1 2 0",
    ]);
  });
});
