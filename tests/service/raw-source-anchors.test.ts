import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { Ladder, MatchPersonsSchema, MatchScores, PlayerStatistics } from "@/lib/contract";
import { fantasyScore } from "@/lib/season/fantasy";
import { readRawCsv } from "../helpers/raw-csv";
import { startService, type RunningService } from "../helpers/start-service";
import { fixtureCalendarSuite } from "./fixture-calendar-suite";

// Independent anchors: the expected figures are read from the raw CSVs by the test's own parsing
// (tests/helpers/raw-csv.ts), never through the loader that feeds the service, so a misread or
// swapped column in the loader makes the service disagree with this file. Real HTTP throughout.

// player_stats.csv column → metric code, written out here on purpose (not imported from the loader).
// prettier-ignore
const COLUMNS: Record<string, string> = {
  kicks: "KICK", marks: "MARK", handballs: "HANDBALL", disposals: "DISPOSAL", goals: "GOAL",
  behinds: "BEHIND", hit_outs: "HITOUT", tackles: "TACKLE", rebound_50s: "REBOUND_50",
  inside_50s: "INSIDE_50", clearances: "CLEARANCE", clangers: "CLANGER", free_kicks_for: "FREE_KICK",
  free_kicks_against: "FREE_KICK_AGAINST", brownlow_votes: "BROWNLOW_VOTES",
  contested_possessions: "POSSESSION_CONTESTED", uncontested_possessions: "POSSESSION_UNCONTESTED",
  contested_marks: "MARK_CONTESTED", marks_inside_50: "MARK_INSIDE_50", one_percenters: "ONE_PERCENTER",
  bounces: "RUNNING_BOUNCE", goal_assist: "GOAL_ASSIST",
};
// The published AFL Fantasy scoring on the CSV's own columns, written out here (not from the app).
// prettier-ignore
const FANTASY_FROM_CSV: Record<string, number> = {
  kicks: 3, handballs: 2, marks: 3, tackles: 4, free_kicks_for: 1, free_kicks_against: -3, hit_outs: 1,
  goals: 6, behinds: 1,
};
const SEASON_IDS: Record<string, number> = { "2023": 52, "2024": 62, "2025": 73 };
// BROWNLOW_VOTES among them (a total supplied by the record, not counted from events) keeps these player statistics on
// the match's events, so that it checks the engine; the counts alone are answered from the box score
// held (lib/service/stats/box-score-statistics.ts), compared with it below.
const metricQuery = [...Object.values(COLUMNS), "MARK_UNCONTESTED"].map((c) => `metric=${c}`).join("&");
const COUNTED = [...Object.values(COLUMNS), "MARK_UNCONTESTED"].filter((c) => c !== "BROWNLOW_VOTES");
const countedQuery = COUNTED.map((c) => `metric=${c}`).join("&");

const matches = readRawCsv("matches.csv");
const stats = readRawCsv("player_stats.csv");
const players = new Map(readRawCsv("players.csv").map((p) => [p.player_id, p]));

type MatchPersons = z.infer<typeof MatchPersonsSchema>;

let svc: RunningService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(async () => svc?.close());

async function ok<T>(p: string): Promise<T> {
  const { status, body } = await svc.json<T>(`/v1${p}`);
  expect(status, p).toBe(200);
  return body;
}

describe("raw source files", () => {
  it("hold 22 box-score columns, 648 matches and every player of every match", () => {
    expect(Object.keys(COLUMNS)).toHaveLength(22);
    for (const col of Object.keys(COLUMNS)) expect(stats[0], col).toHaveProperty(col);
    expect(matches).toHaveLength(648);
    expect(stats.length).toBeGreaterThan(28_000);
  });
});

