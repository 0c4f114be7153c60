import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  clubHref,
  h2hHref,
  links,
  loginHref,
  matchHref,
  playerHref,
  seasonHref,
  seasonIdOf,
  squadHref,
  teamRankingsHref,
  exploreHref,
  playerCompareHref,
  embedHrefs,
  comparePreviewHref,
  playerPreviewHref,
} from "./links";

// Every address the builders make must name a page that exists: the route's folders are read from
// app/ here (a dynamic segment, [name], takes any one segment; a route group, (name), is no segment of
// the address), not from the code under test.
const APP = path.join(process.cwd(), "app");

function routeExists(address: string, file = "page.tsx"): boolean {
  const url = new URL(address, "http://x");
  const segments = url.pathname.split("/").filter(Boolean);
  const walk = (dir: string, rest: string[]): boolean => {
    const entries = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
    const groups = entries.filter((e) => /^\([^)]+\)$/.test(e.name));
    if (groups.some((g) => walk(path.join(dir, g.name), rest))) return true;
    if (rest.length === 0) return existsSync(path.join(dir, file));
    const [head, ...tail] = rest;
    return entries.some(
      (e) => (e.name === head || /^\[[^\].]+\]$/.test(e.name)) && walk(path.join(dir, e.name), tail),
    );
  };
  return walk(APP, segments);
}

describe("in-app addresses", () => {
  const every = [
    ...Object.values(links),
    matchHref(2024001),
    ...(["shots", "entries", "chains", "stats", "rotations", "stoppages", "report"] as const).map((v) =>
      matchHref(2024001, v),
    ),
    ...(["fixture", "ladder", "squads", "availability", "predictor", "leaders", "brownlow"] as const).map(
      (v) => seasonHref(62, v),
    ),
    teamRankingsHref(62),
    exploreHref(62),
    playerCompareHref([{ personId: 1001 }]),
    embedHrefs.ladder(62),
    embedHrefs.worm(2024001),
    embedHrefs.teams(62),
    embedHrefs.compare({ players: "1001,1002" }),
    squadHref(62, 10),
    squadHref(62, 10, "stats"),
    squadHref(62, 10, "scout"),
    playerHref(1001),
    clubHref(10),
    h2hHref(10, 11),
  ];

  it.each(every)("%s is a page of the app", (address) => {
    expect(routeExists(address)).toBe(true);
  });

  it.each([comparePreviewHref([{ personId: 1001 }, { personId: 1002 }], 62), playerPreviewHref(1001, 62)])(
    "%s is a route handler of the app (a link preview's image)",
    (address) => {
      expect(routeExists(address, "route.ts")).toBe(true);
      expect(routeExists(address)).toBe(false);
    },
  );

  it("a made-up address is not (the check can fail)", () => {
    expect(routeExists("/matches/1/nothing")).toBe(false);
    expect(routeExists("/seasons/62/squads/10/nothing")).toBe(false);
  });

  it("puts queries in the search part, leaving out what is not given", () => {
    expect(playerHref(1001, 62)).toBe("/players/1001?season=62");
    expect(playerHref(1001)).toBe("/players/1001");
    expect(seasonHref(62, "fixture", { round: 3, squad: undefined })).toBe("/seasons/62/fixture?round=3");
    expect(squadHref(62, 10, "scout", { last: 5 })).toBe("/seasons/62/squads/10/scout?last=5");
    expect(h2hHref(10)).toBe("/head-to-head?a=10");
    expect(h2hHref()).toBe("/head-to-head");
  });

  it("sign-in comes back to the page it was asked from, encoded as one parameter", () => {
    const href = loginHref("/seasons/62/leaders?metric=GOAL&per=game");
    expect(href.startsWith("/login?callbackUrl=")).toBe(true);
    expect(new URL(href, "http://x").searchParams.get("callbackUrl")).toBe(
      "/seasons/62/leaders?metric=GOAL&per=game",
    );
    expect(loginHref()).toBe("/login");
  });
});

describe("the season of an address", () => {
  it("is read from a season's pages, with or without a search, and from nothing else", () => {
    expect(seasonIdOf(seasonHref(73, "leaders"))).toBe(73);
    expect(seasonIdOf(seasonHref(73, "fixture", { round: 3 }))).toBe(73);
    expect(seasonIdOf(squadHref(7, 10, "stats"))).toBe(7);
    expect(seasonIdOf("/seasons/7")).toBe(7);
    expect(seasonIdOf("/seasons/73x/leaders")).toBeNull();
    expect(seasonIdOf(clubHref(73))).toBeNull();
    expect(seasonIdOf(links.records)).toBeNull();
  });
});
