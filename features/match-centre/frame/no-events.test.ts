import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { MatchDetails } from "@/lib/contract";
import { NoEventsScreen } from "./no-events";
import { refreshWait } from "./refresh-at-start";

// AppLink and RefreshAtStart use the router, which a page mounts; a string render has none.
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: () => {}, refresh: () => {} }) }));

const match = (typeName: string) =>
  ({
    id: 1966112,
    name: "St Kilda v Collingwood",
    status: { typeName },
    date: { utcMatchStart: "1966-09-24T04:30:00.000Z" },
  }) as unknown as MatchDetails;
const render = (typeName: string, view: "shots" | "stats" = "shots") =>
  renderToStaticMarkup(createElement(NoEventsScreen, { match: match(typeName), view })).replaceAll(
    "<!-- -->",
    "",
  );

describe("an event view of a match without events", () => {
  it("of the history: none at all, under the view's own heading, and the summary a link away", () => {
    const html = render("Complete");
    expect(html).toContain("<h1");
    expect(html).toContain("Shots at goal");
    expect(html).toContain('role="status"');
    expect(html).toContain("No shots for this match.");
    expect(html).toContain("from the 2023 season on");
    expect(html).toContain('href="/matches/1966112"');
    expect(html).not.toContain("yet");
    expect(render("Complete", "stats")).toContain("No statistics for this match.");
  });

  it("not started: none yet", () => {
    const html = render("Upcoming");
    expect(html).toContain("No shots yet: the match has not started.");
    expect(html).toContain("from the first bounce");
  });
});

describe("a page shown before the bounce", () => {
  const START = Date.parse("2026-12-05T08:30:00.000Z");
  it("is asked for again at the start, then on the 10 s beat until it has events", () => {
    expect(refreshWait(START, START - 90_000)).toBe(90_000);
    expect(refreshWait(START, START - 2_000)).toBe(10_000); // never sooner than a beat
    expect(refreshWait(START, START + 60_000)).toBe(10_000);
  });
  it("waits at most what a timer can (~24.8 days) for a match far off", () => {
    expect(refreshWait(START, START - 40 * 86_400_000)).toBe(2 ** 31 - 1);
  });
});
