import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

// package.json's Node ranges held to what the installed packages declare (package-lock.json), so a
// dependency that raises its floor fails here rather than on someone's older Node.
interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  engines?: { node?: string } | string[];
}
const ROOT = process.cwd();
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
const lock: { packages: Record<string, LockEntry> } = JSON.parse(
  readFileSync(join(ROOT, "package-lock.json"), "utf8"),
);
const APP_RANGE: string = pkg.engines.node;
const TOOLS_RANGE: string = pkg.devEngines.runtime.version;

/** Each package's Node range, with whether the app's install needs it; optional ones only if installed here. */
function nodeRanges() {
  const out: { name: string; range: string; app: boolean }[] = [];
  for (const [where, e] of Object.entries(lock.packages)) {
    const range = !e.engines || Array.isArray(e.engines) ? undefined : e.engines.node;
    if (!where || !range) continue;
    if ((e.optional || e.devOptional) && !existsSync(join(ROOT, where, "package.json"))) continue;
    const name = where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length);
    out.push({ name, range, app: !e.dev && !e.devOptional });
  }
  return out;
}

describe("the Node versions package.json declares", () => {
  const all = nodeRanges();
  const app = all.filter((p) => p.app);

  it("engines.node is within every range the app's own dependencies declare", () => {
    expect(app.length).toBeGreaterThan(20);
    const outside = app.filter((p) => !semver.subset(APP_RANGE, p.range));
    expect(outside.map((p) => `${p.name} ${p.range}`)).toEqual([]);
  });

  it("engines.node and devEngines name one range: the app and its tools run on the same Node", () => {
    expect(APP_RANGE).toBe(TOOLS_RANGE);
    // Not looser than any floor of the app's own dependencies (Next's among them).
    const floors = app.map((p) => semver.minVersion(p.range)!);
    const strictest = floors.reduce((a, b) => (semver.gt(b, a) ? b : a));
    expect(semver.gte(semver.minVersion(APP_RANGE)!, strictest)).toBe(true);
  });

  it("devEngines' runtime is within every range of the tools, and within engines.node", () => {
    expect(all.length).toBeGreaterThan(app.length);
    expect(semver.subset(TOOLS_RANGE, APP_RANGE)).toBe(true);
    const outside = all.filter((p) => !semver.subset(TOOLS_RANGE, p.range));
    expect(outside.map((p) => `${p.name} ${p.range}`)).toEqual([]);
  });
});
