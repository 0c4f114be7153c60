import { describe, expect, it } from "vitest";
import type { Digested } from "./splits-digest";
import type { FetchedSplits } from "./splits-fetch";
import { splitsKind } from "./build-kind";
import { createMatchFetcher } from "./fetch-match";
import type { MatchAnswers } from "./match-answers";
import { SPLITS_OPERATION, SPLITS_QUERY } from "./season-splits";
import { UpstreamError } from "../upstream/upstream-error";
import type { UpstreamResult } from "../upstream/upstream";

// One match's fetch with its retries, on fakes: what is kept, what is counted, how long it waits.

const match = { id: 42, start: "2024-03-01T08:00:00Z", finals: false };
const answer = (status: number, text = "", retryAfterSecs?: number): UpstreamResult => ({
  status,
  body: new TextEncoder().encode(text),
  contentType: "application/json",
  source: "miss",
  ageSecs: 0,
  freshForMs: 0,
  retryAfterSecs,
});
const good: Digested = { parts: { players: "[]" } };

/** A fetcher whose upstream gives each of `replies` in turn (an error is thrown); `direct`: the kind's way past it. */
function fetcherOf(
  replies: (UpstreamResult | Error)[],
  digested: Digested = good,
  direct?: (matchId: number) => Promise<FetchedSplits>,
) {
  const kept: unknown[][] = [];
  const slept: number[] = [];
  const paced = { n: 0 };
  const invalid = { n: 0 };
  const stats = { calls: 0, stored: 0, retries: 0 };
  const fetchOne = createMatchFetcher({
    answers: { putAsParts: async (...args: unknown[]) => void kept.push(args) } as unknown as MatchAnswers,
    upstream: {
      post: async () => {
        const r = replies.shift();
        if (!r) throw new Error("no more replies");
        if (r instanceof Error) throw r;
        return r;
      },
      get: async () => {
        throw new Error("the splits are posted");
      },
      noteInvalid: () => void invalid.n++,
    },
    kind: splitsKind(async () => digested, direct),
    pace: async () => void paced.n++,
    sleep: async (ms) => void slept.push(ms),
    stats,
  });
  return { fetchOne, kept, slept, paced, invalid, stats };
}

describe("one match's fetch", () => {
  it("keeps a good answer with its parts, paced, one call", async () => {
    const f = fetcherOf([answer(200, "{}")]);
    expect(await f.fetchOne(match, { stop: false })).toBe(true);
    expect(f.kept).toEqual([[SPLITS_OPERATION, SPLITS_QUERY, 42, match.start, { players: "[]" }]]);
    expect(f.stats).toEqual({ calls: 1, stored: 1, retries: 0 });
    expect(f.paced.n).toBe(1);
  });

  it("waits out the plan's 429 as long as it says, and the app's own budget's without counting a call", async () => {
    const f = fetcherOf([
      answer(429, "busy", 5),
      new UpstreamError(429, "the data plan's rate is taken up", undefined, 3),
      answer(200, "{}"),
    ]);
    expect(await f.fetchOne(match, { stop: false })).toBe(true);
    expect(f.slept).toEqual([5_000, 3_000]);
    expect(f.stats).toEqual({ calls: 2, stored: 1, retries: 2 });
    expect(f.paced.n).toBe(3);
  });

  it("gives up after three failures with the last one's status and detail", async () => {
    const f = fetcherOf([
      new UpstreamError(503, "service down"),
      answer(500, "x".repeat(300)),
      answer(500, "oops"),
    ]);
    await expect(f.fetchOne(match, { stop: false })).rejects.toThrow(/^Match 42: 500 oops$/);
    expect(f.slept).toEqual([2_000, 4_000]);
    expect(f.stats).toEqual({ calls: 3, stored: 0, retries: 3 });
    expect(f.kept).toEqual([]);
  });

  it("counts an answer the contract does not describe as a 502, and tells the upstream", async () => {
    const f = fetcherOf([answer(200, "{}"), answer(200, "{}"), answer(200, "{}")], { wrong: "no players" });
    await expect(f.fetchOne(match, { stop: false })).rejects.toThrow("Match 42: 502 no players");
    expect(f.invalid.n).toBe(3);
    expect(f.stats).toEqual({ calls: 3, stored: 0, retries: 3 });
  });

  it("passes on an error that is not the upstream's", async () => {
    const f = fetcherOf([new TypeError("a bug")]);
    await expect(f.fetchOne(match, { stop: false })).rejects.toThrow("a bug");
    expect(f.stats.retries).toBe(0);
  });

  it("makes no call once the build is stopped", async () => {
    const f = fetcherOf([]);
    expect(await f.fetchOne(match, { stop: true })).toBe(false);
    expect(f.paced.n).toBe(0);
  });

  describe("with a way past the upstream (the embedded service, from the worker)", () => {
    it("keeps what the direct way digested, without an upstream call", async () => {
      const asked: number[] = [];
      const direct = async (id: number) => (asked.push(id), { digested: { parts: { players: "[7]" } } });
      const f = fetcherOf([], good, direct);
      expect(await f.fetchOne(match, { stop: false })).toBe(true);
      expect(asked).toEqual([42]);
      expect(f.kept).toEqual([[SPLITS_OPERATION, SPLITS_QUERY, 42, match.start, { players: "[7]" }]]);
      expect(f.stats).toEqual({ calls: 1, stored: 1, retries: 0 });
    });

    it("asks through the upstream at once when the direct way is refused (a token to renew), both calls counted", async () => {
      const f = fetcherOf([answer(200, "{}")], good, async () => ({ status: 401, detail: "expired" }));
      expect(await f.fetchOne(match, { stop: false })).toBe(true);
      expect(f.kept).toEqual([[SPLITS_OPERATION, SPLITS_QUERY, 42, match.start, { players: "[]" }]]);
      expect(f.stats).toEqual({ calls: 2, stored: 1, retries: 0 });
      expect(f.slept).toEqual([]);
    });

    it("asks through the upstream when the direct way fails outright (no answer: no call counted)", async () => {
      const f = fetcherOf([answer(200, "{}")], good, async () => {
        throw new Error("ECONNREFUSED");
      });
      expect(await f.fetchOne(match, { stop: false })).toBe(true);
      expect(f.stats).toEqual({ calls: 1, stored: 1, retries: 0 });
    });

    it("treats a direct answer the contract does not describe as the upstream's: a 502, told, tried again", async () => {
      const f = fetcherOf([], good, async () => ({ digested: { wrong: "no players" } }));
      await expect(f.fetchOne(match, { stop: false })).rejects.toThrow("Match 42: 502 no players");
      expect(f.invalid.n).toBe(3);
      expect(f.stats).toEqual({ calls: 3, stored: 0, retries: 3 });
    });
  });
});
