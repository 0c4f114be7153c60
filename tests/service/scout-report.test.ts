import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Entry,
  Fixture,
  PlayerStatistics,
  PossessionChains,
  Shot,
  SquadStatistics,
} from "@/lib/contract";
import { matchPlaces } from "@/lib/season/game-log";
import {
  chainSummary,
  CLEARANCE_METRICS,
  clearances,
  entryGrids,
  KEY_METRICS,
  lastMatches,
  scoutShots,
  topPlayers,
  TOP_N,
} from "@/features/scouting/model/scout";
import { teamRounds } from "@/lib/season/team-season";
import { readRawCsv } from "../helpers/raw-csv";
import { startService, type RunningService } from "../helpers/start-service";

// The opposition scouting report's counts against the real box scores: the per-match answers come from
// the real embedded service over HTTP (the operations the report reads), the report is summed from
// them, and every count is compared with this test's own sums over the raw matches.csv and
// player_stats.csv for the same matches.

const YEAR = "2023";
const SEASON_ID = 52;
const csvMatches = readRawCsv("matches.csv").filter((m) => m.season === YEAR);
const csvStats = readRawCsv("player_stats.csv").filter((r) => r.season === YEAR);

// KEY_METRICS' codes → player_stats.csv columns, written out here (not read from the loader).
const COLUMN: Record<string, string> = {
  DISPOSAL: "disposals",
  POSSESSION_CONTESTED: "contested_possessions",
  CLEARANCE: "clearances",
  INSIDE_50: "inside_50s",
  GOAL: "goals",
  TACKLE: "tackles",
};

let svc: RunningService;
let fixture: Fixture;
beforeAll(async () => {
  svc = await startService();
  fixture = (await svc.json<Fixture>(`/v1/leagues/1/levels/1/seasons/${SEASON_ID}/fixture`)).body;
});
afterAll(async () => {
  await svc?.close();
});

async function get<T>(path: string): Promise<T> {
  const res = await svc.json<T>(`/v1${path}`);
  expect(res.status, path).toBe(200);
  return res.body;
}

const metricQuery = (codes: readonly string[]) => codes.map((c) => `metric=${c}`).join("&");

// The premiers over their last five (the finals), and a side that missed the finals over its last ten.
const CASES = [
  { team: () => csvMatches.find((m) => m.round_name === "Grand Final")!.winner, last: 5 },
  { team: () => "West Coast", last: 10 },
];

