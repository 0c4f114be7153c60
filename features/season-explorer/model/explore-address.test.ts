import { describe, expect, it } from "vitest";
import { DEFAULT_MIN_GAMES, parseExploreAddress, type ExploreChoices } from "./explore-address";

const choices: ExploreChoices = {
  metrics: ["DISPOSAL", "GOAL", "TACKLE"],
  clubs: [
    { id: 10, name: "Sydney" },
    { id: 20, name: "Geelong" },
  ],
  positions: [
    { code: "MIDFIELDER", name: "Midfielder" },
    { code: "RUCK", name: "Ruck" },
  ],
};
const parse = (sp: Record<string, string>) => parseExploreAddress(sp, choices);
const problemOf = (sp: Record<string, string>) => {
  const r = parse(sp);
  if (r.ok) throw new Error("expected a problem");
  return r.problem;
};

describe("the explorer's address", () => {
  it("defaults: disposals across, goals up, 5 games, every club and position, y highest first", () => {
    expect(parse({})).toEqual({
      ok: true,
      address: {
        x: "DISPOSAL",
        y: "GOAL",
        minGames: DEFAULT_MIN_GAMES,
        squad: null,
        position: null,
        sort: "y",
        dir: "desc",
      },
    });
  });

  it("reads every parameter; a position in any case is the list's code; names sort A to Z first", () => {
    expect(
      parse({ x: "TACKLE", y: "DISPOSAL", min: "12", squad: "20", position: "ruck", sort: "name" }),
    ).toEqual({
      ok: true,
      address: {
        x: "TACKLE",
        y: "DISPOSAL",
        minGames: 12,
        squad: 20,
        position: "RUCK",
        sort: "name",
        dir: "asc",
      },
    });
    expect(parse({ sort: "games", dir: "asc" })).toMatchObject({ address: { sort: "games", dir: "asc" } });
  });

  it("empty parameters are the defaults (a form's blank select)", () => {
    expect(parse({ x: "", y: "", min: "", squad: "", position: "" })).toMatchObject({
      ok: true,
      address: { x: "DISPOSAL", y: "GOAL", minGames: 5, squad: null, position: null },
    });
  });

  it("an unknown count, on either axis, is named with the counts there are", () => {
    expect(problemOf({ x: "KICKZ" })).toBe(
      "x=KICKZ is not a count you can explore; use one of DISPOSAL, GOAL, TACKLE.",
    );
    expect(problemOf({ y: "disposal" })).toMatch(/^y=disposal is not a count/);
  });

  it("min games that is not a whole number from 1 to 30 is refused", () => {
    for (const min of ["abc", "0", "-3", "2.5", "31", "1e2", "999"])
      expect(problemOf({ min })).toBe(
        `min=${min} is not a number of games: write a whole number from 1 to 30.`,
      );
  });

  it("a club that is not the season's (or not an id) is named with the season's clubs", () => {
    expect(problemOf({ squad: "99" })).toBe(
      "squad=99 is not a club of this season; use one of 10 (Sydney), 20 (Geelong).",
    );
    expect(problemOf({ squad: "Sydney" })).toMatch(/^squad=Sydney is not a club of this season/);
  });

  it("an unknown position is named with the season's positions", () => {
    expect(problemOf({ position: "WINGER" })).toBe(
      "position=WINGER is not a position of this season's lists; use one of MIDFIELDER, RUCK.",
    );
  });

  it("an unknown sort column or order is refused", () => {
    expect(problemOf({ sort: "height" })).toMatch(/^sort=height is not a column/);
    expect(problemOf({ dir: "up" })).toBe("dir=up is not an order; use asc or desc.");
  });
});
