import { describe, expect, it } from "vitest";
import type { Fixture, Ladder } from "@/lib/contract";
import { ladderPosition, lastResult, nextMatch } from "./club-season";

// A fixture of the fields the panel reads: club 1 plays rounds 1–4; round 2 was moved before round 1.
const side = (id: number, goals: number | null, behinds: number | null) => ({
  id,
  name: `Club ${id}`,
  code: `C${id}`,
  score: { goals, behinds, points: goals === null || behinds === null ? null : goals * 6 + behinds },
});
const match = (id: number, date: string, typeName: string, h: object, a: object) => ({
  id,
  date: { utcMatchStart: date },
  status: { typeName },
  venue: { name: "MCG", timeZone: "Australia/Melbourne" },
  squads: { home: h, away: a },
});
const round = (n: number, ...matches: object[]) => ({ name: `Round ${n}`, number: n, matches });
const fixture = (...rounds: object[]) => ({ phases: [{ rounds }] }) as unknown as Fixture;

const SEASON = fixture(
  // 12.10 (82) v 8.14 (62): club 1 at home wins by 20.
  round(1, match(11, "2025-03-20T08:00:00Z", "Complete", side(1, 12, 10), side(2, 8, 14))),
  // Played first (moved forward): club 1 away, 9.9 (63) v 10.3 (63), a draw.
  round(2, match(12, "2025-03-13T08:00:00Z", "Complete", side(3, 9, 9), side(1, 10, 3))),
  // Club 1 away at club 4, not started; a match of others in the same round.
  round(
    3,
    match(13, "2025-03-27T08:00:00Z", "Upcoming", side(4, null, null), side(1, null, null)),
    match(14, "2025-03-26T08:00:00Z", "Upcoming", side(2, null, null), side(3, null, null)),
  ),
  round(4, match(15, "2025-04-03T08:00:00Z", "Upcoming", side(1, null, null), side(2, null, null))),
);

describe("nextMatch", () => {
  it("is the club's first match not yet played, with the opponent and the round", () => {
    const next = nextMatch(SEASON, 1);
    expect(next?.match.id).toBe(13);
    expect(next?.round).toBe("Round 3");
    expect(next?.home).toBe(false);
    expect(next?.opponent).toEqual({ id: 4, name: "Club 4" });
  });
  it("is the match in play while one is", () => {
    const live = fixture(
      round(1, match(21, "2025-03-20T08:00:00Z", "Live", side(1, 3, 2), side(2, 1, 1))),
      round(2, match(22, "2025-03-10T08:00:00Z", "Upcoming", side(1, null, null), side(3, null, null))),
    );
    expect(nextMatch(live, 1)?.match.id).toBe(21);
  });
  it("is undefined when every match of the season is played", () => {
    const done = fixture(
      round(1, match(31, "2025-03-20T08:00:00Z", "Complete", side(1, 1, 1), side(2, 1, 0))),
    );
    expect(nextMatch(done, 1)).toBeUndefined();
  });
});

describe("lastResult", () => {
  it("is the latest completed match by start, not by round: a win by 82 to 62", () => {
    const r = lastResult(SEASON, 1);
    expect(r?.match.id).toBe(11);
    expect([r?.outcome, r?.scored, r?.conceded]).toEqual(["won", 82, 62]);
  });
  it("reads the club's side of the score line away from home: 63 all is a draw", () => {
    const only = fixture(
      round(2, match(12, "2025-03-13T08:00:00Z", "Complete", side(3, 9, 9), side(1, 10, 3))),
    );
    expect(lastResult(only, 1)).toMatchObject({ outcome: "drew", scored: 63, conceded: 63 });
  });
  it("is a loss from the loser's side", () => {
    expect(lastResult(SEASON, 2)).toMatchObject({ outcome: "lost", scored: 62, conceded: 82 });
  });
  it("is undefined before the club's first match", () => {
    expect(lastResult(SEASON, 4)).toBeUndefined();
  });
});

describe("ladderPosition", () => {
  const ladder = {
    squads: [
      { id: 2, position: 1 },
      { id: 1, position: 2 },
      { id: 3, position: 3 },
    ],
  } as Ladder;
  it("is the club's place of how many", () => {
    expect(ladderPosition(ladder, 1)).toEqual({ position: 2, of: 3 });
  });
  it("is undefined for a club not on the ladder", () => {
    expect(ladderPosition(ladder, 9)).toBeUndefined();
  });
});
