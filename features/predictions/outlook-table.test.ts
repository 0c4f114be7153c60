import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OutlookTable, type OutlookRow } from "./outlook-table";

const row = (id: number, name: string, code: string): OutlookRow => ({
  id,
  name,
  code,
  rating: 1,
  expectedWins: 10,
  expectedPercentage: 100,
  finals: 0.5,
  top4: 0.25,
  minorPremiership: 0.1,
  premiership: 0.05,
  positions: [],
});

describe("the projected ladder", () => {
  const html = renderToStaticMarkup(
    createElement(OutlookTable, {
      rows: [row(1, "Brisbane Lions", "BL"), row(2, "Greater Western Sydney", "GWS")],
      columns: { finalsPlaces: 8, premiers: true },
    }),
  );

  it("names each team by its code on a phone, its row header's text the full name", () => {
    const headers = [...html.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers.map((h) => h.replace(/<[^>]+>/g, ""))).toEqual([
      "Brisbane Lions",
      "Greater Western Sydney",
    ]);
    expect(headers.map((h) => /data-short="([^"]*)"/.exec(h)?.[1])).toEqual(["BL", "GWS"]);
  });

  it("lets its headings take two lines on a phone", () => {
    expect(html).toMatch(/<th scope="col"[^>]*max-sm:whitespace-normal[^>]*>Expected wins<\/th>/);
  });
});
