import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { POSITION } from "../model/positions";
import { averagesFromStats, inferPosition, type PositionAverages } from "./infer-positions";
import { loadAflDataset } from "./load-afl-dataset";

const base: PositionAverages = {
  games: 20,
  height: 185,
  disposals: 12,
  marks: 4,
  goals: 0.2,
  behinds: 0.1,
  hitouts: 0,
  tackles: 2,
  rebound50s: 0.5,
  inside50s: 1,
  clearances: 0.5,
  marksInside50: 0.2,
  onePercenters: 1,
};
const p = (over: Partial<PositionAverages>) => inferPosition({ ...base, ...over });

describe("inferPosition rules", () => {
  it("applies each documented rule", () => {
    expect(p({ hitouts: 25, height: 205 })).toBe(POSITION.RUCK);
    expect(p({ height: 196, goals: 2, behinds: 1, marksInside50: 2 })).toBe(POSITION.KEY_FORWARD);
    expect(p({ height: 180, goals: 2, behinds: 1, marksInside50: 2 })).toBe(POSITION.GENERAL_FORWARD);
    expect(p({ height: 198, onePercenters: 6 })).toBe(POSITION.KEY_DEFENDER);
    expect(p({ clearances: 5, disposals: 28 })).toBe(POSITION.MIDFIELDER);
    expect(p({ rebound50s: 4, disposals: 24 })).toBe(POSITION.GENERAL_DEFENDER);
    expect(p({ rebound50s: 4, height: 194 })).toBe(POSITION.KEY_DEFENDER);
    expect(p({ disposals: 24, inside50s: 3 })).toBe(POSITION.MIDFIELDER);
    expect(p({ inside50s: 3, goals: 0.5, behinds: 0.3 })).toBe(POSITION.MIDFIELDER_FORWARD);
    expect(p({ height: null, goals: 0.7, behinds: 0.4 })).toBe(POSITION.GENERAL_FORWARD);
    expect(p({ rebound50s: 1.5, inside50s: 0.5 })).toBe(POSITION.GENERAL_DEFENDER);
    expect(p({ height: 195 })).toBe(POSITION.KEY_FORWARD);
  });

  it("averages stat lines per game", () => {
    const a = averagesFromStats(
      [
        { HITOUT: 10, GOAL: 1 },
        { HITOUT: 20, GOAL: 0 },
      ],
      200,
    );
    expect([a.games, a.hitouts, a.goals, a.disposals, a.height]).toEqual([2, 15, 0.5, 0, 200]);
  });
});

describe("inferred positions on the real data", () => {
  const d = loadAflDataset(join(process.cwd(), "data/afl"));
  const positionOf = (sourceId: string) => {
    const person = d.persons.find((x) => x.sourceId === sourceId);
    return d.squadPlayers.find((sp) => sp.personId === person?.id)?.positionId;
  };

  it("gives every person exactly one playing position across all seasons", () => {
    const byPerson = new Map<number, Set<number>>();
    for (const sp of d.squadPlayers)
      byPerson.set(sp.personId, (byPerson.get(sp.personId) ?? new Set()).add(sp.positionId));
    expect(byPerson.size).toBe(855);
    for (const set of byPerson.values()) {
      expect(set.size).toBe(1);
      expect([...set][0]).toBeGreaterThanOrEqual(1);
      expect([...set][0]).toBeLessThanOrEqual(7);
    }
  });

  it("gives each 2024 squad at least one ruck and two of each line", () => {
    const groups: Record<number, string> = {
      [POSITION.KEY_DEFENDER]: "def",
      [POSITION.GENERAL_DEFENDER]: "def",
      [POSITION.MIDFIELDER]: "mid",
      [POSITION.MIDFIELDER_FORWARD]: "mid",
      [POSITION.KEY_FORWARD]: "fwd",
      [POSITION.GENERAL_FORWARD]: "fwd",
      [POSITION.RUCK]: "ruck",
    };
    for (const squad of d.squads) {
      const counts: Record<string, number> = { def: 0, mid: 0, fwd: 0, ruck: 0 };
      for (const sp of d.squadPlayers)
        if (sp.seasonId === 62 && sp.squadId === squad.id) counts[groups[sp.positionId]] += 1;
      expect({
        squad: squad.code,
        ruck: counts.ruck >= 1,
        def: counts.def >= 2,
        mid: counts.mid >= 2,
        fwd: counts.fwd >= 2,
      }).toEqual({ squad: squad.code, ruck: true, def: true, mid: true, fwd: true });
    }
  });

  it("places well-known players plausibly", () => {
    expect(positionOf("gawn_max_30121991")).toBe(POSITION.RUCK);
    expect(positionOf("daicos_nick_03012003")).toBe(POSITION.MIDFIELDER);
    expect(positionOf("cripps_patrick_18031995")).toBe(POSITION.MIDFIELDER);
    const andrews = d.persons.find((x) => x.fullname === "Harris Andrews")?.sourceId ?? "";
    const cameron = d.persons.find((x) => x.fullname === "Jeremy Cameron")?.sourceId ?? "";
    expect(positionOf(andrews)).toBe(POSITION.KEY_DEFENDER);
    expect(positionOf(cameron)).toBe(POSITION.KEY_FORWARD);
  });
});
