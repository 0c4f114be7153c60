import { describe, expect, it } from "vitest";
import { exportFileName, stampLines } from "./export-stamp";
import { escapeXml, wrapWithStamp } from "./export-svg";

const stamp = {
  matchId: 2024216,
  matchName: "Sydney v Brisbane Lions",
  view: "Shots at goal",
  filters: [
    { label: "Period", value: "Q2" },
    { label: "Team", value: "Sydney" },
  ],
  dataTimestamp: "2024-09-28T07:05:00.000Z",
  url: "http://127.0.0.1:3000/matches/2024216/shots?period=2&team=160",
};

describe("stampLines", () => {
  it("names the match, the view, the filters, the data time, the events' making and the link", () => {
    expect(stampLines(stamp)).toEqual([
      "Sydney v Brisbane Lions (match 2024216) · Shots at goal",
      "Filters: Period: Q2; Team: Sydney",
      "Data as of 2024-09-28T07:05:00.000Z · events synthesised to fit the box score",
      "View: http://127.0.0.1:3000/matches/2024216/shots?period=2&team=160",
    ]);
  });

  it("says when no filter applies, and when the file was made", () => {
    const lines = stampLines({ ...stamp, filters: [], exportedAt: "2026-01-01T00:00:00.000Z" });
    expect(lines[1]).toBe("Filters: none");
    expect(lines[2]).toBe(
      "Data as of 2024-09-28T07:05:00.000Z · events synthesised to fit the box score · exported 2026-01-01T00:00:00.000Z",
    );
  });
});

describe("exportFileName", () => {
  it("is built from the match, the view, the part and the filters", () => {
    expect(exportFileName(stamp, "map", "png")).toBe(
      "match-2024216-shots-at-goal-map-period-q2-team-sydney.png",
    );
    expect(exportFileName({ ...stamp, filters: [] }, "", "csv")).toBe("match-2024216-shots-at-goal.csv");
  });
});

describe("wrapWithStamp", () => {
  it("adds a background and the stamp below the chart, escaped, with the view as a link", () => {
    const doc = wrapWithStamp('<svg viewBox="0 0 10 10"></svg>', 1200, 600, stampLines(stamp), stamp.url);
    expect(doc).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(doc).toMatch(/viewBox="0 0 1200 \d+"/);
    expect(doc).toContain('<svg viewBox="0 0 10 10"></svg>');
    expect(doc).toContain(`<a href="${escapeXml(stamp.url)}">`);
    expect(doc).toContain("period=2&amp;team=160");
    expect(doc).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    const height = Number(/height="(\d+)"/.exec(doc)![1]);
    expect(height).toBeGreaterThan(600 + 4 * 12);
  });
});
