import { describe, expect, it } from "vitest";
import type { Store } from "../store/store";
import { warmTargets } from "./warm-targets";

// What the service names for the app's warm-up, from its store (no call): the seasons whose leaders
// and the club whose history a first visitor would otherwise wait for.

const NOW = Date.parse("2025-06-01T00:00:00Z");
type S = { id: number; leagueId: number; startYear: number; isMainCompetition: boolean; squadIds: number[] };
function store(
  seasons: S[],
  matches: { id: number; seasonId: number; utcStart: string; boxScore: boolean }[],
) {
  return {
    seasons: new Map(seasons.map((s) => [s.id, s])),
    matchesBySeason: new Map(seasons.map((s) => [s.id, matches.filter((m) => m.seasonId === s.id)])),
    playerMatchesByMatch: new Map(matches.filter((m) => m.boxScore).map((m) => [m.id, [{}]])),
  } as unknown as Store;
}

describe("what the app warms first", () => {
  const real = (id: number, year: number, main = true): S => ({
    id,
    leagueId: 1,
    startYear: year,
    isMainCompetition: main,
    squadIds: [10 + id, 20],
  });
  it("a club of the real league's latest begun season with box scores, that season, the records, the season again (its splits)", () => {
    const s = store(
      [
        real(52, 2023),
        real(62, 2024),
        real(73, 2025),
        real(74, 2025, false),
        real(80, 2026),
        { id: 9001, leagueId: 2, startYear: 2026, isMainCompetition: true, squadIds: [1] },
      ],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: true },
        { id: 3, seasonId: 74, utcStart: "2025-03-08T08:30:00Z", boxScore: true }, // not the main competition
        { id: 4, seasonId: 80, utcStart: "2026-03-07T08:30:00Z", boxScore: true }, // not begun
        { id: 5, seasonId: 9001, utcStart: "2025-05-07T08:30:00Z", boxScore: true }, // the smaller league
      ],
    );
    expect(warmTargets(s, NOW)).toEqual({ clubId: 83, leaderSeasonIds: [73] });
  });
  it("while that season is under way, the latest completed season's leaders beside it", () => {
    const s = store(
      [real(62, 2024), real(73, 2025), real(80, 2026)],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: true },
        { id: 3, seasonId: 80, utcStart: "2026-03-05T08:30:00Z", boxScore: true },
        { id: 4, seasonId: 80, utcStart: "2026-03-12T08:30:00Z", boxScore: false },
      ],
    );
    // Round 1 played, round 2 to come: 2026 is under way, 2025 the latest completed.
    expect(warmTargets(s, Date.parse("2026-03-08T00:00:00Z"))).toEqual({
      clubId: 90,
      leaderSeasonIds: [80, 73],
    });
    // The latest completed season, not merely the one before: 2025 under way too (an unplayed match
    // to come), 2024 is warmed beside 2026.
    const both = store(
      [real(62, 2024), real(73, 2025), real(80, 2026)],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: true },
        { id: 5, seasonId: 73, utcStart: "2026-09-01T08:30:00Z", boxScore: false },
        { id: 3, seasonId: 80, utcStart: "2026-03-05T08:30:00Z", boxScore: true },
        { id: 4, seasonId: 80, utcStart: "2026-03-12T08:30:00Z", boxScore: false },
      ],
    );
    expect(warmTargets(both, Date.parse("2026-03-08T00:00:00Z")).leaderSeasonIds).toEqual([80, 62]);
    // A replayed match of a finished season (its start moved later, its box score held): that season
    // is not under way again, and nothing more is warmed.
    const replayed = store(
      [real(62, 2024), real(73, 2025)],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: true },
        { id: 6, seasonId: 73, utcStart: "2026-12-01T08:30:00Z", boxScore: true },
      ],
    );
    expect(warmTargets(replayed, Date.parse("2026-11-29T00:00:00Z"))).toEqual({
      clubId: 83,
      leaderSeasonIds: [73],
    });
    // Once its last match has started, 2026 is the one season warmed.
    expect(warmTargets(s, Date.parse("2026-03-13T00:00:00Z"))).toEqual({ clubId: 90, leaderSeasonIds: [80] });
  });
  it("a season without box scores is not named; without any, nothing", () => {
    const s = store(
      [real(62, 2024), real(73, 2025)],
      [
        { id: 1, seasonId: 62, utcStart: "2024-03-07T08:30:00Z", boxScore: true },
        { id: 2, seasonId: 73, utcStart: "2025-03-07T08:30:00Z", boxScore: false },
      ],
    );
    expect(warmTargets(s, NOW).leaderSeasonIds).toEqual([62]);
    expect(warmTargets(store([real(62, 2024)], []), NOW)).toEqual({ clubId: null, leaderSeasonIds: [] });
  });
});