// One pass a season over its matches: the match's persons (who played), the player statistics (their statistics) and the squad statistics POST (each squad's
// goals and behinds a quarter, counted from the synthesised events), so each match's events are made
// once for both checks.
const QUARTERS = {
  squadMetricRequests: [1, 2, 3, 4].map((p) => ({
    metricCodes: ["GOAL", "BEHIND", "BEHIND_RUSHED"],
    periods: [p],
  })),
};
interface QuarterStats {
  squadStatistics: { squads: { id: number; statistics: { code: string; value: number }[] }[] }[];
}
interface MatchAnswers {
  persons: MatchPersons;
  e15: PlayerStatistics;
  /** The player statistics of the counted columns alone: from the box score held, without the events. */
  e15Counted: string;
  quarters: QuarterStats;
}

type CsvRow = Record<string, string>;

/** A player_stats.csv row's player in the match's persons, found by who he is (names, birth date, number), not by ids. */
function personOf(persons: MatchPersons, m: CsvRow, r: CsvRow) {
  const who = players.get(r.player_id)!;
  const side =
    r.team === m.home_team ? persons.squads.home : r.team === m.away_team ? persons.squads.away : null;
  return side?.players.find(
    (p) =>
      p.firstname === who.first_name &&
      p.surname === who.last_name &&
      p.dateOfBirth === who.date_of_birth &&
      p.jumperNumber === Number(r.jumper_number),
  );
}

async function quartersOf(matchId: string): Promise<QuarterStats> {
  const res = await fetch(`${svc.base}/v1/matches/${matchId}/statistics/squads`, {
    method: "POST",
    headers: { authorization: `Bearer ${svc.token}`, "content-type": "application/json" },
    body: JSON.stringify(QUARTERS),
  });
  expect(res.status, `${matchId} the squad statistics POST`).toBe(200);
  return (await res.json()) as QuarterStats;
}

