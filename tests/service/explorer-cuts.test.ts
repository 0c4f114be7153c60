import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Fixture } from "@/lib/contract";
import { completedMatches, type SeasonMatch } from "@/lib/app-server/builds/season-builds";
import { keptSlices } from "@/lib/app-server/builds/kept-slices";
import type { MetricSlice } from "@/lib/season/leaders";
import { SPLIT_PERIODS, SPLIT_ZONES, type SplitZone } from "@/lib/season/match-splits";
import { FANTASY_CODE } from "@/lib/season/fantasy";
import type { ExploreAddress } from "@/features/season-explorer/model/explore-address";
import { explorePlayers } from "@/features/season-explorer/model/explore-players";
import { explorePoints, type ExplorePlayer } from "@/features/season-explorer/model/explore-points";
import { readRawCsv } from "../helpers/raw-csv";
import { startSeasonApp } from "../helpers/season-app";
import { startService, type RunningService } from "../helpers/start-service";

// The season explorer's quarter and zone cuts against real 2024 box scores. The raw source has no
// quarter or zone per player, so no figure of a cut can be read from it: instead, the explorer's
// figures of the four quarters (and of the six zones, and of the 24 cells) must add up to its figure of
// the whole matches, and that one is anchored to the raw player_stats.csv (this test's own reading).
// The splits are ~11 MB a match, so only Collingwood's first four matches are kept (the season's
// build as a page finds it part way): read as the page reads them (keptSlices from the splits build,
// labelled partial, then explorePlayers and explorePoints), every player of those matches is checked
// against his rows of them.

const SEASON_ID = 62;
const TEAM = "Collingwood";
const KEPT = 4;
const rows = readRawCsv("player_stats.csv").filter((r) => r.season === "2024");
const teamMatchIds = [...new Set(rows.filter((r) => r.team === TEAM).map((r) => Number(r.match_id)))].sort(
  (a, b) => a - b,
);
const keptIds = new Set(teamMatchIds.slice(0, KEPT));
// Person ids: players.csv sorted by player_id, from 1001 (SOURCES.md's import).
const sourceIds = readRawCsv("players.csv")
  .map((p) => p.player_id)
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
/** Every player of the kept matches (both sides), by person id, with his rows of them. */
const ours = new Map<number, Record<string, string>[]>();
for (const r of rows.filter((x) => keptIds.has(Number(x.match_id)))) {
  const id = 1001 + sourceIds.indexOf(r.player_id);
  ours.set(id, [...(ours.get(id) ?? []), r]);
}
// prettier-ignore
const FANTASY: Record<string, number> = {
  kicks: 3, handballs: 2, marks: 3, tackles: 4, free_kicks_for: 1, free_kicks_against: -3,
  hit_outs: 1, goals: 6, behinds: 1,
};
/** A raw column's season total, or the Fantasy score's. */
const rawTotal = (rs: Record<string, string>[], column: string) =>
  rs.reduce(
    (a, r) =>
      a +
      (column === "fantasy"
        ? Object.entries(FANTASY).reduce((s, [c, w]) => s + w * Number(r[c]), 0)
        : Number(r[column])),
    0,
  );

const LISTS = { clubs: new Map<number, string>(), players: new Map() };
const ADDRESS: ExploreAddress = {
  x: "",
  y: "",
  minGames: 1,
  squad: null,
  position: null,
  sort: "name",
  dir: "asc",
  quarter: null,
  zone: null,
};

let svc: RunningService;
let dir: string;
let app: Awaited<ReturnType<typeof startSeasonApp>>;
let matches: SeasonMatch[];

