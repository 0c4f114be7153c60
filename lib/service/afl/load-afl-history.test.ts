import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readRawCsv } from "@/tests/helpers/raw-csv";
import { generateDemoLeague } from "../demo/generate-demo-league";
import type { Dataset, DatasetMatch, DatasetSeason } from "../model/dataset";
import { HISTORY_ID_BASE } from "./history-ids";
import { loadAflDataset } from "./load-afl-dataset";
import { withAflHistory } from "./load-afl-history";

// The history as imported, against the raw file read by the tests' own reader (never the loader's).
const DATA_DIR = join(process.cwd(), "data/afl");
const raw = readRawCsv("history/matches_1897_2022.csv");
let current: Dataset;
let d: Dataset;
beforeAll(() => {
  current = loadAflDataset(DATA_DIR);
  d = withAflHistory(current, DATA_DIR);
});

const historic = () => d.seasons.filter((s) => s.id >= HISTORY_ID_BASE);
const seasonOfYear = (year: number) => d.seasons.find((s) => s.startYear === year)!;
/** The name a squad played under in a season. */
const nameIn = (s: DatasetSeason, squadId: number) =>
  s.squadNames?.find((n) => n.squadId === squadId)?.name ?? d.squads.find((q) => q.id === squadId)!.name;
const venueKey = (m: DatasetMatch) => d.venues.find((v) => v.id === m.venueId)!.sourceKey;
const total = (q: { goals: number; behinds: number }) => q.goals * 6 + q.behinds;

