import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAppDb } from "@/lib/app-server/app-db";
import type { Db } from "@/lib/db/db";
import type { Fixture } from "@/lib/contract";
import { inEra, type HistMatch } from "@/lib/history/all-time";
import { seasonFromService } from "@/lib/history/from-service";
import { highestQuarters, withQuarters, type MatchQuarters } from "@/lib/history/quarter-records";
import { createHistoryQuarters, type QuarterMatch } from "@/lib/app-server/builds/history-quarters";
import { quarterStore } from "@/lib/app-server/builds/history-quarters-store";
import { createMatchAnswers } from "@/lib/app-server/builds/match-answers";
import { createQuartersOffload } from "@/lib/app-server/builds/quarters-offload";
import { readRawCsv } from "../helpers/raw-csv";
import { startService, type RunningService } from "../helpers/start-service";

// The quarter-scores build as the app runs it (the score by period over real HTTP from the real service, kept in the
// app's real database) for the seasons 1897–1900, against quarter scores the test works out itself
// from the raw history file (cumulative goals and behinds at each break, the final score at the end).
const YEARS = [1897, 1898, 1899, 1900];
const raw = readRawCsv("history/matches_1897_2022.csv").filter((r) => YEARS.includes(Number(r.season)));

/** One side's four quarters from the file: [goals, behinds] each (the file's columns are cumulative). */
function rawQuarters(r: Record<string, string>, side: "home" | "away"): [number, number][] {
  const cum = [
    [r[`${side}_q1_goals`], r[`${side}_q1_behinds`]],
    [r[`${side}_q2_goals`], r[`${side}_q2_behinds`]],
    [r[`${side}_q3_goals`], r[`${side}_q3_behinds`]],
    [r[`${side}_goals`], r[`${side}_behinds`]],
  ].map(([g, b]) => [Number(g), Number(b)]);
  return cum.map(([g, b], i) => [g - (cum[i - 1]?.[0] ?? 0), b - (cum[i - 1]?.[1] ?? 0)]);
}

/** Every side's every quarter in the file, as "year team v opponent Qn g.b points". */
function rawRecords(rows: readonly Record<string, string>[]) {
  return rows.flatMap((r) =>
    (["home", "away"] as const).flatMap((side) => {
      const [team, opp] = side === "home" ? [r.home_team, r.away_team] : [r.away_team, r.home_team];
      return rawQuarters(r, side).map(([g, b], i) => ({
        points: g * 6 + b,
        key: `${r.season} ${team} v ${opp} Q${i + 1} ${g}.${b} ${g * 6 + b}`,
      }));
    }),
  );
}

/** The expected top: every quarter at least as high as the n-th highest (ties make order moot). */
function expectedTop(rows: readonly Record<string, string>[], n: number): string[] {
  const all = rawRecords(rows).sort((a, b) => b.points - a.points);
  const floor = all[n - 1].points;
  return all
    .filter((x) => x.points >= floor)
    .map((x) => x.key)
    .sort();
}

let svc: RunningService;
let db: Db;
let db2: Db;
let matches: HistMatch[];
const calls: string[] = [];
const getJson = async (p: string) => {
  calls.push(p);
  const { status, body } = await svc.json(`/v1${p}`);
  if (status !== 200) throw new Error(`${p}: ${status}`);
  return body;
};
beforeAll(async () => {
  svc = await startService();
  const saved = process.env.DATA_DIR;
  process.env.DATA_DIR = "memory://";
  try {
    db = await openAppDb();
    db2 = await openAppDb();
  } finally {
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
  }
  matches = [];
  for (const y of YEARS) {
    const { status, body } = await svc.json<Fixture>(`/v1/seasons/${1_000_000 + y}/fixture`);
    expect(status).toBe(200);
    matches.push(...seasonFromService(body, null).matches);
  }
}, 240_000);
afterAll(async () => {
  await db?.close();
  await db2?.close();
  await svc?.close();
});