beforeAll(async () => {
  svc = await startService();
  dir = mkdtempSync(path.join(tmpdir(), "explorer-cuts-"));
  app = await startSeasonApp(svc, dir);
  const fixture = (await svc.json<Fixture>(`/v1/leagues/1/levels/1/seasons/${SEASON_ID}/fixture`)).body;
  matches = completedMatches(fixture).filter((m) => teamMatchIds.includes(m.id));
  await app.builds.ensure(
    SEASON_ID,
    matches.filter((m) => keptIds.has(m.id)),
  );
  await app.builds.settled(SEASON_ID);
}, 300_000);
afterAll(async () => {
  await app?.db.close();
  await svc?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The explorer's players of the kept matches under a cut, by person id. */
function cutOf(xy: [MetricSlice[], MetricSlice[]], quarter: number | null, zone: SplitZone | null) {
  const players = explorePlayers(xy, { quarter, zone }, LISTS).filter((p) => ours.has(p.personId));
  return new Map(players.map((p) => [p.personId, p]));
}

/** The cuts' totals and figures a game added up, player by player. */
function added(parts: Map<number, ExplorePlayer>[]) {
  const out = new Map<
    number,
    { games: number[]; x: number; y: number; xPerGame: number; yPerGame: number }
  >();
  for (const part of parts) {
    const points = new Map(explorePoints([...part.values()], ADDRESS).points.map((p) => [p.personId, p]));
    for (const [id, p] of part) {
      const s = out.get(id) ?? { games: [], x: 0, y: 0, xPerGame: 0, yPerGame: 0 };
      s.games.push(p.games);
      s.x += p.xTotal!;
      s.y += p.yTotal!;
      s.xPerGame += points.get(id)!.x;
      s.yPerGame += points.get(id)!.y;
      out.set(id, s);
    }
  }
  return out;
}

describe(`the explorer's quarter and zone cuts of ${TEAM}'s first 2024 matches, from the kept splits`, () => {
  it("four of its 23 matches' splits are kept: the page reads those, said to be part of the season", async () => {
    expect(matches).toHaveLength(23);
    expect(ours.size).toBeGreaterThan(100); // both sides of four matches: the rows exist
    const status = await app.builds.status(SEASON_ID, matches);
    expect(status).toMatchObject({ total: 23, done: KEPT, building: false });
    const kept = (await keptSlices(app.builds, status, SEASON_ID, matches, ["DISPOSAL", "GOAL"]))!;
    expect(kept.slices.map((s) => s.map((m) => m.matchId))).toEqual([[...keptIds], [...keptIds]]);
    expect(kept.partial).toMatchObject({ total: 23, done: KEPT });
  });

  for (const [x, y, xColumn, yColumn] of [
    ["DISPOSAL", "GOAL", "disposals", "goals"],
    ["TACKLE", FANTASY_CODE, "tackles", "fantasy"],
  ] as const)
    it(`${x} and ${y}: quarters, zones and their cells add up to the whole season, which is the raw data's`, async () => {
      const status = await app.builds.status(SEASON_ID, matches);
      const kept = (await keptSlices(app.builds, status, SEASON_ID, matches, [x, y]))!;
      const xy = kept.slices as [MetricSlice[], MetricSlice[]];
      const whole = cutOf(xy, null, null);
      // The whole matches, against the raw rows: his games and both totals.
      expect(whole.size).toBe(ours.size);
      for (const [id, rs] of ours)
        expect([whole.get(id)?.games, whole.get(id)?.xTotal, whole.get(id)?.yTotal], String(id)).toEqual([
          rs.length,
          rawTotal(rs, xColumn),
          rawTotal(rs, yColumn),
        ]);
      const byQuarter = added(SPLIT_PERIODS.map((q) => cutOf(xy, q, null)));
      const byZone = added(SPLIT_ZONES.map((z) => cutOf(xy, null, z)));
      const byCell = added(SPLIT_PERIODS.flatMap((q) => SPLIT_ZONES.map((z) => cutOf(xy, q, z))));
      for (const [parts, n] of [
        [byQuarter, 4],
        [byZone, 6],
        [byCell, 24],
      ] as const) {
        expect(parts.size).toBe(ours.size);
        for (const [id, w] of whole) {
          const s = parts.get(id)!;
          // Each part a game is its total over all his games, so the parts a game add up too.
          expect(s.games, String(id)).toEqual(new Array(n).fill(w.games));
          expect([s.x, s.y], String(id)).toEqual([w.xTotal, w.yTotal]);
          expect(s.xPerGame).toBeCloseTo(w.xTotal! / w.games, 9);
          expect(s.yPerGame).toBeCloseTo(w.yTotal! / w.games, 9);
        }
      }
      // A quarter is a part: below the whole for most (a cut that cut nothing would fail the sums above).
      const first = cutOf(xy, 1, null);
      const below = [...whole].filter(([id, w]) => first.get(id)!.xTotal! < w.xTotal!);
      expect(below.length).toBeGreaterThan(ours.size / 2);
    });
});
