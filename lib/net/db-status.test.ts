import { describe, expect, it } from "vitest";
import { healthAnswer, reportRedisStatus, type DbStatus } from "./db-status";

describe("healthAnswer", () => {
  it("is ok while every database answers (or none has said anything yet)", () => {
    expect(healthAnswer(new Map())).toEqual({ status: 200, body: { status: "ok" } });
    expect(healthAnswer(new Map<string, DbStatus>([["app", { up: true }]]))).toEqual({
      status: 200,
      body: { status: "ok" },
    });
  });

  it("is 503 degraded while one does not, since the earliest outage, naming each", () => {
    const statuses = new Map<string, DbStatus>([
      ["app", { up: false, since: Date.parse("2026-12-01T10:00:05Z"), reason: "ECONNREFUSED" }],
      ["service", { up: false, since: Date.parse("2026-12-01T10:00:01Z"), reason: "57P01" }],
      ["other", { up: true }],
    ]);
    expect(healthAnswer(statuses)).toEqual({
      status: 503,
      body: {
        status: "degraded",
        database: "unreachable",
        since: "2026-12-01T10:00:01.000Z",
        databases: { app: "ECONNREFUSED", service: "57P01" },
      },
    });
  });

  it("names Redis out of reach without a 503: the pages go on without it", () => {
    const redis: DbStatus = { up: false, since: Date.parse("2026-12-01T10:00:00Z"), reason: "ECONNREFUSED" };
    const said = { status: "unreachable", since: "2026-12-01T10:00:00.000Z", reason: "ECONNREFUSED" };
    expect(healthAnswer(new Map(), redis)).toEqual({ status: 200, body: { status: "ok", redis: said } });
    const app = new Map<string, DbStatus>([["app", { up: false, since: 0, reason: "57P01" }]]);
    expect(healthAnswer(app, redis).body).toMatchObject({ status: "degraded", redis: said });
    expect(healthAnswer(new Map(), { up: true })).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("reads Redis's state as its client last reported it", () => {
    reportRedisStatus({ up: false, since: 0, reason: "connect ECONNREFUSED 127.0.0.1:6379" });
    expect(healthAnswer(new Map()).body).toMatchObject({ redis: { status: "unreachable" } });
    reportRedisStatus({ up: true });
    expect(healthAnswer(new Map()).body).toEqual({ status: "ok" });
  });
});
