import { describe, expect, it } from "vitest";
import { createResolver } from "./resolve";

const resolve = createResolver();

describe("the one resolver of a request", () => {
  it("names the operation, its path parameters as numbers and its query parsed by the table", () => {
    const r = resolve(
      "GET",
      "/matches/2024100/statistics/players",
      new URLSearchParams("period=2&period=3&zone=F50"),
    );
    expect(r && "endpoint" in r && r.endpoint.id).toBe("E15");
    expect(r).toMatchObject({
      params: { matchId: 2024100 },
      query: { period: [2, 3], zone: ["F50"] },
      errors: [],
    });
  });

  it("collects every wrong parameter, of the path and of the query, naming each", () => {
    const r = resolve("GET", "/matches/12x/statistics/players", new URLSearchParams("period=9"));
    expect(r && "errors" in r && r.errors.map((e) => e.parameter)).toEqual(["matchId", "period"]);
  });

  it("says which methods a path takes, and nothing for a path no operation has", () => {
    expect(resolve("DELETE", "/matches/2024100")).toEqual({ allowed: ["GET"] });
    expect(resolve("GET", "/no/such/operation")).toBeNull();
  });

  it("fills query defaults when the query is left out", () => {
    const r = resolve("GET", "/leagues/1/levels/1/seasons/62/availability");
    expect(r).toMatchObject({
      params: { leagueId: 1, levelId: 1, seasonId: 62 },
      query: { page: 1, limit: 1000 },
    });
  });
});
