import { describe, expect, it } from "vitest";
import { healthAnswer, type DbStatus } from "./db-status";

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
});
