import { afterEach, describe, expect, it } from "vitest";
import { appSettings, provideAppSettings, serviceEnv } from "./app-settings";
import { upstreamEnv } from "./env";

const EMBEDDED = { base: "http://127.0.0.1:41234", clientId: "app", clientSecret: "s3cret", unlimited: true };
const KEY = Symbol.for("footy.app-settings");
afterEach(() => delete (globalThis as Record<symbol, unknown>)[KEY]);

describe("the settings server.ts hands the app", () => {
  it("nothing provided: the environment as it is", () => {
    const env = { SDS_BASE_URL: "https://sds.example", SDS_CLIENT_ID: "c", SDS_CLIENT_SECRET: "s" };
    expect(appSettings()).toBeUndefined();
    expect(serviceEnv(env)).toBe(env);
  });

  it("the embedded service's address and client, and an unlimited plan, under the operator's variables", () => {
    provideAppSettings({ embeddedService: EMBEDDED, dataDir: "/d", authSecret: "k" });
    const up = upstreamEnv(serviceEnv({ SDS_TIMEOUT_MS: "9000" }));
    expect(up).toMatchObject({
      baseUrl: EMBEDDED.base,
      clientId: "app",
      clientSecret: "s3cret",
      timeoutMs: 9000,
      plan: { rate: 100_000, burst: 100_000, daily: 1_000_000_000 },
    });
    // The operator's own client and plan win; the address is this process's own (nobody else knows it).
    const mine = serviceEnv({
      SDS_CLIENT_ID: "ops",
      SDS_CLIENT_SECRET: "ops-secret",
      SDS_PLAN_RATE: "5",
      SDS_INTERNAL_URL: "http://elsewhere:1",
      SDS_PLAN_BURST: undefined,
    });
    expect(mine).toMatchObject({
      SDS_CLIENT_ID: "ops",
      SDS_CLIENT_SECRET: "ops-secret",
      SDS_PLAN_RATE: "5",
      SDS_PLAN_BURST: "100000",
      SDS_INTERNAL_URL: EMBEDDED.base,
    });
  });

  it("a rationed embedded client (SDS_CLIENT_PLAN=standard) keeps the standard plan", () => {
    provideAppSettings({
      embeddedService: { ...EMBEDDED, unlimited: false },
      dataDir: "/d",
      authSecret: "k",
    });
    expect(upstreamEnv(serviceEnv({})).plan).toEqual({ rate: 20, burst: 40, daily: 35_000 });
  });

  it("the default reading is the provided settings over process.env", () => {
    provideAppSettings({ embeddedService: EMBEDDED, dataDir: "/d", authSecret: "k" });
    const saved = { ...process.env };
    try {
      delete process.env.SDS_BASE_URL;
      delete process.env.SDS_CLIENT_ID;
      delete process.env.SDS_CLIENT_SECRET;
      expect(upstreamEnv()).toMatchObject({ baseUrl: EMBEDDED.base, clientId: "app" });
    } finally {
      process.env = saved;
    }
  });
});