for (const year of Object.keys(SEASON_IDS)) {
  describe(`${year}: every match's events against player_stats.csv and matches.csv`, () => {
    const seasonMatches = matches.filter((m) => m.season === year);
    const rows = stats.filter((r) => r.season === year);
    const byMatch = new Map<string, typeof rows>();
    for (const r of rows) byMatch.set(r.match_id, [...(byMatch.get(r.match_id) ?? []), r]);
    const answers = new Map<string, MatchAnswers>();
    beforeAll(async () => {
      for (const m of seasonMatches)
        answers.set(m.match_id, {
          persons: await ok<MatchPersons>(`/matches/${m.match_id}/persons`),
          e15: await ok<PlayerStatistics>(`/matches/${m.match_id}/statistics/players?${metricQuery}`),
          e15Counted: JSON.stringify(
            await ok<PlayerStatistics>(`/matches/${m.match_id}/statistics/players?${countedQuery}`),
          ),
          quarters: await quartersOf(m.match_id),
        });
    }, 600_000);

    it("the player statistics equals all 22 columns of player_stats.csv for every player of every match", () => {
      expect(seasonMatches).toHaveLength(216);
      const mismatches: string[] = [];
      let compared = 0;
      for (const m of seasonMatches) {
        const { persons, e15 } = answers.get(m.match_id)!;
        const values = new Map(
          e15.squads.flatMap((sq) =>
            sq.players.map((p) => [p.personId, new Map(p.statistics.map((s) => [s.code, s.value]))] as const),
          ),
        );
        for (const r of byMatch.get(m.match_id) ?? []) {
          const person = personOf(persons, m, r);
          if (!person) {
            mismatches.push(
              `${m.match_id} ${r.team}: no ${r.player_id} #${r.jumper_number} in the match's persons`,
            );
            continue;
          }
          const got = values.get(person.personId);
          for (const [col, code] of Object.entries(COLUMNS)) {
            if (got?.get(code) !== Number(r[col]))
              mismatches.push(`${m.match_id} ${r.player_id} ${col}: ${got?.get(code)} ≠ ${r[col]}`);
            compared += 1;
          }
        }
      }
      expect(mismatches.slice(0, 20)).toEqual([]);
      expect(compared).toBe(rows.length * 22);
    });

    it("the player statistics of the counted columns alone, answered from the box score held, is the events' answer to them", () => {
      const counted = new Set(COUNTED);
      const differ: string[] = [];
      for (const m of seasonMatches) {
        const { e15, e15Counted } = answers.get(m.match_id)!;
        const cut = {
          ...e15,
          squads: e15.squads.map((sq) => ({
            ...sq,
            players: sq.players.map((p) => ({
              ...p,
              statistics: p.statistics.filter((x) => counted.has(x.code)),
            })),
          })),
        };
        if (JSON.stringify(cut) !== e15Counted) differ.push(m.match_id);
      }
      expect(differ).toEqual([]);
    });

    it("the AFL Fantasy score (lib/season/fantasy.ts, on the player statistics' counts) equals the published formula on player_stats.csv, for every player of every match", () => {
      let scored = 0;
      const mismatches: string[] = [];
      for (const m of seasonMatches) {
        const { persons, e15 } = answers.get(m.match_id)!;
        const values = new Map(
          e15.squads.flatMap((sq) =>
            sq.players.map((p) => [p.personId, new Map(p.statistics.map((s) => [s.code, s.value]))] as const),
          ),
        );
        for (const r of byMatch.get(m.match_id) ?? []) {
          const got = values.get(personOf(persons, m, r)?.personId ?? -1);
          const score = fantasyScore((code) => got?.get(code));
          const want = Object.entries(FANTASY_FROM_CSV).reduce(
            (sum, [col, w]) => sum + w * Number(r[col]),
            0,
          );
          if (score !== want) mismatches.push(`${m.match_id} ${r.player_id}: ${score} ≠ ${want}`);
          scored += 1;
        }
      }
      expect(mismatches.slice(0, 20)).toEqual([]);
      expect(scored).toBe(rows.length);
    });

    it("the player statistics' uncontested marks (no column of their own) are each player's marks less his contested marks", () => {
      const mismatches: string[] = [];
      for (const m of seasonMatches) {
        const { persons, e15 } = answers.get(m.match_id)!;
        const uncontested = new Map(
          e15.squads.flatMap((sq) =>
            sq.players.map((p) => [
              p.personId,
              p.statistics.find((x) => x.code === "MARK_UNCONTESTED")?.value,
            ]),
          ),
        );
        for (const r of byMatch.get(m.match_id) ?? []) {
          const person = personOf(persons, m, r);
          const want = Number(r.marks) - Number(r.contested_marks);
          const got = person ? uncontested.get(person.personId) : undefined;
          if (got !== want) mismatches.push(`${m.match_id} ${r.player_id}: ${got} ≠ ${want}`);
        }
      }
      expect(mismatches.slice(0, 20)).toEqual([]);
    });

    it("the squad statistics POST's goals and behinds by quarter, counted from the events, equal matches.csv's quarter scores", () => {
      const mismatches: string[] = [];
      for (const m of seasonMatches) {
        const { persons, quarters } = answers.get(m.match_id)!;
        for (const side of ["home", "away"] as const) {
          const squadId = persons.squads[side].id;
          let goals = 0;
          let behinds = 0;
          quarters.squadStatistics.forEach((entry, i) => {
            const got = Object.fromEntries(
              entry.squads.find((s) => s.id === squadId)!.statistics.map((s) => [s.code, s.value]),
            );
            goals += got.GOAL ?? 0;
            behinds += (got.BEHIND ?? 0) + (got.BEHIND_RUSHED ?? 0);
            const want = [Number(m[`${side}_q${i + 1}_goals`]), Number(m[`${side}_q${i + 1}_behinds`])];
            if (goals !== want[0] || behinds !== want[1])
              mismatches.push(`${m.match_id} ${side} Q${i + 1}: ${goals}.${behinds} ≠ ${want[0]}.${want[1]}`);
          });
          expect(quarters.squadStatistics, `${m.match_id}: one entry a quarter`).toHaveLength(4);
        }
      }
      expect(mismatches.slice(0, 20)).toEqual([]);
    });
  });
}

interface Tally {
  played: number;
  win: number;
  loss: number;
  draw: number;
  for: number;
  against: number;
}

