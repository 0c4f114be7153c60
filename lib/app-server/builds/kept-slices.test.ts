import { describe, expect, it } from "vitest";
import type { MetricSlice } from "@/lib/season/leaders";
import { FANTASY_CODE, FANTASY_COUNTS } from "@/lib/season/fantasy";
import { keptSlices } from "./kept-slices";
import type { BuildStatus, SeasonMatch } from "./season-builds";

// A build's reads, faked: which matches each metric's read holds (a match may be kept between two
// reads while the build runs), each player's value 1 a count.
const matches: SeasonMatch[] = [1, 2, 3, 4].map((id) => ({
  id,
  start: "2024-03-14T08:30:00Z",
  finals: false,
}));
const players = [{ id: 7, name: "Ann", jumper: 7, squadId: 10 }];
const slice = (matchId: number): MetricSlice => ({
  matchId,
  finals: false,
  players,
  total: [1],
  split: null,
});
const builds = (held: Record<string, number[]>) => ({
  metricSlices: async (_season: number, _matches: readonly SeasonMatch[], code: string) =>
    (held[code] ?? [1, 2, 3, 4]).map(slice),
});
const status = (done: number): BuildStatus => ({ total: 4, done, building: done < 4, error: null });
const ids = (slices: MetricSlice[]) => slices.map((m) => m.matchId);

describe("the slices a page reads of a build as far as it has got", () => {
  it("nothing kept yet: null, for the page to show the build's progress", async () => {
    expect(await keptSlices(builds({ GOAL: [] }), status(0), 1, matches, ["GOAL"])).toBeNull();
    expect(await keptSlices(builds({ GOAL: [] }), status(1), 1, matches, ["GOAL"])).toBeNull();
  });

  it("the whole season: every metric's matches, not partial", async () => {
    const kept = await keptSlices(builds({}), status(4), 1, matches, ["DISPOSAL", "GOAL"]);
    expect(kept!.slices.map(ids)).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
    expect(kept!.partial).toBeNull();
  });

  it("part of it: the matches every read holds, and the build's progress at that count", async () => {
    // Match 3 was kept between the reads of the two counts: left out of both.
    const kept = await keptSlices(builds({ DISPOSAL: [1, 2], GOAL: [1, 2, 3] }), status(3), 1, matches, [
      "DISPOSAL",
      "GOAL",
    ]);
    expect(kept!.slices.map(ids)).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect(kept!.partial).toEqual({ total: 4, done: 2, building: true, error: null });
  });

  it("the AFL Fantasy score from its nine counts, the same matches as the other axis", async () => {
    const held = Object.fromEntries(FANTASY_COUNTS.map((c) => [c, [1, 2, 3]]));
    held.GOAL = [1, 2, 3, 4];
    held.KICK = [2, 3];
    const kept = await keptSlices(builds(held), status(3), 1, matches, [FANTASY_CODE, "DISPOSAL"]);
    expect(kept!.slices.map(ids)).toEqual([
      [2, 3],
      [2, 3],
    ]);
    // Kick 3, handball 2, mark 3, tackle 4, free for 1, against −3, hit-out 1, goal 6, behind 1: 18.
    expect(kept!.slices[0][0].total).toEqual([18]);
  });
});
