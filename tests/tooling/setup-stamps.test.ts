import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_INPUTS, decide, packagesHash, sourcesHash } from "../../scripts/setup-stamps.js";

const now = { packages: "p1", sources: "s1" };
const built = { sources: "s1", packages: "p1" };

describe("which setup steps run (decide)", () => {
  it("nothing changed: both skipped, in one line saying why", () => {
    expect(decide(now, { install: { packages: "p1" }, build: built })).toEqual({
      install: false,
      build: false,
      line: "setup: install skipped (package.json and package-lock.json as at the last install); build skipped (sources and packages as at the last build)",
    });
  });

  it("a fresh clone: no records, both run", () => {
    expect(decide(now, { install: null, build: null })).toEqual({
      install: true,
      build: true,
      line: "setup: install runs (no record of an install in node_modules); build runs (no record of a build in .next)",
    });
  });

  it("new packages: install, and the build too although the sources are the same", () => {
    const plan = decide({ ...now, packages: "p2" }, { install: { packages: "p1" }, build: built });
    expect([plan.install, plan.build]).toEqual([true, true]);
    expect(plan.line).toBe(
      "setup: install runs (package.json or package-lock.json changed since the last install); build runs (the packages changed since the last build)",
    );
  });

  it("a changed source: the build only", () => {
    const plan = decide({ ...now, sources: "s2" }, { install: { packages: "p1" }, build: built });
    expect([plan.install, plan.build]).toEqual([false, true]);
    expect(plan.line).toMatch(/install skipped .*; build runs \(the sources changed since the last build\)$/);
  });

  it("both changed since the build; node_modules removed but the build stands", () => {
    const both = decide({ packages: "p2", sources: "s2" }, { install: { packages: "p2" }, build: built });
    expect(both.line).toMatch(/build runs \(the sources and the packages changed since the last build\)$/);
    const reinstall = decide(now, { install: null, build: built });
    expect([reinstall.install, reinstall.build]).toEqual([true, false]);
  });
});

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A small project: package files, a source in each input folder, a test and a README outside them. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), "setup-"));
  dirs.push(root);
  const files: Record<string, string> = {
    "package.json": '{"type":"module"}',
    "package-lock.json": "{}",
    "app/page.tsx": "page",
    "lib/a.ts": "a",
    "components/b.tsx": "b",
    "public/icon.svg": "<svg/>",
    "next.config.ts": "config",
    "server.ts": "server",
    "tests/a.test.ts": "test",
    "README.md": "readme",
  };
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), text);
  }
  return root;
}

describe("the hashes the records hold", () => {
  it("the sources' hash moves with the build's inputs only", () => {
    const root = project();
    const base = sourcesHash(root);
    const after = (f: string, text: string) => {
      writeFileSync(path.join(root, f), text);
      return sourcesHash(root);
    };
    expect(after("README.md", "changed")).toBe(base);
    expect(after("tests/a.test.ts", "changed")).toBe(base);
    expect(after("package-lock.json", "changed")).toBe(base);
    expect(after("lib/a.ts", "changed")).not.toBe(base);
    const lib = sourcesHash(root);
    expect(after("app/new.tsx", "")).not.toBe(lib); // a new file, even an empty one
    const app = sourcesHash(root);
    expect(after(".env.local", "X=1")).not.toBe(app);
    const env = sourcesHash(root);
    expect(after("next.config.ts", "other")).not.toBe(env);
    const config = sourcesHash(root);
    expect(after("server.ts", "other"), "server.ts is compiled by the build").not.toBe(config);
  });

  it("the packages' hash moves with package.json and package-lock.json", () => {
    const root = project();
    const base = packagesHash(root);
    writeFileSync(path.join(root, "app/page.tsx"), "changed");
    expect(packagesHash(root)).toBe(base);
    writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}');
    expect(packagesHash(root)).not.toBe(base);
  });
});

// The runners themselves, with a stand-in for npm on PATH that records where it ran and what it was
// asked and, like `next build`, empties .next when it builds.
function withStandInNpm(root: string) {
  mkdirSync(path.join(root, "scripts"));
  for (const f of ["setup-if-changed.js", "install-if-changed.js", "setup-stamps.js"])
    copyFileSync(path.join("scripts", f), path.join(root, "scripts", f));
  mkdirSync(path.join(root, "bin"));
  const npm = path.join(root, "bin", "npm");
  writeFileSync(
    npm,
    `#!/bin/sh\necho "$PWD|$*" >> "${root}/npm-calls"\n` +
      `[ "$*" = "run build" ] && rm -rf .next && mkdir .next\nexit 0\n`,
  );
  chmodSync(npm, 0o755);
  writeFileSync(path.join(root, "npm-calls"), "");
}

