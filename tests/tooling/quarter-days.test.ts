import { afterEach, describe, expect, it } from "vitest";
import {
  QUARTER_CALLS_A_DAY,
  quarterPause,
  quartersReadBy,
  rememberQuarterPause,
  setupQuarterPause,
} from "../../e2e/helpers/quarter-days";

// The e2e records test's count of quarter scores read follows the UTC days the run spans: a run that
// crossed midnight after the global setup's pause saw 600 where it expected 300.
const PAGE = (read: string, day: string) =>
  `<p role="status">Quarter scores: <!-- -->${read}<!-- --> of <!-- -->16,835<!-- --> matches read</p>` +
  `<p data-testid="quarter-paused">Today&apos;s share is read; a visit from ${day}, 00:00 UTC, carries on.</p>`;

describe("the e2e quarter-scores days", () => {
  afterEach(() => {
    delete process.env.E2E_QUARTERS_AT_PAUSE;
  });

  it("reads the count and the day from the server's HTML and from the page's text", () => {
    expect(quarterPause(PAGE("1,200", "2026-12-04"))).toEqual({ read: 1200, until: "2026-12-04" });
    expect(
      quarterPause(
        "Quarter scores: 300 of 16,835 matches read… a visit from 2026-12-04, 00:00 UTC, carries on.",
      ),
    ).toEqual({ read: 300, until: "2026-12-04" });
    expect(quarterPause("Quarter scores: 300 of 16,835 matches read")).toBeNull();
  });

  it("expects the setup's count the same day, and a day's budget more for each midnight since", () => {
    rememberQuarterPause(PAGE("300", "2026-12-03"), Date.parse("2026-12-02T23:40:00Z"));
    expect(setupQuarterPause()).toEqual({ read: 300, until: "2026-12-03", begun: "2026-12-02" });
    expect(quartersReadBy("2026-12-03")).toBe(300);
    expect(quartersReadBy("2026-12-04")).toBe(300 + QUARTER_CALLS_A_DAY);
    expect(quartersReadBy("2026-12-05")).toBe(300 + 2 * QUARTER_CALLS_A_DAY);
  });

  it("refuses a page without a paused build, and a test without the setup's pause", () => {
    expect(() => rememberQuarterPause("<p>Quarter scores: 12 of 16,835 matches read</p>", 0)).toThrow(
      /no paused quarter-scores build/,
    );
    expect(() => quartersReadBy("2026-12-04")).toThrow(/E2E_QUARTERS_AT_PAUSE is not set/);
  });
});