describe("the history 1897–2022 as imported", () => {
  it("has every season of the file, of the AFL's league and level, beside 2023–2025", () => {
    const years = [...new Set(raw.map((r) => Number(r.season)))].sort((a, b) => a - b);
    expect(years[0]).toBe(1897);
    expect(years.at(-1)).toBe(2022);
    expect(historic().map((s) => s.startYear)).toEqual(years);
    for (const s of historic()) expect([s.leagueId, s.levelId, s.isMainCompetition]).toEqual([1, 1, true]);
    expect(d.seasons.filter((s) => s.id < HISTORY_ID_BASE).map((s) => s.id)).toEqual([52, 62, 73]);
    expect(d.matches).toHaveLength(raw.length + 648);
  });

  it("has as many home-and-away matches and finals in each season as the file", () => {
    for (const s of historic()) {
      const rows = raw.filter((r) => Number(r.season) === s.startYear);
      const ms = d.matches.filter((m) => m.seasonId === s.id);
      const finals = ms.filter((m) => m.typeCode !== "HA");
      expect([ms.length - finals.length, finals.length], String(s.startYear)).toEqual([
        rows.filter((r) => r.is_final === "0").length,
        rows.filter((r) => r.is_final === "1").length,
      ]);
    }
  });

  it("keeps every match's quarter and final scores, teams (names of the day), ground and time", () => {
    const byKey = new Map<string, DatasetMatch>();
    for (const m of d.matches.filter((x) => x.seasonId >= HISTORY_ID_BASE)) {
      const s = d.seasons.find((x) => x.id === m.seasonId)!;
      byKey.set(`${m.localDate} ${m.localTime.slice(0, 5)}|${venueKey(m)}|${nameIn(s, m.homeSquadId)}`, m);
    }
    expect(byKey.size).toBe(raw.length);
    for (const r of raw) {
      const m = byKey.get(`${r.date_local}|${r.venue}|${r.home_team}`);
      expect(m, `${r.date_local} ${r.home_team}`).toBeDefined();
      const s = d.seasons.find((x) => x.id === m!.seasonId)!;
      expect(s.startYear).toBe(Number(r.season));
      expect(nameIn(s, m!.awaySquadId)).toBe(r.away_team);
      for (const side of ["home", "away"] as const) {
        const qs = side === "home" ? m!.homeQuarters : m!.awayQuarters;
        const expected = [1, 2, 3].map((q) => [
          Number(r[`${side}_q${q}_goals`]),
          Number(r[`${side}_q${q}_behinds`]),
        ]);
        expected.push([Number(r[`${side}_goals`]), Number(r[`${side}_behinds`])]);
        expect(qs.map((q) => [q.goals, q.behinds])).toEqual(expected);
        expect(total(qs[3])).toBe(Number(r[`${side}_score`]));
      }
      expect(m!.attendance).toBeNull();
    }
  });

  it("gives the premiers of every season with a grand final as the winners of its last (replays included)", () => {
    const seasonsWithGf = [
      ...new Set(raw.filter((r) => r.round === "Grand Final").map((r) => Number(r.season))),
    ];
    expect(seasonsWithGf).toHaveLength(124); // 126 seasons less 1897 and 1924
    for (const year of seasonsWithGf) {
      const gfs = raw
        .filter((r) => Number(r.season) === year && r.round === "Grand Final")
        .sort((a, b) => a.date_local.localeCompare(b.date_local));
      const last = gfs.at(-1)!;
      const winner = Number(last.home_score) > Number(last.away_score) ? last.home_team : last.away_team;
      expect(Number(last.home_score), `${year} was decided`).not.toBe(Number(last.away_score));
      const s = seasonOfYear(year);
      const imported = d.matches
        .filter((m) => m.seasonId === s.id && m.typeCode === "GF")
        .sort((a, b) => a.utcStart.localeCompare(b.utcStart));
      expect(imported).toHaveLength(gfs.length);
      const gf = imported.at(-1)!;
      const h = total(gf.homeQuarters[3]);
      const a = total(gf.awayQuarters[3]);
      expect(nameIn(s, h > a ? gf.homeSquadId : gf.awaySquadId), String(year)).toBe(winner);
    }
    // The drawn grand finals and their replays: two GF rounds, the second named as the replay.
    for (const year of [1948, 1977, 2010]) {
      const fin = seasonOfYear(year).phases[1].rounds;
      expect(fin.slice(-2).map((r) => r.name)).toEqual(["Grand Final", "Grand Final Replay"]);
    }
  });

  it("types the round-robin finals of 1897 and 1924 (no grand final) and numbers finals weeks after the rounds", () => {
    for (const year of [1897, 1924]) {
      const s = seasonOfYear(year);
      const finals = d.matches.filter((m) => m.seasonId === s.id && m.typeCode !== "HA");
      expect(finals).toHaveLength(6);
      expect(new Set(finals.map((m) => m.typeCode))).toEqual(new Set(["RR"]));
      const lastHa = s.phases[0].rounds.at(-1)!.number;
      expect(s.phases[1].rounds.map((r) => [r.number, r.phaseNumber])).toEqual([
        [lastHa + 1, 1],
        [lastHa + 2, 2],
        [lastHa + 3, 3],
      ]);
    }
  });

  it("maps the names of the day to today's clubs and keeps Fitzroy and University their own", () => {
    const s1966 = seasonOfYear(1966);
    const byCode = (code: string) => d.squads.find((q) => q.code === code)!.id;
    expect(s1966.squadNames).toEqual([
      { squadId: byCode("WB"), name: "Footscray", code: "FOOT" },
      { squadId: byCode("SYD"), name: "South Melbourne", code: "SM" },
    ]);
    expect(seasonOfYear(2000).squadNames).toEqual([
      { squadId: byCode("NMFC"), name: "Kangaroos", code: "KANG" },
    ]);
    expect(seasonOfYear(1990).squadNames?.map((n) => n.name)).toContain("Brisbane Bears");
    expect(seasonOfYear(1990).squadNames?.find((n) => n.name === "Brisbane Bears")?.squadId).toBe(
      byCode("BL"),
    );
    const fitzroy = d.squads.find((q) => q.name === "Fitzroy")!;
    const uni = d.squads.find((q) => q.name === "University")!;
    expect(seasonOfYear(1996).squadIds).toContain(fitzroy.id);
    expect(seasonOfYear(1997).squadIds).not.toContain(fitzroy.id);
    expect(seasonOfYear(1914).squadIds).toContain(uni.id);
    expect(seasonOfYear(1915).squadIds).not.toContain(uni.id);
    expect(seasonOfYear(2022).squadNames).toEqual([]);
  });

  it("leaves the dimensions of the history's own grounds absent", () => {
    const old = d.venues.filter((v) => v.id >= HISTORY_ID_BASE);
    expect(old.length).toBeGreaterThan(0);
    for (const v of old) expect([v.length, v.width]).toEqual([null, null]);
    // A ground of 2023–2025 keeps its id and dimensions when history's matches use it.
    const mcg = d.venues.find((v) => v.sourceKey === "M.C.G.")!;
    expect(mcg.id).toBe(current.venues.find((v) => v.sourceKey === "M.C.G.")!.id);
    expect(mcg.length).not.toBeNull();
  });
});

