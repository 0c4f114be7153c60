import { describe, expect, it } from "vitest";
import {
  answersPresent,
  atSameStart,
  countKeptSince,
  readAnswerParts,
  readNamedPart,
} from "./match-answer-reads";
import type { QueryDb } from "./query-db";
import { OP } from "@/lib/contract";

// A database that answers every query with the rows given and records what it was asked.
function fakeDb(rows: Record<string, unknown>[]) {
  const asked: { sql: string; params: unknown[] }[] = [];
  const db: QueryDb = {
    query: async <T>(sql: string, params: unknown[] = []) => {
      asked.push({ sql, params });
      return rows as T[];
    },
  };
  return { db, asked };
}

const key = { operation: OP.postPlayerStatistics, query: "q" };
const asked = new Map([
  [1, "2024-03-01T08:00:00Z"],
  [2, "2024-03-02T08:00:00Z"],
]);

describe("atSameStart", () => {
  it("keeps the rows of matches asked at the start they have now; a moved or unasked match is missing", () => {
    const rows = [
      { match_id: 1, match_start: "2024-03-01T08:00:00Z" },
      { match_id: 2, match_start: "2024-03-09T08:00:00Z" }, // moved since it was kept
      { match_id: 3, match_start: "2024-03-03T08:00:00Z" }, // not asked
    ];
    expect(atSameStart(asked, rows).map((r) => r.match_id)).toEqual([1]);
  });
});

describe("readAnswerParts", () => {
  it("asks one column a part, its path a parameter after the key, and names the parts back", async () => {
    const { db, asked: q } = fakeDb([
      { match_id: 1, match_start: "2024-03-01T08:00:00Z", p0: "[1]", p1: null },
      { match_id: 2, match_start: "2024-03-09T08:00:00Z", p0: "[2]", p1: "{}" },
    ]);
    const out = await readAnswerParts(db, key, asked, { kicks: ["total", "KICK"], split: ["split"] });
    expect(q).toHaveLength(1);
    expect(q[0].sql).toContain("(body #> $4::text[])::text as p0");
    expect(q[0].sql).toContain("(body #> $5::text[])::text as p1");
    expect(q[0].params).toEqual([OP.postPlayerStatistics, "q", [1, 2], ["total", "KICK"], ["split"]]);
    expect([...out]).toEqual([[1, { kicks: "[1]", split: null }]]);
  });

  it("a part the row lacks reads as null, and no match asked costs no query", async () => {
    const { db, asked: q } = fakeDb([{ match_id: 1, match_start: "2024-03-01T08:00:00Z" }]);
    expect((await readAnswerParts(db, key, asked, { kicks: ["k"] })).get(1)).toEqual({ kicks: null });
    expect((await readAnswerParts(db, key, new Map(), { kicks: ["k"] })).size).toBe(0);
    expect(q).toHaveLength(1);
  });
});

describe("answersPresent and readNamedPart", () => {
  const rows = [
    { match_id: 1, match_start: "2024-03-01T08:00:00Z", body: "one" },
    { match_id: 2, match_start: "2024-03-09T08:00:00Z", body: "moved" },
  ];

  it("say which matches have an answer, at the start asked", async () => {
    const { db, asked: q } = fakeDb(rows);
    expect([...(await answersPresent(db, key, asked))]).toEqual([1]);
    expect(q[0].params).toEqual([OP.postPlayerStatistics, "q", [1, 2]]);
    expect((await answersPresent(db, key, new Map())).size).toBe(0);
    expect(q).toHaveLength(1);
  });

  it("read one named part's body by match, at the start asked", async () => {
    const { db, asked: q } = fakeDb(rows);
    expect([...(await readNamedPart(db, key, asked, "players"))]).toEqual([[1, "one"]]);
    expect(q[0].params).toEqual([OP.postPlayerStatistics, "q", "players", [1, 2]]);
    expect((await readNamedPart(db, key, new Map(), "players")).size).toBe(0);
    expect(q).toHaveLength(1);
  });
});

describe("countKeptSince", () => {
  it("gives the database's count, and 0 when it answers no row", async () => {
    expect(await countKeptSince(fakeDb([{ n: 7 }]).db, key, "2024-03-01T00:00:00Z")).toBe(7);
    const { db, asked: q } = fakeDb([]);
    expect(await countKeptSince(db, key, "2024-03-01T00:00:00Z")).toBe(0);
    expect(q[0].params).toEqual([OP.postPlayerStatistics, "q", "2024-03-01T00:00:00Z"]);
  });
});
