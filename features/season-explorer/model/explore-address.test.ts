import { describe, expect, it } from "vitest";
import { DEFAULT_MIN_GAMES, isCut, parseExploreAddress, type ExploreChoices } from "./explore-address";

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
        quarter: null,
        zone: null,
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
        quarter: null,
        zone: null,
      },
    });
    expect(parse({ sort: "games", dir: "asc" })).toMatchObject({ address: { sort: "games", dir: "asc" } });
  });

  it("empty parameters are the defaults (a form's blank select)", () => {
    expect(parse({ x: "", y: "", min: "", squad: "", position: "", quarter: "", zone: "" })).toMatchObject({
      ok: true,
      address: {
        x: "DISPOSAL",
        y: "GOAL",
        minGames: 5,
        squad: null,
        position: null,
        quarter: null,
        zone: null,
      },
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

  it("a quarter from 1 to 4 and a zone of the splits (any case: the splits' code), alone or both", () => {
    for (const q of ["1", "2", "3", "4"])
      expect(parse({ quarter: q })).toMatchObject({ ok: true, address: { quarter: Number(q), zone: null } });
    expect(parse({ zone: "F50" })).toMatchObject({ ok: true, address: { quarter: null, zone: "F50" } });
    expect(parse({ zone: "cb", quarter: "4", x: "TACKLE" })).toMatchObject({
      ok: true,
      address: { x: "TACKLE", quarter: 4, zone: "CB" },
    });
    // Repeated parameters: the first, as for every other one.
    expect(parse({ quarter: ["2", "3"] } as never)).toMatchObject({ address: { quarter: 2 } });
  });

  it("whether an address cuts the counts: a quarter, a zone, or both", () => {
    const cutOf = (sp: Record<string, string>) => {
      const r = parse(sp);
      if (!r.ok) throw new Error(r.problem);
      return isCut(r.address);
    };
    expect(cutOf({})).toBe(false);
    expect(cutOf({ quarter: "", zone: "" })).toBe(false);
    expect(cutOf({ quarter: "1" })).toBe(true);
    expect(cutOf({ zone: "D50" })).toBe(true);
    expect(cutOf({ quarter: "3", zone: "MID" })).toBe(true);
  });

  it("a quarter that is not 1 to 4 is refused, with the quarters there are", () => {
    for (const quarter of ["5", "0", "-1", "1.5", "Q1", "01", "four", "1e0"])
      expect(problemOf({ quarter })).toBe(
        `quarter=${quarter} is not a quarter; use 1, 2, 3, 4, or none for the whole match.`,
      );
  });

  it("a zone that is not the splits' is refused, with each zone's code and name", () => {
    expect(problemOf({ zone: "MOON" })).toBe(
      "zone=MOON is not a zone; use one of D50 (Defensive 50), DM (Defensive midfield), MID (Midfield), " +
        "CB (Centre bounces), AM (Attacking midfield), F50 (Forward 50), or none for the whole ground.",
    );
    expect(problemOf({ zone: "Forward 50", quarter: "2" })).toMatch(/^zone=Forward 50 is not a zone/);
    // A bad quarter is named before a bad zone (one problem at a time, in the address's order).
    expect(problemOf({ quarter: "9", zone: "MOON" })).toMatch(/^quarter=9 /);
  });
});
