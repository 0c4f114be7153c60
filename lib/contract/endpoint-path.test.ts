import { describe, expect, it } from "vitest";
import { endpointPath } from "./endpoint-path";

describe("endpointPath", () => {
  const op = { id: "E35", path: "/leagues/{leagueId}/levels/{levelId}/squads/{squadId}/persons" };

  it("fills every placeholder, encoding each value", () => {
    expect(endpointPath(op, { leagueId: 1, levelId: 0, squadId: "a/b c" })).toBe(
      "/leagues/1/levels/0/squads/a%2Fb%20c/persons",
    );
    expect(endpointPath({ id: "leagues", path: "/leagues" }, {})).toBe("/leagues");
  });

  it("names the operation and the parameter that is missing", () => {
    expect(() => endpointPath(op, { leagueId: 1, squadId: 2 })).toThrow(
      "E35: missing path parameter levelId",
    );
  });
});
