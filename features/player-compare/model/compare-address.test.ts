import { describe, expect, it } from "vitest";
import { playerCompareHref } from "@/lib/links";
import { parseCompareAddress } from "./compare-address";

const METRICS = ["DISPOSAL", "GOAL", "AFL_FANTASY"];
const parse = (query: string) => parseCompareAddress(Object.fromEntries(new URLSearchParams(query)), METRICS);
const problem = (query: string) => {
  const p = parse(query);
  if (p.ok) throw new Error(`${query} parsed`);
  return p.problem;
};

describe("the comparison's address", () => {
  it("bare ids take the default season; an id:season pair keeps its own", () => {
    expect(parse("players=1574,1184:52&season=62&metric=GOAL")).toEqual({
      ok: true,
      address: {
        entries: [
          { personId: 1574, seasonId: null },
          { personId: 1184, seasonId: 52 },
        ],
        season: 62,
        metric: "GOAL",
        q: "",
      },
    });
  });

  it("one player in two seasons is two players; the metric defaults to disposals", () => {
    const p = parse("players=1184:52,1184:73");
    expect(p.ok && p.address.entries).toEqual([
      { personId: 1184, seasonId: 52 },
      { personId: 1184, seasonId: 73 },
    ]);
    expect(p.ok && [p.address.season, p.address.metric]).toEqual([null, "DISPOSAL"]);
  });

  it("no player or one is not a problem of the address: the page asks for more", () => {
    const none = parse("");
    expect(none.ok && none.address.entries).toEqual([]);
    const one = parse("players=1574&season=62");
    expect(one.ok && one.address.entries).toEqual([{ personId: 1574, seasonId: null }]);
  });

  it("names what is wrong: too many, not an id, a bad season, an unknown metric, a repeat", () => {
    expect(problem("players=1,2,3,4,5")).toBe("5 players are asked for: a comparison takes 2 to 4.");
    expect(problem("players=1574,abc")).toContain('"abc" is not a player');
    expect(problem("players=1574:x,1184")).toContain('"1574:x" is not a player');
    expect(problem("players=1574:62:1,1184")).toContain('"1574:62:1" is not a player');
    expect(problem("players=0,1184")).toContain('"0" is not a player');
    expect(problem("players=1574,1184&season=2024x")).toBe(
      "season=2024x is not a season id (a whole number).",
    );
    expect(problem("players=1574,1184&metric=NOPE")).toContain("metric=NOPE is not a count you can compare");
    // The same man in the same season, once by default and once by name.
    expect(problem("players=1574,1574:62&season=62")).toBe("Player 1574 is named twice for the same season.");
  });

  it("reads back what playerCompareHref writes", () => {
    const href = playerCompareHref([{ personId: 1574 }, { personId: 1184, seasonId: 52 }], {
      season: 62,
      metric: "AFL_FANTASY",
    });
    expect(href).toBe("/players/compare?players=1574,1184:52&season=62&metric=AFL_FANTASY");
    const p = parse(href.split("?")[1]);
    expect(p.ok && p.address.entries).toEqual([
      { personId: 1574, seasonId: null },
      { personId: 1184, seasonId: 52 },
    ]);
    expect(playerCompareHref([])).toBe("/players/compare");
  });
});
