import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readServiceConfig, type ServiceConfig } from "./config";
import { localClient } from "./local-client";

const root = mkdtempSync(path.join(tmpdir(), "local-client-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// The configuration of an environment naming only the data directory.
const config = (over: Partial<ServiceConfig>): ServiceConfig => ({
  ...readServiceConfig({ DATA_DIR: path.join(root, "data") }),
  ...over,
});

describe("localClient", () => {
  it("is the configured client when both id and secret are set", () => {
    expect(localClient(config({ clientId: "app", clientSecret: "s3cret-s3cret" }))).toEqual({
      id: "app",
      secret: "s3cret-s3cret",
    });
  });

  it("is made at first start, kept for the owner only, and the same at the next start", () => {
    const first = localClient(config({}));
    expect(first.id).toBe("embedded-app");
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const file = path.join(root, "data", "client.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(localClient(config({}))).toEqual(first);
  });

  it("in memory, a new one each start, nothing written", () => {
    const a = localClient(config({ dataDir: "memory://" }));
    const b = localClient(config({ dataDir: "memory://" }));
    expect(a.id).toBe("embedded-app");
    expect(a.secret).not.toBe(b.secret);
  });
});
