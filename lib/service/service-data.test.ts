import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readServiceConfig, type ServiceConfig } from "./config";
import { isNewPgliteDir, onDisk } from "./service-data";

const dir = mkdtempSync(path.join(tmpdir(), "service-data-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// The configuration of an environment naming only the data directory.
const config = (over: Partial<ServiceConfig>): ServiceConfig => ({
  ...readServiceConfig({ DATA_DIR: dir }),
  ...over,
});

describe("isNewPgliteDir", () => {
  it("is a PGlite directory never started: not PostgreSQL, not in memory, no PG_VERSION yet", () => {
    expect(isNewPgliteDir(config({}))).toBe(true);
    expect(isNewPgliteDir(config({ databaseUrl: "postgres://db.test/afl" }))).toBe(false);
    expect(isNewPgliteDir(config({ dataDir: "memory://" }))).toBe(false);
    mkdirSync(path.join(dir, "pglite"), { recursive: true });
    writeFileSync(path.join(dir, "pglite", "PG_VERSION"), "17");
    expect(isNewPgliteDir(config({}))).toBe(false);
  });
});

describe("onDisk", () => {
  it("is PGlite in a data directory: the one database reopened to serve", () => {
    expect(onDisk({ kind: "pglite" }, config({}))).toBe(true);
    expect(onDisk({ kind: "pglite" }, config({ dataDir: "memory://" }))).toBe(false);
    expect(onDisk({ kind: "postgres" }, config({}))).toBe(false);
  });
});
