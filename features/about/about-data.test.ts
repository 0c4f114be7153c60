import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AboutData } from "./about-data";

// AppLink uses the router, which a page mounts; a string render has none.
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: () => {} }) }));

const html = renderToStaticMarkup(createElement(AboutData)).replaceAll("<!-- -->", "");
const text = html.replace(/<[^>]+>/g, "").replace(/&#x27;|&apos;/g, "'");

describe("the about page's account of the data", () => {
  it("counts the history's matches as the raw file has them", () => {
    const file = path.join(process.cwd(), "data/afl/history/matches_1897_2022.csv");
    const rows =
      readFileSync(file, "utf8")
        .split(/\r?\n/)
        .filter((l) => l !== "").length - 1;
    expect(text).toContain(`(${rows.toLocaleString("en-AU")} of them)`);
  });

  it("has a section a link can reach for the history, the match events, the positions and the source's quirks", () => {
    for (const id of ["history", "events", "positions", "quirks"]) expect(html).toContain(`<h2 id="${id}"`);
  });

  it("says the positions are inferred, and the raw files indeed have no position column", () => {
    for (const name of ["players.csv", "player_stats.csv"]) {
      const header = readFileSync(path.join(process.cwd(), "data/afl", name), "utf8").split(/\r?\n/, 1)[0];
      expect(header.split(",").length).toBeGreaterThan(5);
      expect(header).not.toMatch(/position/i);
    }
    expect(text).toContain("The source records no playing positions.");
    expect(text).toContain("not his club's team sheet");
  });

  it("says the match events are synthesised to fit the box scores, and what of them is illustration", () => {
    expect(text).toContain("The source records no match events");
    expect(text).toContain("count exactly to every player's real box score");
    expect(text).toContain("within a few points of the share the source records");
    expect(text).toContain("the length of each quarter and of the match");
  });
});
