import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { WormNotice, type WormAccess } from "./worm-notice";

// AppLink prefetches through the router, which a page mounts; a string render has none.
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: () => {} }) }));

const render = (access: WormAccess, upcoming = false, drawn = false) =>
  renderToStaticMarkup(createElement(WormNotice, { access, matchId: 1966112, upcoming, drawn }));
const analyst: WormAccess = { kind: "analyst", worm: null };

describe("why a coach or analyst sees no score worm", () => {
  it("a match of the history has no events at all; one not started has none yet", () => {
    expect(render(analyst)).toContain(
      "has no events for this match (it records them from the 2023 season on)",
    );
    expect(render(analyst, true)).toContain("No score worm yet: the match has not started.");
  });
  it("a failed read says so, rather than that the match has no events", () => {
    const html = render({ ...analyst, failed: true });
    expect(html).toContain("did not answer for it just now");
    expect(html).not.toContain("has no events");
  });
  it("says nothing once a worm is drawn (the server's, or a live match's from its stream)", () => {
    expect(render(analyst, false, true)).toBe("");
  });
});
