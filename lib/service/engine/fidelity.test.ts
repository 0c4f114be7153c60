import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadAflDataset } from "../afl/load-afl-dataset";
import type { Dataset } from "../model/dataset";
import { countBoxScore, FIDELITY_CODES } from "./box-score-rules";
import { engineInputFrom, realFigures, type EngineSource } from "./engine-input";
import { generateMatchEvents } from "./generate-match";

// Fidelity of the engine on its own: the generated events must count back, through the shared
// box-score rules, to every player's real figure for every fidelity code, and the squads' goals,
// behinds and rushed behinds must give the real score at the end of every quarter. Every sixth real
// match (108 of 648, each season's grand final among them): the same figures for every match are
// tests/service/raw-source-anchors.test.ts's, through the service's answers (the player statistics' 22 columns, the squad statistics POST's
// quarters) against the raw CSVs themselves, so this file is where a failure is found in the engine,
// not the only net (all 648 here cost ~25 s of CI's vitest; the anchors generate every match anyway).
const SAMPLE_EVERY = 6;

let ds: Dataset;
let src: EngineSource;

beforeAll(() => {
  ds = loadAflDataset(path.join(process.cwd(), "data/afl"));
  const byMatch = new Map<number, Dataset["playerMatches"]>();
  for (const p of ds.playerMatches) {
    const list = byMatch.get(p.matchId);
    if (list) list.push(p);
    else byMatch.set(p.matchId, [p]);
  }
  const squads = new Map<string, Dataset["squadPlayers"]>();
  for (const s of ds.squadPlayers) {
    const key = `${s.seasonId}:${s.squadId}`;
    const list = squads.get(key);
    if (list) list.push(s);
    else squads.set(key, [s]);
  }
  src = {
    matches: new Map(ds.matches.map((m) => [m.id, m])),
    venues: new Map(ds.venues.map((v) => [v.id, v])),
    playerMatches: byMatch,
    squadPlayers: squads,
  };
});

describe("match engine fidelity on all real matches", () => {
  it("starts from consistent data: players' goals make the squad's, their behinds never exceed it", () => {
    const by = new Map<string, { goals: number; behinds: number }>();
    for (const p of ds.playerMatches) {
      const key = `${p.matchId}:${p.squadId}`;
      const t = by.get(key) ?? { goals: 0, behinds: 0 };
      t.goals += p.stats.GOAL ?? 0;
      t.behinds += p.stats.BEHIND ?? 0;
      by.set(key, t);
    }
    const bad: string[] = [];
    for (const m of ds.matches) {
      for (const [squad, q] of [
        [m.homeSquadId, m.homeQuarters[3]],
        [m.awaySquadId, m.awayQuarters[3]],
      ] as const) {
        const t = by.get(`${m.id}:${squad}`);
        if (!t || t.goals !== q.goals || t.behinds > q.behinds) bad.push(`${m.id} ${squad}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("reproduces every player's box score and every quarter score", { timeout: 120_000 }, () => {
    expect(ds.matches).toHaveLength(648);
    // Each season's last match is its grand final.
    const last = new Map<number, Dataset["matches"][number]>();
    for (const m of ds.matches) {
      const seen = last.get(m.seasonId);
      if (!seen || m.utcStart > seen.utcStart) last.set(m.seasonId, m);
    }
    const lastOfSeason = new Set([...last.values()].map((m) => m.id));
    const sample = ds.matches.filter((m, i) => i % SAMPLE_EVERY === 0 || lastOfSeason.has(m.id));
    expect(sample.length).toBeGreaterThanOrEqual(648 / SAMPLE_EVERY);
    const mismatches: string[] = [];
    for (const m of sample) {
      const input = engineInputFrom(src, m.id);
      const me = generateMatchEvents(input);
      const box = countBoxScore(me.events);
      for (const p of input.players) {
        const real = realFigures(p.stats);
        const got = box.get(p.personId) ?? {};
        for (const code of FIDELITY_CODES) {
          if ((got[code] ?? 0) !== real[code]) {
            mismatches.push(`${m.id} player ${p.personId} ${code}: ${got[code] ?? 0} != ${real[code]}`);
          }
        }
      }
      // Cumulative goals and behinds (player behinds + rushed) at each quarter's end, per squad.
      for (const [side, squadId, quarters] of [
        [0, m.homeSquadId, m.homeQuarters],
        [1, m.awaySquadId, m.awayQuarters],
      ] as const) {
        let goals = 0;
        let behinds = 0;
        for (let q = 1; q <= 4; q++) {
          for (const e of me.events) {
            if (e.period !== q || e.squadId !== squadId) continue;
            if (e.code === "GOAL" && e.personId !== null) goals++;
            if (
              (e.code === "BEHIND" && e.personId !== null) ||
              (e.code === "RUSHED_BEHIND" && e.personId === null)
            )
              behinds++;
          }
          const want = quarters[q - 1];
          if (goals !== want.goals || behinds !== want.behinds) {
            mismatches.push(
              `${m.id} side ${side} Q${q}: ${goals}.${behinds} != ${want.goals}.${want.behinds}`,
            );
          }
        }
        const last = me.events[me.events.length - 1];
        const final = 6 * quarters[3].goals + quarters[3].behinds;
        if ((side === 0 ? last.homeScore : last.awayScore) !== final) {
          mismatches.push(`${m.id} side ${side}: running score ends at the wrong total`);
        }
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
});
