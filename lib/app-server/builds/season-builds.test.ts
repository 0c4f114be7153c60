import { afterEach, describe, expect, it } from "vitest";
import type { openAppDb } from "@/lib/app-server/app-db";
import { openMemoryAppDb } from "@/tests/helpers/memory-app-db";
import { createMatchAnswers } from "./match-answers";
import { createSeasonBuilds, SPLITS_OPERATION, SPLITS_QUERY, type SeasonMatch } from "./season-builds";

// Reading a built season from the parts kept beside each answer; answers kept before parts were (an
// older store) are split once, locally: no upstream call. Real PGlite, in memory.

type Db = Awaited<ReturnType<typeof openAppDb>>;
let db: Db | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

const openDb = openMemoryAppDb;

const matches: SeasonMatch[] = [
  { id: 1, start: "2024-03-01T08:00:00Z", finals: false },
  { id: 2, start: "2024-09-28T04:30:00Z", finals: true },
];
const players = (id: number) => [
  { id: id * 10, name: `A${id}`, jumper: 1, squadId: 5 },
  { id: id * 10 + 1, name: `B${id}`, jumper: 2, squadId: 6 },
];
const answer = (id: number) => ({
  matchId: id,
  squads: [],
  players: players(id),
  metrics: { KICK: { total: [id, id + 1], split: { 0: Array(25).fill(0) } } },
});
const noCalls = {
  post: () => {
    throw new Error("no upstream call expected");
  },
  get: () => {
    throw new Error("no upstream call expected");
  },
  noteInvalid: () => {
    throw new Error("no upstream answer expected");
  },
};

describe("season builds read kept parts", () => {
  it("splits answers kept whole into parts once, then reads from the parts alone", async () => {
    db = await openDb();
    const answers = createMatchAnswers(db);
    for (const m of matches)
      await answers.put(SPLITS_OPERATION, SPLITS_QUERY, m.id, m.start, JSON.stringify(answer(m.id)));
    const first = createSeasonBuilds({ answers, upstream: noCalls, ratePerSec: 10 });
    expect(await first.status(7, matches)).toMatchObject({ total: 2, done: 2 });
    const kicks = await first.metricSlices(7, matches, "KICK");
    expect(kicks).toEqual([
      { matchId: 1, finals: false, players: players(1), total: [1, 2], split: { 0: Array(25).fill(0) } },
      { matchId: 2, finals: true, players: players(2), total: [2, 3], split: { 0: Array(25).fill(0) } },
    ]);
    // A metric a match was not given: its players, no values.
    expect((await first.metricSlices(7, matches, "GOAL")).map((s) => s.total)).toEqual([null, null]);
    const where = new Map(matches.map((m) => [m.id, m.start]));
    expect((await answers.part(SPLITS_OPERATION, SPLITS_QUERY, where, "players")).size).toBe(2);

    // A new instance (nothing in memory) reads the same from the parts, even without the whole answers.
    await db.query("delete from match_answers");
    const second = createSeasonBuilds({ answers, upstream: noCalls, ratePerSec: 10 });
    expect(await second.metricSlices(7, matches, "KICK")).toEqual(kicks);
  });

  it("leaves out a match that is kept in neither form", async () => {
    db = await openDb();
    const answers = createMatchAnswers(db);
    await answers.put(SPLITS_OPERATION, SPLITS_QUERY, 1, matches[0].start, JSON.stringify(answer(1)));
    const builds = createSeasonBuilds({ answers, upstream: noCalls, ratePerSec: 10 });
    expect((await builds.metricSlices(7, matches, "KICK")).map((s) => s.matchId)).toEqual([1]);
  });

  it("keeps an answer and its parts in one write: a part that cannot be written keeps neither", async () => {
    db = await openDb();
    const answers = createMatchAnswers(db);
    const where = new Map([[1, matches[0].start]]);
    const body = JSON.stringify(answer(1));
    await answers.put(SPLITS_OPERATION, SPLITS_QUERY, 1, matches[0].start, body, { players: "[]" });
    expect(await answers.present(SPLITS_OPERATION, SPLITS_QUERY, where)).toEqual(new Set([1]));
    expect(await answers.part(SPLITS_OPERATION, SPLITS_QUERY, where, "players")).toEqual(
      new Map([[1, "[]"]]),
    );
    // PostgreSQL's text takes no NUL: the part fails, and with it the answer (a process killed between
    // two writes would leave the same half: an answer without its parts).
    const other = new Map([[2, matches[1].start]]);
    await expect(
      answers.put(SPLITS_OPERATION, SPLITS_QUERY, 2, matches[1].start, body, { players: "\u0000" }),
    ).rejects.toThrow();
    expect(await answers.present(SPLITS_OPERATION, SPLITS_QUERY, other)).toEqual(new Set());
  });

  it("reads some of a season's matches (a player's team's) as their own, however many; kept() counts them", async () => {
    db = await openDb();
    const answers = createMatchAnswers(db);
    for (const m of matches)
      await answers.put(SPLITS_OPERATION, SPLITS_QUERY, m.id, m.start, JSON.stringify(answer(m.id)));
    const builds = createSeasonBuilds({ answers, upstream: noCalls, ratePerSec: 10 });
    expect(await builds.kept([matches[1]])).toBe(1);
    expect(await builds.kept([...matches, { id: 3, start: matches[0].start, finals: false }])).toBe(2);
    // Two teams' matches, one each: each read is its own (not the other's, kept in memory).
    expect((await builds.metricSlices(7, [matches[0]], "KICK")).map((s) => s.matchId)).toEqual([1]);
    expect((await builds.metricSlices(7, [matches[1]], "KICK")).map((s) => s.matchId)).toEqual([2]);
  });
});
