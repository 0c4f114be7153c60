import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dataset } from "../model/dataset";
import { loadAflDataset, periodSecsFor } from "./load-afl-dataset";
import { parseCsv } from "../../format/parse-csv";

// Tests run from the project root (vitest's default root).
const DATA_DIR = join(process.cwd(), "data/afl");
let d: Dataset;
beforeAll(() => {
  d = loadAflDataset(DATA_DIR);
});

const personBySource = (sourceId: string) => {
  const p = d.persons.find((x) => x.sourceId === sourceId);
  if (!p) throw new Error(`no person ${sourceId}`);
  return p;
};
const squadId = (code: string) => d.squads.find((s) => s.code === code)?.id;

describe("loadAflDataset on the real CSVs", () => {
  it("has the expected counts", () => {
    expect(d.matches).toHaveLength(648);
    for (const id of [52, 62, 73]) expect(d.matches.filter((m) => m.seasonId === id)).toHaveLength(216);
    expect(d.persons).toHaveLength(855);
    expect(d.playerMatches).toHaveLength(29808);
    expect(d.venues).toHaveLength(19);
    expect(d.squads.map((s) => s.id).sort((a, b) => a - b)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 1000, 1010,
    ]);
    expect(new Set(d.venues.map((v) => v.code)).size).toBe(19);
  });

  it("keeps every match's quarter-4 score equal to the CSV final score", () => {
    const rows = parseCsv(readFileSync(join(DATA_DIR, "matches.csv"), "utf8"));
    const byId = new Map(d.matches.map((m) => [m.id, m]));
    expect(rows).toHaveLength(648);
    for (const r of rows) {
      const m = byId.get(Number(r.match_id));
      const home = m?.homeQuarters[3];
      const away = m?.awayQuarters[3];
      expect(home && 6 * home.goals + home.behinds).toBe(Number(r.home_score));
      expect(away && 6 * away.goals + away.behinds).toBe(Number(r.away_score));
      expect(m?.homeQuarters).toHaveLength(4);
    }
  });

  it("numbers rounds: Opening Round 0 in 2024/2025, finals keep counting", () => {
    const rounds = (id: number) => d.seasons.find((s) => s.id === id)?.phases.flatMap((p) => p.rounds) ?? [];
    const r2023 = rounds(52);
    expect(r2023.map((r) => r.number)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(r2023.slice(24).map((r) => [r.id, r.code, r.name, r.phaseNumber])).toEqual([
      [5225, "FW1", "Finals Week 1", 1],
      [5226, "FW2", "Finals Week 2", 2],
      [5227, "FW3", "Preliminary Finals", 3],
      [5228, "FW4", "Grand Final", 4],
    ]);
    const r2024 = rounds(62);
    expect(r2024[0]).toEqual({ id: 6200, code: "OR", name: "Opening Round", number: 0, phaseNumber: 0 });
    expect(r2024.map((r) => r.number)).toEqual(Array.from({ length: 29 }, (_, i) => i));
    expect(r2024.filter((r) => r.code.startsWith("FW")).map((r) => r.number)).toEqual([25, 26, 27, 28]);
    expect(d.matches.filter((m) => m.seasonId === 62 && m.roundNumber === 0)).toHaveLength(4);
    // The postponed 2025 Opening Round game stays in round 0 and is that round's last match.
    const late = d.matches.find((m) => m.id === 2025207);
    expect([late?.roundNumber, late?.roundOrder, late?.roundId]).toEqual([0, 4, 7300]);
  });

  it("matches spot checks against the CSV", () => {
    const gf2023 = d.matches.find((m) => m.id === 2023216);
    expect(gf2023).toMatchObject({
      typeCode: "GF",
      roundNumber: 28,
      phaseId: 522,
      homeSquadId: 40,
      awaySquadId: 20,
      attendance: 100024,
      utcStart: "2023-09-30T04:30:00.000Z",
      localDate: "2023-09-30",
      localTime: "14:30:00",
      venueId: d.venues.find((v) => v.code === "MCG")?.id,
    });
    expect(gf2023?.homeQuarters[3]).toEqual({ goals: 12, behinds: 18 });
    expect(gf2023?.awayQuarters[3]).toEqual({ goals: 13, behinds: 8 });
    const gf2024 = d.matches.find((m) => m.id === 2024216);
    expect([gf2024?.homeSquadId, gf2024?.awaySquadId, gf2024?.typeCode]).toEqual([160, 20, "GF"]);
    const first = d.matches.find((m) => m.id === 2023001);
    expect(first?.homeQuarters.map((q) => `${q.goals}.${q.behinds}`)).toEqual(["1.4", "2.4", "7.8", "8.10"]);
    expect([first?.roundOrder, first?.typeCode, first?.attendance]).toEqual([1, "HA", 88084]);
  });

  it("derives deterministic quarter lengths of about 27-33 minutes", () => {
    for (const m of d.matches) {
      expect(m.periodSecs).toHaveLength(4);
      for (const s of m.periodSecs) expect(s >= 1620 && s <= 1980).toBe(true);
    }
    expect(periodSecsFor(2023001)).toEqual(periodSecsFor(2023001));
    expect(new Set(d.matches.map((m) => m.periodSecs.join())).size).toBeGreaterThan(600);
  });

  it("builds persons and player-match stat lines", () => {
    expect(d.persons[0]).toMatchObject({
      id: 1001,
      sourceId: "acres_blake_07101995",
      displayName: "B. Acres",
    });
    const nick = personBySource("daicos_nick_03012003");
    expect(nick).toMatchObject({
      fullname: "Nick Daicos",
      displayName: "N. Daicos",
      height: 184,
      weight: 73,
    });
    expect(personBySource("hanily_tom_31052005").weight).toBeNull();
    const line = d.playerMatches.find((pm) => pm.matchId === 2023216 && pm.personId === nick.id);
    expect(line).toMatchObject({ squadId: 40, jumperNumber: 35, subStatus: null, timeOnGroundPct: 85 });
    expect(line?.stats).toMatchObject({
      KICK: 17,
      HANDBALL: 12,
      DISPOSAL: 29,
      GOAL: 1,
      BEHIND: 1,
      TACKLE: 4,
    });
    expect(Object.keys(line?.stats ?? {})).toHaveLength(22);
    expect(d.playerMatches.filter((pm) => pm.subStatus === "on")).toHaveLength(428 + 427 + 431);
  });

  it("lists squads per season with the jumper number worn", () => {
    const sp = (source: string, seasonId: number) =>
      d.squadPlayers.find((x) => x.personId === personBySource(source).id && x.seasonId === seasonId);
    expect(sp("daicos_nick_03012003", 52)).toMatchObject({ squadId: squadId("COLL"), jumperNumber: 35 });
    expect(sp("gawn_max_30121991", 62)).toMatchObject({ squadId: squadId("MELB"), jumperNumber: 11 });
    expect(sp("cripps_patrick_18031995", 73)).toMatchObject({ squadId: squadId("CARL"), jumperNumber: 9 });
    // Every (season, squad, person) with a stat line is listed exactly once.
    const season = new Map(d.matches.map((m) => [m.id, m.seasonId]));
    const keys = new Set(
      d.playerMatches.map((pm) => `${season.get(pm.matchId)}:${pm.squadId}:${pm.personId}`),
    );
    expect(d.squadPlayers).toHaveLength(keys.size);
  });
});

