// What `npm run serve` (scripts/setup-if-changed.js) compares to skip `npm install` and `next build`
// when nothing they depend on changed. Plain JavaScript for Node alone: it runs before the install,
// when tsx may not be there yet. Types: setup-stamps.d.ts.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What `npm install` reads. */
export const INSTALL_INPUTS = ["package.json", "package-lock.json"];

/**
 * What `next build` reads besides the installed packages: the app's code and public files, its
 * configuration, the environment files Next loads at build time, and server.ts with the scripts that
 * compile it (scripts/build-server.ts, server-bundle-build.ts). Tests, other scripts, benches, docs and the data read at run
 * time are not inputs.
 */
export const BUILD_INPUTS = {
  dirs: ["app", "components", "features", "lib", "public"],
  files: [
    "next.config.ts",
    "proxy.ts",
    "server.ts",
    "scripts/build-server.ts",
    "scripts/server-bundle-build.ts",
    "tsconfig.json",
    "tsconfig.next.json",
    "tsconfig.server.json",
    "postcss.config.mjs",
    ".env",
    ".env.local",
    ".env.production",
    ".env.production.local",
  ],
};

/** Each record lives in the directory it vouches for: removing that directory removes the record. */
export const INSTALL_RECORD = path.join("node_modules", ".setup-stamp.json");
export const BUILD_RECORD = path.join(".next", "setup-stamp.json");

function listFiles(root, dir) {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : listFiles(root, rel);
    return e.isFile() ? [rel] : [];
  });
}

/** One hash of the files' names and contents (a missing file counts as missing, not as empty). */
export function hashFiles(root, files) {
  const h = createHash("sha256");
  for (const rel of [...files].sort()) {
    const abs = path.join(root, rel);
    h.update(`${rel.split(path.sep).join("/")}\0`);
    h.update(existsSync(abs) ? readFileSync(abs) : "\0missing\0");
    h.update("\0");
  }
  return h.digest("hex");
}

export const packagesHash = (root) => hashFiles(root, INSTALL_INPUTS);

export const sourcesHash = (root) =>
  hashFiles(root, [
    ...BUILD_INPUTS.dirs.flatMap((d) => listFiles(root, d)),
    ...BUILD_INPUTS.files.filter((f) => existsSync(path.join(root, f))),
  ]);

/** A record written after a step succeeded, or null when there is none (or it cannot be read). */
export function readRecord(root, file) {
  try {
    return JSON.parse(readFileSync(path.join(root, file), "utf8"));
  } catch {
    return null;
  }
}

export function writeRecord(root, file, record) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), `${JSON.stringify(record)}\n`);
}

/** npm in `root`; a failure ends this process with npm's status, so no record is written for it. */
export function runNpm(root, args) {
  const r = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Whether an install runs, and the words that say so and why. */
export function installStep(packages, last) {
  const why = !last
    ? "no record of an install in node_modules"
    : last.packages !== packages
      ? "package.json or package-lock.json changed since the last install"
      : null;
  return {
    run: why !== null,
    words: why
      ? `install runs (${why})`
      : "install skipped (package.json and package-lock.json as at the last install)",
  };
}

function buildReason(now, last) {
  if (!last) return "no record of a build in .next";
  const sources = last.sources !== now.sources;
  const packages = last.packages !== now.packages;
  if (sources && packages) return "the sources and the packages changed since the last build";
  if (sources) return "the sources changed since the last build";
  if (packages) return "the packages changed since the last build";
  return null;
}

/**
 * Which steps run, from the hashes now and the records of the last install and build, and the one
 * line that says what is skipped and why. The build's record holds the packages' hash it was built
 * with, so new packages rebuild the app even when its sources did not change.
 */
export function decide(now, last) {
  const install = installStep(now.packages, last.install);
  const buildWhy = buildReason(now, last.build);
  const build = buildWhy
    ? `build runs (${buildWhy})`
    : "build skipped (sources and packages as at the last build)";
  return { install: install.run, build: buildWhy !== null, line: `setup: ${install.words}; ${build}` };
}
