import { describe, expect, it } from "vitest";
import type { DatasetMatch, DatasetPlayerMatch } from "@/lib/service/model/dataset";
import { POSITION_TYPES } from "@/lib/service/model/positions";
import { generateDemoLeague } from "./generate-demo-league";

const NOW = new Date("2025-05-17T09:12:34.567Z");
const LIVE_WINDOW_MS = 2.5 * 60 * 60 * 1000;
const league = generateDemoLeague({ seed: 42, seasons: 3, now: NOW });

const startMs = (m: DatasetMatch): number => Date.parse(m.utcStart);
const isLive = (m: DatasetMatch, now: Date): boolean =>
  startMs(m) <= now.getTime() && now.getTime() < startMs(m) + LIVE_WINDOW_MS;
const last = <T>(xs: T[]): T => xs[xs.length - 1];

describe("generateDemoLeague", () => {
  it("is deterministic for the same seed and clock, and varies with the seed", () => {
    const again = generateDemoLeague({ seed: 42, seasons: 3, now: new Date(NOW.getTime()) });
    expect(JSON.stringify(again)).toBe(JSON.stringify(league));
    const other = generateDemoLeague({ seed: 43, seasons: 3, now: NOW });
    expect(JSON.stringify(other.matches)).not.toBe(JSON.stringify(league.matches));
  });

  it("says plainly that it is synthetic", () => {
    expect(league.league).toMatchObject({
      id: 900,
      code: "SYN",
      name: "Synthetic Demo League (not real data)",
    });
    expect(league.squads.map((s) => s.id)).toEqual(Array.from({ length: 12 }, (_, i) => 9001 + i));
    for (const s of league.squads) expect(s.name.startsWith("Synthetic ")).toBe(true);
    for (const v of league.venues) expect(v.name).toContain("Synthetic");
    for (const season of league.seasons)
      for (const c of season.conferences) expect(c.name).toContain("Synthetic");
    expect(new Set(league.venues.map((v) => v.timeZone))).toEqual(
      new Set(["Australia/Melbourne", "Australia/Perth"]),
    );
    for (const p of league.persons) expect(p.sourceId).toBeNull();
  });

  it("builds 30-player lists with playing positions for every season", () => {
    const playingIds = new Set(POSITION_TYPES[0].positions.map((p) => p.id));
    expect(league.persons.length).toBe(360);
    expect(league.persons[0].id).toBe(900001);
    expect(league.squadPlayers.length).toBe(360 * 3);
    for (const sp of league.squadPlayers) expect(playingIds.has(sp.positionId)).toBe(true);
  });

  it("lays out seasons back from the current year with the AFL id conventions", () => {
    expect(league.seasons.map((s) => s.startYear)).toEqual([2023, 2024, 2025]);
    for (const season of league.seasons) {
      expect(season.isMainCompetition).toBe(false);
      const [ha, fin] = season.phases;
      expect([ha.id, fin.id]).toEqual([season.id * 10 + 1, season.id * 10 + 2]);
      expect(ha.rounds.map((r) => r.id)).toEqual(
        Array.from({ length: 11 }, (_, i) => season.id * 100 + i + 1),
      );
      expect(fin.rounds.map((r) => [r.code, r.number, r.phaseNumber])).toEqual([
        ["SF", 12, 1],
        ["GF", 13, 2],
      ]);
      // Conferences partition the squads.
      const inConferences = season.conferences.flatMap((c) => c.squadIds).sort();
      expect(season.conferences.map((c) => c.squadIds.length)).toEqual([6, 6]);
      expect(inConferences).toEqual([...season.squadIds].sort());
      // Round robin: every pair exactly once in the home-and-away phase.
      const pairs = league.matches
        .filter((m) => m.seasonId === season.id && m.typeCode === "HA")
        .map((m) => [m.homeSquadId, m.awaySquadId].sort().join("-"));
      expect(pairs.length).toBe(66);
      expect(new Set(pairs).size).toBe(66);
    }
    const ids = league.matches.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has exactly one live match, in the current season, with earlier rounds complete", () => {
    const current = last(league.seasons);
    const live = league.matches.filter((m) => isLive(m, NOW));
    expect(live.length).toBe(1);
    expect(live[0].seasonId).toBe(current.id);
    expect(live[0].homeQuarters.length).toBe(4);
    expect(live[0].attendance).not.toBeNull();
    const currentMatches = league.matches.filter((x) => x.seasonId === current.id);
    expect(currentMatches.length).toBeGreaterThan(0);
    for (const m of currentMatches) {
      if (m.roundNumber < live[0].roundNumber)
        expect(startMs(m) + LIVE_WINDOW_MS).toBeLessThanOrEqual(NOW.getTime());
      if (startMs(m) > NOW.getTime()) {
        expect(m.homeQuarters).toEqual([]);
        expect(m.awayQuarters).toEqual([]);
        expect(m.attendance).toBeNull();
      }
    }
    // Past seasons are complete, finals included.
    const past = league.matches.filter((m) => m.seasonId !== current.id);
    expect(past.length).toBe(2 * (66 + 3));
    expect(past.every((m) => startMs(m) + LIVE_WINDOW_MS <= NOW.getTime())).toBe(true);
  });

  it("keeps the live match live for another clock too", () => {
    const now = new Date("2031-01-03T21:05:00.000Z");
    const d = generateDemoLeague({ seed: 7, seasons: 1, now });
    expect(d.matches.filter((m) => isLive(m, now)).length).toBe(1);
  });

  it("gives completed matches four cumulative quarters and plausible scores", () => {
    const completed = league.matches.filter((x) => startMs(x) + LIVE_WINDOW_MS <= NOW.getTime());
    expect(completed.length).toBeGreaterThan(100);
    for (const m of completed) {
      expect(m.homeQuarters.length).toBe(4);
      expect(m.awayQuarters.length).toBe(4);
      expect(m.periodSecs.length).toBe(4);
      for (const s of m.periodSecs) expect(s >= 1620 && s <= 1980).toBe(true);
      for (const qs of [m.homeQuarters, m.awayQuarters])
        for (let q = 1; q < 4; q++) {
          expect(qs[q].goals).toBeGreaterThanOrEqual(qs[q - 1].goals);
          expect(qs[q].behinds).toBeGreaterThanOrEqual(qs[q - 1].behinds);
        }
      expect(m.utcStart).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
      expect(m.localDate).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(m.localTime).toMatch(/^\d\d:\d\d:\d\d$/);
    }
  });

  it("adds box scores, consistent with the match score, to every match that has started", () => {
    // Started: completed matches and the live one (the service replays its events by time).
    const complete = league.matches.filter((m) => startMs(m) <= NOW.getTime());
    // Map.groupBy arrived in Node 21; the project supports Node 20.
    const byMatch = new Map<number, DatasetPlayerMatch[]>();
    for (const pm of league.playerMatches) {
      const list = byMatch.get(pm.matchId);
      if (list) list.push(pm);
      else byMatch.set(pm.matchId, [pm]);
    }
    expect(new Set(byMatch.keys())).toEqual(new Set(complete.map((m) => m.id)));
    for (const m of complete) {
      for (const [squadId, quarters] of [
        [m.homeSquadId, m.homeQuarters],
        [m.awaySquadId, m.awayQuarters],
      ] as const) {
        const side = (byMatch.get(m.id) ?? []).filter((pm) => pm.squadId === squadId);
        expect(side.length).toBe(23);
        expect(side.filter((pm) => pm.subStatus === "on").length).toBe(1);
        const sum = (code: string): number => side.reduce((t, pm) => t + pm.stats[code], 0);
        expect(sum("GOAL")).toBe(quarters[3].goals);
        expect(sum("BEHIND")).toBeLessThanOrEqual(quarters[3].behinds);
        for (const pm of side) {
          const s = pm.stats;
          expect(s.DISPOSAL).toBe(s.KICK + s.HANDBALL);
          expect(s.POSSESSION_CONTESTED + s.POSSESSION_UNCONTESTED).toBe(s.DISPOSAL);
          expect(s.MARK_CONTESTED).toBeLessThanOrEqual(s.MARK);
          expect(s.MARK_INSIDE_50).toBeLessThanOrEqual(s.MARK);
          expect(s.BROWNLOW_VOTES).toBe(0);
        }
      }
    }
  });

  // Its time is measured by `npm run bench` (bench/data-load.ts), as a ratio to one season's.
  it("generates 20 seasons, the last one the current year", () => {
    const big = generateDemoLeague({ seed: 1, seasons: 20, now: NOW });
    expect(big.seasons.length).toBe(20);
    expect(big.seasons.map((s) => s.startYear)).toEqual(Array.from({ length: 20 }, (_, i) => 2006 + i));
    expect(last(big.seasons).startYear).toBe(2025);
  });
});