/** The ladder after a round, from matches.csv alone: 4 points a win, 2 a draw; finals never count. */
function ladderFromCsv(year: string, upTo: number) {
  const t = new Map<string, Tally>();
  const tally = (name: string) =>
    t.get(name) ?? t.set(name, { played: 0, win: 0, loss: 0, draw: 0, for: 0, against: 0 }).get(name)!;
  for (const m of matches.filter((x) => x.season === year)) {
    tally(m.home_team);
    tally(m.away_team);
    if (m.is_final !== "0" || Number(m.round_number) > upTo) continue;
    for (const [side, own, opp] of [
      [m.home_team, Number(m.home_score), Number(m.away_score)],
      [m.away_team, Number(m.away_score), Number(m.home_score)],
    ] as const) {
      const s = tally(side);
      s.played += 1;
      s.for += own;
      s.against += opp;
      if (own > opp) s.win += 1;
      else if (own < opp) s.loss += 1;
      else s.draw += 1;
    }
  }
  const ratio = (s: Tally) => (s.against === 0 ? (s.for > 0 ? Infinity : 0) : s.for / s.against);
  const pts = (s: Tally) => 4 * s.win + 2 * s.draw;
  return [...t]
    .sort(
      ([an, a], [bn, b]) =>
        pts(b) - pts(a) ||
        (ratio(a) === ratio(b) ? 0 : ratio(b) > ratio(a) ? 1 : -1) ||
        b.for - a.for ||
        an.localeCompare(bn),
    )
    .map(([name, s], i) => [
      i + 1,
      name,
      pts(s),
      s.against === 0 ? 0 : Math.round((s.for * 10_000) / s.against) / 100,
      s.played,
      s.win,
      s.loss,
      s.draw,
      s.for,
      s.against,
    ]);
}

describe("scores and ladders derived from matches.csv", () => {
  it("every match's quarter scores, final score and margin equal matches.csv", async () => {
    for (const m of matches) {
      const s = await ok<MatchScores>(`/matches/${m.match_id}/score`);
      const want = (side: "home" | "away") => ({
        name: m[`${side}_team`],
        goals: Number(m[`${side}_goals`]),
        behinds: Number(m[`${side}_behinds`]),
        points: Number(m[`${side}_goals`]) * 6 + Number(m[`${side}_behinds`]),
      });
      expect(s.home, m.match_id).toMatchObject({ ...want("home"), margin: Number(m.margin) });
      for (const side of ["home", "away"] as const)
        expect(
          s[side].periods.map((p) => [p.goalsCumulative, p.behindsCumulative]),
          `${m.match_id} ${side} quarters`,
        ).toEqual(
          [1, 2, 3, 4].map((q) => [Number(m[`${side}_q${q}_goals`]), Number(m[`${side}_q${q}_behinds`])]),
        );
      expect(s.away, m.match_id).toMatchObject(want("away"));
      expect(Number(m.home_score), m.match_id).toBe(want("home").points);
    }
  });

  for (const [year, seasonId] of Object.entries(SEASON_IDS)) {
    it(`${year}: the ladder after every home-and-away round equals the one counted from matches.csv`, async () => {
      const rounds = [
        ...new Set(
          matches.filter((m) => m.season === year && m.is_final === "0").map((m) => Number(m.round_number)),
        ),
      ].sort((a, b) => a - b);
      expect(rounds.length).toBeGreaterThanOrEqual(24);
      for (const round of rounds) {
        const ladder = await ok<Ladder>(`/seasons/${seasonId}/ladder/${round}`);
        expect(
          ladder.squads.map((e) => [
            e.position,
            e.name,
            e.ladderPoints,
            e.ladderPercentage,
            e.matches.played,
            e.matches.win,
            e.matches.loss,
            e.matches.draw,
            e.scores.for,
            e.scores.against,
          ]),
          `${year} after round ${round}`,
        ).toEqual(ladderFromCsv(year, round));
      }
    });
  }
});

fixtureCalendarSuite(() => svc);
