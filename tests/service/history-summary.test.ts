import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allMatches,
  biggestMargins,
  clubs,
  headToHead,
  highestScores,
  premierships,
  type HistSeason,
} from "@/lib/history/all-time";
import { createHistorySummary } from "@/lib/app-server/builds/history-summary";
import { readRawCsv } from "../helpers/raw-csv";
import { startService, type RunningService } from "../helpers/start-service";

// The all-time summary as the app builds it (the service's fixtures and ladders over real HTTP), against
// the raw history file read by the tests' own reader: premierships, a head-to-head, the records.
const raw = readRawCsv("history/matches_1897_2022.csv");

let svc: RunningService;
let seasons: HistSeason[];
let calls = 0;
beforeAll(async () => {
  svc = await startService();
  const summary = createHistorySummary({
    gapMs: 0,
    getJson: async (p) => {
      calls++;
      const { status, body } = await svc.json(`/v1${p}`);
      if (status !== 200) throw new Error(`${p}: ${status}`);
      return body;
    },
    store: { load: async () => new Map(), save: async () => {} },
  });
  summary.status();
  await summary.settled();
  // The history only (the file's years): the service also has 2023 onwards.
  seasons = summary.seasons()!.filter((s) => s.year <= 2022);
}, 240_000);
afterAll(async () => svc?.close());

const rawGrandFinalWinners = () => {
  const last = new Map<string, Record<string, string>>();
  for (const r of raw.filter((x) => x.round === "Grand Final")) {
    const prev = last.get(r.season);
    if (!prev || r.date_local > prev.date_local) last.set(r.season, r);
  }
  return [...last.values()].map((r) => ({
    year: Number(r.season),
    winner: Number(r.home_score) > Number(r.away_score) ? r.home_team : r.away_team,
  }));
};

describe("the all-time summary from the service, against the file", () => {
  it("reads every season of the file with two calls a season (and the season list)", () => {
    expect(seasons.map((s) => s.year)).toEqual(Array.from({ length: 2022 - 1897 + 1 }, (_, i) => 1897 + i));
    expect(allMatches(seasons)).toHaveLength(raw.length);
    expect(seasons.every((s) => s.complete)).toBe(true);
    // 3 season-list calls, then a fixture and a ladder for each of the service's seasons (129+).
    expect(calls).toBeLessThanOrEqual(3 + 2 * 140);
  });

  it("counts Collingwood's premierships as the file's grand finals (replays decide)", () => {
    const collingwood = clubs(seasons).find((c) => c.name === "Collingwood")!;
    const expected = rawGrandFinalWinners()
      .filter((w) => w.winner === "Collingwood")
      .map((w) => w.year);
    expect(expected).toHaveLength(15);
    expect(premierships(seasons, collingwood.id).map((p) => p.year)).toEqual(expected);
  });

  it("has the premiers of every season with a grand final (names of the day)", () => {
    const winners = rawGrandFinalWinners();
    expect(winners).toHaveLength(2022 - 1897 + 1 - 2); // 1897 and 1924 ended in a round robin
    const names = new Map(
      seasons.flatMap((s) =>
        s.matches.flatMap((m) => [m.home, m.away]).map((x) => [`${s.year}:${x.id}`, x.name]),
      ),
    );
    for (const w of winners) {
      const s = seasons.find((x) => x.year === w.year)!;
      const gfs = s.matches.filter((m) => m.grandFinal);
      const last = gfs[gfs.length - 1];
      const id = last.home.score > last.away.score ? last.home.id : last.away.id;
      expect(names.get(`${w.year}:${id}`), String(w.year)).toBe(w.winner);
    }
  });

  it("has Carlton v Collingwood's record as the file's", () => {
    const rows = raw.filter(
      (r) =>
        (r.home_team === "Carlton" && r.away_team === "Collingwood") ||
        (r.home_team === "Collingwood" && r.away_team === "Carlton"),
    );
    expect(rows.length).toBeGreaterThan(250);
    let wins = 0;
    let losses = 0;
    let points = 0;
    for (const r of rows) {
      const [own, opp] =
        r.home_team === "Carlton"
          ? [Number(r.home_score), Number(r.away_score)]
          : [Number(r.away_score), Number(r.home_score)];
      if (own > opp) wins++;
      else if (own < opp) losses++;
      points += own;
    }
    const byName = (n: string) => clubs(seasons).find((c) => c.name === n)!.id;
    const h = headToHead(allMatches(seasons), byName("Carlton"), byName("Collingwood"));
    expect([h.played, h.aWins, h.bWins, h.draws, h.aPoints]).toEqual([
      rows.length,
      wins,
      losses,
      rows.length - wins - losses,
      points,
    ]);
  });

  it("has the file's highest score and biggest margin", () => {
    const scores = raw.flatMap((r) => [Number(r.home_score), Number(r.away_score)]);
    const margins = raw.map((r) => Math.abs(Number(r.home_score) - Number(r.away_score)));
    const ms = allMatches(seasons);
    expect(highestScores(ms, 1)[0].side.score).toBe(Math.max(...scores));
    expect(biggestMargins(ms, 1)[0].margin).toBe(Math.max(...margins));
  });
});