describe("the quarter-scores build against the file, 1897–1900", () => {
  let quarters: ReadonlyMap<number, MatchQuarters>;

  it("reads each match once, stops at the day's budget, and a restart carries on from the kept rows", async () => {
    expect(matches).toHaveLength(raw.length);
    const list: QuarterMatch[] = matches.map((m) => ({ id: m.id, start: m.start }));
    const store = quarterStore(createMatchAnswers(db));
    // A budget of 100 calls a day: the first process stops there.
    const first = createHistoryQuarters({ getJson, store, matches: () => list, gapMs: 0, dailyBudget: 100 });
    first.status();
    await first.settled();
    expect(calls).toHaveLength(100);
    expect(first.status()).toMatchObject({ done: 100, building: false, error: null });
    expect(first.status().pausedUntil).not.toBeNull();
    // A restart with a larger budget the same day: the database says 100 were spent, 171 fetched now.
    const second = createHistoryQuarters({
      getJson,
      store,
      matches: () => list,
      gapMs: 0,
      dailyBudget: 1000,
    });
    second.status();
    await second.settled();
    expect(calls).toHaveLength(list.length);
    expect(new Set(calls).size).toBe(list.length);
    expect(second.status()).toMatchObject({ total: list.length, done: list.length, pausedUntil: null });
    // And one more: everything is kept, nothing is fetched.
    const third = createHistoryQuarters({ getJson, store, matches: () => list, gapMs: 0, dailyBudget: 1000 });
    third.status();
    await third.settled();
    expect(calls).toHaveLength(list.length);
    expect(third.status().done).toBe(list.length);
    quarters = third.quarters();
  });

  it("lists the file's highest quarter scores", () => {
    const got = highestQuarters(matches, quarters, 1000);
    const want = expectedTop(raw, 20);
    expect(want.length).toBeGreaterThanOrEqual(20);
    const floor = Number(want.map((k) => k.split(" ").pop()).sort((a, b) => Number(a) - Number(b))[0]);
    expect(
      got
        .filter((r) => r.points >= floor)
        .map(
          (r) =>
            `${r.match.year} ${r.side.name} v ${r.opponent.name} Q${r.quarter} ${r.goals}.${r.behinds} ${r.points}`,
        )
        .sort(),
    ).toEqual(want);
    // Highest first.
    expect(got.map((r) => r.points)).toEqual([...got.map((r) => r.points)].sort((a, b) => b - a));
  });

  it("lists the era's highest (1899–1900) and counts the era's matches", () => {
    const era = matches.filter(inEra({ from: 1899, to: 1900 }));
    const rows = raw.filter((r) => Number(r.season) >= 1899);
    expect(withQuarters(era, quarters)).toBe(rows.length);
    const top = highestQuarters(era, quarters, 1)[0];
    const best = rawRecords(rows).sort((a, b) => b.points - a.points)[0];
    expect(top.points).toBe(best.points);
    expect(top.match.year).toBeGreaterThanOrEqual(1899);
  });

  it("in batches from a worker thread past the upstream (the embedded service): the same quarters; a refused batch asked a match at a time", async () => {
    const list: QuarterMatch[] = matches.map((m) => ({ id: m.id, start: m.start }));
    const offload = createQuartersOffload();
    const asked: string[] = [];
    const getJsonCounted = async (p: string) => (asked.push(p), getJson(p));
    try {
      let token = "not-a-token"; // the first batch is refused (403): its matches go through getJson
      const build = createHistoryQuarters({
        getJson: getJsonCounted,
        store: quarterStore(createMatchAnswers(db2)),
        matches: () => list,
        gapMs: 0,
        dailyBudget: 10_000,
        lanes: 16,
        batch: async (matchIds) => {
          const t = token;
          token = svc.token;
          return offload.fetch({ base: svc.base, token: t, matchIds, lanes: 16, timeoutMs: 10_000 });
        },
      });
      build.status();
      await build.settled();
      expect(build.status()).toMatchObject({ done: list.length, error: null });
      expect(build.stats.lastBatchError).toContain("answered 403");
      expect(build.stats).toMatchObject({ batches: 1, batchFailures: 1 });
      // The refused batch's 250 matches a match at a time; the rest (21) in the worker's one batch.
      expect(asked).toHaveLength(250);
      expect(offload.counts).toEqual({ worker: 1, fellBack: 0 });
      const got = build.quarters();
      for (const m of list) expect(got.get(m.id), `match ${m.id}`).toEqual(quarters.get(m.id));
    } finally {
      await offload.close();
    }
  });
});