/** Runs a script of the project; its output, and npm's calls as "args" (root) or "folder: args". */
function runScript(root: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, "scripts", ...args.slice(0, 1)), ...args.slice(1)], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, PATH: `${path.join(root, "bin")}${path.delimiter}${process.env.PATH}` },
  });
  expect(r.status, r.stderr).toBe(0);
  const calls = readFileSync(path.join(root, "npm-calls"), "utf8").trim().split("\n").filter(Boolean);
  writeFileSync(path.join(root, "npm-calls"), "");
  return {
    line: r.stdout.trim(),
    calls: calls.map((c) => {
      const [cwd, rest] = c.split("|");
      const rel = path.relative(root, cwd);
      return rel ? `${rel}: ${rest}` : rest;
    }),
  };
}

describe("npm run setup (scripts/setup-if-changed.js)", () => {
  it("installs and builds once, then skips both until a source changes", () => {
    const root = project();
    withStandInNpm(root);
    const setup = () => runScript(root, "setup-if-changed.js");
    expect(setup()).toEqual({
      line: "setup: install runs (no record of an install in node_modules); build runs (no record of a build in .next)",
      calls: ["install", "run build"],
    });
    expect(setup()).toEqual({
      line: "setup: install skipped (package.json and package-lock.json as at the last install); build skipped (sources and packages as at the last build)",
      calls: [],
    });
    writeFileSync(path.join(root, "lib/a.ts"), "changed");
    expect(setup().calls).toEqual(["run build"]);
    rmSync(path.join(root, ".next"), { recursive: true }); // a build elsewhere emptied it, or removed it
    expect(setup().calls).toEqual(["run build"]);
    writeFileSync(path.join(root, "package.json"), '{"type":"module","name":"x"}');
    expect(setup().calls).toEqual(["install", "run build"]);
    expect(setup().calls).toEqual([]);
  });
});

describe("npm test's build (scripts/setup-if-changed.js --build-only)", () => {
  it("never installs, builds only what changed, and keeps the build `npm run serve` made and serves from", () => {
    const root = project();
    withStandInNpm(root);
    const buildOnly = () => runScript(root, "setup-if-changed.js", "--build-only");
    // A fresh clone (CI): no record of anything: it builds, and installs nothing.
    expect(buildOnly()).toEqual({
      line: "setup: build runs (no record of a build in .next)",
      calls: ["run build"],
    });
    expect(buildOnly()).toEqual({
      line: "setup: build skipped (sources and packages as at the last build)",
      calls: [],
    });
    // After `npm run serve` (its install and build recorded), the served build is left as it is.
    runScript(root, "setup-if-changed.js");
    expect(buildOnly().calls).toEqual([]);
    writeFileSync(path.join(root, "lib/a.ts"), "changed");
    expect(buildOnly().calls).toEqual(["run build"]);
  });
});

describe("npm run bench:install (scripts/install-if-changed.js bench)", () => {
  it("installs bench/'s own packages there, once, and again when its package files change", () => {
    const root = project();
    withStandInNpm(root);
    mkdirSync(path.join(root, "bench"));
    writeFileSync(path.join(root, "bench/package.json"), '{"dependencies":{"autocannon":"^8"}}');
    writeFileSync(path.join(root, "bench/package-lock.json"), "{}");
    const install = () => runScript(root, "install-if-changed.js", "bench");
    expect(install()).toEqual({
      line: "bench: install runs (no record of an install in node_modules)",
      calls: ["bench: install --no-audit --no-fund"],
    });
    expect(install()).toEqual({
      line: "bench: install skipped (package.json and package-lock.json as at the last install)",
      calls: [],
    });
    writeFileSync(path.join(root, "package.json"), '{"type":"module","name":"x"}'); // the app's: not bench's
    expect(install().calls).toEqual([]);
    writeFileSync(path.join(root, "bench/package-lock.json"), '{"lockfileVersion":3}');
    expect(install().calls).toEqual(["bench: install --no-audit --no-fund"]);
    rmSync(path.join(root, "bench/node_modules"), { recursive: true });
    expect(install().calls).toEqual(["bench: install --no-audit --no-fund"]);
  });
});

describe("what the build reads", () => {
  it("every source folder the build compiles (tsconfig.next.json) is one the build's record hashes", () => {
    const include = (JSON.parse(readFileSync("tsconfig.next.json", "utf8")) as { include: string[] }).include;
    const folders = new Set(
      include.filter((g) => /^[a-z][\w-]*\/\*\*/.test(g)).map((g) => g.slice(0, g.indexOf("/"))),
    );
    expect(folders.size).toBeGreaterThan(3);
    for (const f of folders) expect(BUILD_INPUTS.dirs, f).toContain(f);
  });
});
