import { describe, expect, it } from "vitest";
import { keepAnswer, keepAnswerAsParts, keepAnswerParts, keepAnswers } from "./match-answer-writes";
import type { QueryDb } from "./query-db";
import { OP } from "@/lib/contract";

function recordingDb() {
  const asked: { sql: string; params: unknown[] }[] = [];
  const db: QueryDb = {
    query: async <T>(sql: string, params: unknown[] = []) => (asked.push({ sql, params }), [] as T[]),
  };
  return { db, asked };
}

const key = { operation: OP.postPlayerStatistics, query: "q" };
const match = { matchId: 7, matchStart: "2024-03-01T08:00:00Z" };

describe("keepAnswerParts", () => {
  it("keeps the parts' names and bodies as two arrays in the same order, replacing a part kept before", async () => {
    const { db, asked } = recordingDb();
    await keepAnswerParts(db, key, match, { players: "[1]", total: "{}" });
    expect(asked).toHaveLength(1);
    expect(asked[0].params).toEqual([
      OP.postPlayerStatistics,
      7,
      "q",
      "2024-03-01T08:00:00Z",
      ["players", "total"],
      ["[1]", "{}"],
    ]);
    expect(asked[0].sql).toContain("unnest($5::text[], $6::text[])");
    expect(asked[0].sql).toContain("on conflict (operation, query, part, match_id)");
  });

  it("asks nothing when there is no part to keep", async () => {
    const { db, asked } = recordingDb();
    await keepAnswerParts(db, key, match, {});
    expect(asked).toHaveLength(0);
  });
});

describe("keepAnswer", () => {
  it("keeps the answer and its parts in one statement, the answer counted as fetched now", async () => {
    const { db, asked } = recordingDb();
    await keepAnswer(db, key, match, '{"a":1}', { players: "[1]" });
    expect(asked).toHaveLength(1);
    expect(asked[0].params).toEqual([
      OP.postPlayerStatistics,
      7,
      "q",
      "2024-03-01T08:00:00Z",
      '{"a":1}',
      ["players"],
      ["[1]"],
    ]);
    expect(asked[0].sql).toMatch(/^with answer as \(\s*insert into match_answers/);
    expect(asked[0].sql).toContain("fetched_at = now()");
    expect(asked[0].sql).toContain("unnest($6::text[], $7::text[])");
  });

  it("keeps an answer without parts in the same one statement (empty arrays)", async () => {
    const { db, asked } = recordingDb();
    await keepAnswer(db, key, match, "{}", {});
    expect(asked).toHaveLength(1);
    expect(asked[0].params.slice(5)).toEqual([[], []]);
  });
});

describe("keepAnswerAsParts", () => {
  it("keeps the parts with a small row naming them, not the whole answer, in one statement", async () => {
    const { db, asked } = recordingDb();
    await keepAnswerAsParts(db, key, match, { players: "[1]", "metric:KICK": "{}" });
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0].params[4] as string)).toEqual({
      keptAs: "parts",
      parts: ["players", "metric:KICK"],
    });
    expect(asked[0].params.slice(5)).toEqual([
      ["players", "metric:KICK"],
      ["[1]", "{}"],
    ]);
    expect(asked[0].sql).toMatch(/^with answer as \(\s*insert into match_answers/);
  });
});

describe("keepAnswers", () => {
  it("keeps many answers in one statement, as three arrays in the same order, each counted as fetched now", async () => {
    const { db, asked } = recordingDb();
    await keepAnswers(db, key, [
      { ...match, body: '{"a":1}' },
      { matchId: 9, matchStart: "2024-03-02T08:00:00Z", body: "{}" },
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0].params).toEqual([
      OP.postPlayerStatistics,
      "q",
      [7, 9],
      ["2024-03-01T08:00:00Z", "2024-03-02T08:00:00Z"],
      ['{"a":1}', "{}"],
    ]);
    expect(asked[0].sql).toContain("unnest($3::int[], $4::text[], $5::text[])");
    expect(asked[0].sql).toContain("fetched_at = now()");
  });

  it("asks nothing for no answers", async () => {
    const { db, asked } = recordingDb();
    await keepAnswers(db, key, []);
    expect(asked).toHaveLength(0);
  });
});
