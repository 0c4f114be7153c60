import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "load-env-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, ".env"), "FOOTY_A=from-env\nFOOTY_B=from-env\nFOOTY_C=from-env\n");
writeFileSync(path.join(dir, ".env.local"), "FOOTY_B=from-local\n");

/** Runs a process in `dir` that loads the settings files and prints the three variables. */
function settingsSeen(env: Record<string, string>) {
  const loader = path.resolve("lib/lifecycle/load-env.ts");
  const r = spawnSync(
    process.execPath,
    [
      "--import",
      // tsx from this checkout: the process runs in the settings' folder, which has no node_modules.
      pathToFileURL(path.resolve("node_modules/tsx/dist/esm/index.mjs")).href,
      "--input-type=module",
      "-e",
      `await import(${JSON.stringify(pathToFileURL(loader).href)}); console.log(JSON.stringify([process.env.FOOTY_A, process.env.FOOTY_B, process.env.FOOTY_C]))`,
    ],
    {
      cwd: dir,
      env: { PATH: process.env.PATH!, NODE_ENV: "production", NODE_OPTIONS: "", ...env },
      encoding: "utf8",
    },
  );
  expect(r.status, r.stderr).toBe(0);
  return {
    values: JSON.parse(r.stdout.trim().split("\n").at(-1)!) as string[],
    stdout: r.stdout,
    stderr: r.stderr,
  };
}

describe("load-env", () => {
  it("reads .env and .env.local as next start does, the environment winning", () => {
    const { values } = settingsSeen({ FOOTY_C: "from-environment" });
    expect(values).toEqual(["from-env", "from-local", "from-environment"]);
  });

  it("tells an operator on Node 20 that it is past its end of life, on standard output", () => {
    const { stdout, stderr } = settingsSeen({});
    const major = Number(process.versions.node.split(".")[0]);
    if (major <= 20) expect(stdout).toMatch(/past its end of life \(30 April 2026\).*Node 22 or 24/);
    else expect(stdout).not.toMatch(/end of life/);
    // A refused start's one line of standard error stays its only one (data-dir-start.test.ts).
    expect(stderr).toBe("");
  });
});