describe(`scouting report, ${YEAR}: counts equal the raw box scores of the same matches`, () => {
  for (const c of CASES)
    it(`${c.last} matches`, { timeout: 300_000 }, async () => {
      const team = c.team();
      const places = matchPlaces(fixture);
      const csvOf = new Map(csvMatches.map((m) => [Number(m.match_id), m]));
      // The squad's id, from who played its first match (not by matching names).
      const first = csvMatches.find((m) => m.home_team === team || m.away_team === team)!;
      const p0 = places.get(Number(first.match_id))!;
      const squadId = first.home_team === team ? p0.home.id : p0.away.id;

      const matches = lastMatches(teamRounds(squadId, fixture), c.last);
      expect(matches).toHaveLength(c.last);
      // The same matches the CSV says are the team's last, by date.
      const mine = csvMatches
        .filter((m) => m.home_team === team || m.away_team === team)
        .sort((a, b) => a.start_time_utc.localeCompare(b.start_time_utc))
        .slice(-c.last);
      expect(matches.map((m) => m.matchId)).toEqual(mine.map((m) => Number(m.match_id)));

      const shots = new Map<number, Shot[]>();
      const lengths = new Map<number, number>();
      const entries: Entry[][] = [];
      const chains: PossessionChains[] = [];
      const squadStats: SquadStatistics[] = [];
      const playerStats: PlayerStatistics[] = [];
      // One match at a time: dozens of requests at once reset connections on a loaded machine.
      for (const m of matches) {
        const at = `/matches/${m.matchId}`;
        shots.set(m.matchId, (await get<{ shots: Shot[] }>(`${at}/shots`)).shots);
        lengths.set(
          m.matchId,
          (await get<{ dimensions: { length: number } }>(`${at}/venue`)).dimensions.length,
        );
        entries.push((await get<{ entries: Entry[] }>(`${at}/entries`)).entries);
        chains.push(await get<PossessionChains>(`${at}/chains`));
        squadStats.push(
          await get<SquadStatistics>(`${at}/statistics/squads?${metricQuery(CLEARANCE_METRICS)}`),
        );
        playerStats.push(
          await get<PlayerStatistics>(
            `${at}/statistics/players?${metricQuery(KEY_METRICS.map((k) => k.code))}`,
          ),
        );
      }

      // The test's own sums over the CSV rows of these matches.
      const ids = new Set(mine.map((m) => m.match_id));
      const rows = csvStats.filter((r) => ids.has(r.match_id));
      const sum = (col: string, ours: boolean) =>
        rows.filter((r) => (r.team === team) === ours).reduce((a, r) => a + Number(r[col]), 0);
      const points = (ours: boolean) =>
        mine.reduce((a, m) => a + Number((m.home_team === team) === ours ? m.home_score : m.away_score), 0);

      // Shots: its goals and behinds kicked (rushed behinds are no one's shot), and its opponents'.
      const s = scoutShots(squadId, matches, shots, lengths);
      expect(s.missing).toEqual([]);
      const count = (list: typeof s.for, code: string) => list.filter((x) => x.result.code === code).length;
      expect(count(s.for, "GOAL")).toBe(sum("goals", true));
      expect(count(s.against, "GOAL")).toBe(sum("goals", false));
      expect(count(s.for, "BEHIND")).toBe(sum("behinds", true));
      expect(count(s.against, "BEHIND")).toBe(sum("behinds", false));

      // Entries: every inside 50 of the box score, each side, and the grid partitions them.
      const g = entryGrids(squadId, entries);
      expect(g.for.total).toBe(sum("inside_50s", true));
      expect(g.against.total).toBe(sum("inside_50s", false));
      expect(g.for.cells.reduce((a, x) => a + x.entries, 0)).toBe(g.for.total);

      // Chains: every point scored came from a chain, so points by chain start add up to the scores.
      const ch = chainSummary(squadId, chains);
      expect(ch.startPoints.reduce((a, r) => a + r.for, 0)).toBe(points(true));
      expect(ch.startPoints.reduce((a, r) => a + r.against, 0)).toBe(points(false));
      expect(ch.ends.find((r) => r.code === "GOAL")).toMatchObject({
        for: sum("goals", true),
        against: sum("goals", false),
      });
      expect(ch.starts.reduce((a, r) => a + r.for, 0)).toBe(ch.total.for);
      expect(ch.ends.reduce((a, r) => a + r.against, 0)).toBe(ch.total.against);

      // Clearances: the box score's, and the three kinds of stoppage make up all of them.
      const cl = new Map(clearances(squadId, squadStats).map((r) => [r.code, r]));
      expect(cl.get("CLEARANCE")).toMatchObject({
        for: sum("clearances", true),
        against: sum("clearances", false),
      });
      for (const side of ["for", "against"] as const)
        expect(
          cl.get("CLEARANCE_CB")![side] + cl.get("CLEARANCE_BU")![side] + cl.get("CLEARANCE_TI")![side],
        ).toBe(cl.get("CLEARANCE")![side]);
      expect(cl.get("CLEARANCE_CB")!.for).toBeGreaterThan(0);

      // Top players: each metric's top totals and games are those of the team's CSV rows.
      const top = topPlayers(squadId, playerStats);
      for (const k of KEY_METRICS) {
        const byPlayer = new Map<string, { total: number; games: number }>();
        for (const r of rows.filter((x) => x.team === team)) {
          const e = byPlayer.get(r.player_id) ?? { total: 0, games: 0 };
          e.total += Number(r[COLUMN[k.code]]);
          e.games++;
          byPlayer.set(r.player_id, e);
        }
        const want = [...byPlayer.values()]
          .filter((e) => e.total > 0)
          .map((e) => e.total)
          .sort((a, b) => b - a)
          .slice(0, TOP_N);
        const got = top.find((t) => t.code === k.code)!.players;
        expect(
          got.map((p) => p.total),
          k.code,
        ).toEqual(want);
      }
      // Games: a player's count of matches with a line is his count of CSV rows.
      const disposals = top.find((t) => t.code === "DISPOSAL")!.players;
      const games = [...new Set(rows.filter((r) => r.team === team).map((r) => r.player_id))].map(
        (id) => rows.filter((r) => r.player_id === id).length,
      );
      for (const p of disposals) expect(games).toContain(p.games);
      expect(csvOf.size).toBeGreaterThan(0);
    });
});
