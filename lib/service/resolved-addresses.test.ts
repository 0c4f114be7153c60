import { describe, expect, it } from "vitest";
import { OP } from "@/lib/contract/operations";
import { resolvedAt, resolvedCount, RESOLVED_MAX } from "./resolved-addresses";

// The memo of resolved addresses the service's hot path reads: one frozen resolution an address and
// method, never an error, and never more than its bound.
describe("resolved addresses", () => {
  it("gives one resolution an address and method, with its cache key for each tier", () => {
    const r = resolvedAt("GET", "/v1/matches/2024100/score");
    expect(resolvedAt("GET", "/v1/matches/2024100/score")).toBe(r);
    expect(r.m.id).toBe(OP.getMatchScore);
    expect(r.m.params).toEqual({ matchId: 2024100 });
    expect(r.path).toBe("/matches/2024100/score");
    expect(r.cacheKey).toEqual({
      core: "core|/v1/matches/2024100/score",
      advanced: "advanced|/v1/matches/2024100/score",
      transactional: "transactional|/v1/matches/2024100/score",
    });
    expect(Object.isFrozen(r) && Object.isFrozen(r.m) && Object.isFrozen(r.cacheKey)).toBe(true);
    expect(resolvedAt("GET", "/v1/matches/2024101/score")).not.toBe(r);
  });

  it("throws a 404 or 405 and keeps neither", () => {
    const before = resolvedCount();
    expect(() => resolvedAt("GET", "/v1/nowhere")).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => resolvedAt("DELETE", "/v1/matches/1/score")).toThrow(
      expect.objectContaining({ status: 405, headers: { allow: "GET" } }),
    );
    expect(resolvedCount()).toBe(before);
  });

  it("keeps at most its bound, answering each address right past it", () => {
    for (let id = 1; id <= RESOLVED_MAX + 50; id++) {
      expect(resolvedAt("GET", `/v1/matches/${id}/score`).m.params).toEqual({ matchId: id });
      expect(resolvedCount()).toBeLessThanOrEqual(RESOLVED_MAX);
    }
  });
});
