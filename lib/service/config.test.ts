import { describe, expect, it } from "vitest";
import { readServiceConfig } from "./config";

describe("readServiceConfig: events generated ahead", () => {
  it("is on by default, and off with SDS_EVENTS_AHEAD=0 or without worker threads", () => {
    expect(readServiceConfig({}).eventsAhead).toBe(true);
    expect(readServiceConfig({ SDS_EVENTS_AHEAD: "0" }).eventsAhead).toBe(false);
    expect(readServiceConfig({ WORKER_THREADS: "0" }).eventsAhead).toBe(false);
    expect(readServiceConfig({ WORKER_THREADS: "0", SDS_EVENTS_AHEAD: "1" }).eventsAhead).toBe(false);
  });

  it("names the variable when its value is not 0 or 1", () => {
    expect(() => readServiceConfig({ SDS_EVENTS_AHEAD: "yes" })).toThrow(
      'SDS_EVENTS_AHEAD must be 0 or 1 (it is "yes")',
    );
  });
});

describe("readServiceConfig: addresses", () => {
  it("takes a PostgreSQL address and an http(s) base", () => {
    const c = readServiceConfig({
      DATABASE_URL: "postgresql://u:p@127.0.0.1:5432/db",
      SDS_BASE_URL: "https://x.example",
    });
    expect(c.databaseUrl).toBe("postgresql://u:p@127.0.0.1:5432/db");
  });

  it("names the variable when an address is of another kind or no address", () => {
    expect(() => readServiceConfig({ DATABASE_URL: "mysql://x/y" })).toThrow(
      "DATABASE_URL must be a postgres:// or postgresql:// address",
    );
    expect(() => readServiceConfig({ SDS_BASE_URL: "javascript:alert(1)" })).toThrow(
      "SDS_BASE_URL must be an http:// or https:// address",
    );
  });
});