describe("loadAflDataset on small fixtures", () => {
  let dir = "";
  const matches = readFileSync(join(DATA_DIR, "matches.csv"), "utf8").trimEnd().split("\n");
  const stats = readFileSync(join(DATA_DIR, "player_stats.csv"), "utf8").trimEnd().split("\n");
  beforeAll(() => {
    dir = mkdtempSync(join(process.env.TMPDIR ?? "/tmp", "afl-fixture-"));
    for (const f of ["venues.csv", "players.csv"]) copyFileSync(join(DATA_DIR, f), join(dir, f));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (matchLines: string[], statLines: string[]) => {
    writeFileSync(join(dir, "matches.csv"), [matches[0], ...matchLines].join("\n"));
    writeFileSync(join(dir, "player_stats.csv"), [stats[0], ...statLines].join("\n"));
  };
  // Richmond's first three 2023 matches (rounds 1-3); Tim Taranto (#14) played all three.
  const richmond = matches
    .filter((l) => /^2023\d+,.*,(Richmond,[^,]+|[^,]+,Richmond),\d/.test(l))
    .slice(0, 3);
  const ids = richmond.map((l) => l.split(",")[0]);
  const tarantoLines = stats.filter(
    (l) => ids.includes(l.split(",")[0]) && l.includes(",taranto_tim_28011998,"),
  );
  const withJumper = (line: string, n: number) =>
    line.replace(",taranto_tim_28011998,14,", `,taranto_tim_28011998,${n},`);

  it("picks the most-worn jumper number, and the latest on a tie", () => {
    expect(tarantoLines).toHaveLength(3);
    write(richmond, [withJumper(tarantoLines[0], 40), tarantoLines[1], withJumper(tarantoLines[2], 40)]);
    expect(loadAflDataset(dir).squadPlayers.map((x) => x.jumperNumber)).toEqual([40]);
    write(richmond.slice(0, 2), [withJumper(tarantoLines[0], 40), tarantoLines[1]]);
    expect(loadAflDataset(dir).squadPlayers.map((x) => x.jumperNumber)).toEqual([14]);
    write(richmond.slice(0, 2), [tarantoLines[0], withJumper(tarantoLines[1], 40)]);
    expect(loadAflDataset(dir).squadPlayers.map((x) => x.jumperNumber)).toEqual([40]);
  });

  it("throws naming the match when quarter scores disagree with the final score", () => {
    const cols = richmond[0].split(",");
    cols[matches[0].split(",").indexOf("home_q4_goals")] = "99";
    write([cols.join(",")], []);
    expect(() => loadAflDataset(dir)).toThrow(
      /match 2023001 \(Richmond v Carlton\): home quarter-4 score 99\.10/,
    );
  });
});