describe("the history's id scheme", () => {
  const idsOf = (ds: Dataset) => ({
    seasons: ds.seasons.map((s) => s.id),
    phases: ds.seasons.flatMap((s) => s.phases.map((p) => p.id)),
    rounds: ds.seasons.flatMap((s) => s.phases.flatMap((p) => p.rounds.map((r) => r.id))),
    matches: ds.matches.map((m) => m.id),
    squads: ds.squads.map((q) => q.id),
    venues: ds.venues.map((v) => v.id),
  });

  it("cannot collide with the ids of 2023–2025 (the provider's) or of the demo league", () => {
    const demo = generateDemoLeague({ seed: 1, seasons: 3, now: new Date("2026-06-01T00:00:00Z") });
    const taken = [idsOf(current), idsOf(demo)];
    const added = idsOf(d);
    for (const kind of Object.keys(added) as (keyof typeof added)[]) {
      const currentIds = new Set(taken.flatMap((t) => t[kind]));
      const historicIds = added[kind].filter((id) => !new Set(idsOf(current)[kind]).has(id));
      expect(new Set(added[kind]).size, `${kind} unique`).toBe(added[kind].length);
      // Continuing clubs and the grounds of 2023–2025 are shared on purpose; everything else is new.
      if (kind !== "squads" && kind !== "venues") expect(historicIds.length, kind).toBeGreaterThan(0);
      for (const id of historicIds) {
        expect(currentIds.has(id), `${kind} ${id}`).toBe(false);
        expect(id, `${kind} ${id} fits an int32`).toBeLessThanOrEqual(2_147_483_647);
      }
    }
    for (const s of historic()) expect(s.id).toBe(HISTORY_ID_BASE + s.startYear);
    for (const m of d.matches.filter((x) => x.seasonId >= HISTORY_ID_BASE)) {
      const year = d.seasons.find((s) => s.id === m.seasonId)!.startYear;
      expect(Math.floor(m.id / 1000), String(m.id)).toBe(year);
    }
    const newSquads = d.squads.filter((q) => !current.squads.some((c) => c.id === q.id));
    expect(newSquads.map((q) => q.name).sort()).toEqual(["Fitzroy", "University"]);
    for (const q of newSquads) expect(q.id).toBeGreaterThan(HISTORY_ID_BASE);
  });

  it("is stable: a second import gives every match, season, squad and ground the same id", () => {
    const again = withAflHistory(loadAflDataset(DATA_DIR), DATA_DIR);
    const key = (m: DatasetMatch) => `${m.utcStart}|${m.venueId}|${m.homeSquadId}|${m.awaySquadId}`;
    expect(new Map(again.matches.map((m) => [key(m), m.id]))).toEqual(
      new Map(d.matches.map((m) => [key(m), m.id])),
    );
    expect(idsOf(again)).toEqual(idsOf(d));
  });
});
