import { describe, expect, it } from "vitest";
import { fixtureRoster } from "./fixture";
import { randomMatch } from "./fixture-random";
import { playerStatistics } from "./player-stats";

// The budget: E15 with every metric for one match of ~2,900 events and 46 players in under 20 ms once
// the match's index and credits are cached (every request after the first). The first computation
// builds them too (about 13 ms on an idle machine); it gets a looser bound, as a guard against
// regressions that stays green while other test files load the machine. Medians, after a JIT warm-up.
describe("statistics engine timing", () => {
  it("computes E15 for a full match, every metric, within the budget", () => {
    const roster = fixtureRoster();
    const matches = Array.from({ length: 8 }, (_, i) => randomMatch(100 + i));
    expect(matches[0].events.length).toBeGreaterThan(2500);
    playerStatistics(matches[0], roster, {}, "transactional");
    const time = (run: () => unknown) => {
      const t0 = performance.now();
      run();
      return performance.now() - t0;
    };
    const first = matches.slice(1).map((me) => time(() => playerStatistics(me, roster, {}, "transactional")));
    const cached = matches
      .slice(1)
      .map((me) => time(() => playerStatistics(me, roster, {}, "transactional")));
    const filtered = matches
      .slice(1)
      .map((me) =>
        time(() => playerStatistics(me, roster, { periods: [1, 2], zones: ["F50"] }, "transactional")),
      );
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    expect(median(cached)).toBeLessThan(20);
    expect(median(filtered)).toBeLessThan(20);
    expect(median(first)).toBeLessThan(50);
  });
});
