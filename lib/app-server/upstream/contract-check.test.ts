import { afterEach, describe, expect, it, vi } from "vitest";
import { ENDPOINT_BY_ID } from "@/lib/contract";
import { checkAnswer, takeAnswerJson } from "./contract-check";

const bytes = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
const E16 = ENDPOINT_BY_ID.get("E16")!;
const E1 = ENDPOINT_BY_ID.get("E1")!;

// What is observed is how often the bytes are parsed: the point is that a payload answer of ~11 MB
// is parsed once, by the check, and not again by its reader.
afterEach(() => vi.restoreAllMocks());

describe("takeAnswerJson", () => {
  it("gives a checked payload answer's parsed value without parsing again, once", () => {
    const answer = { playerStatistics: [], playerMetricRequests: [] };
    const body = bytes(answer);
    const parse = vi.spyOn(JSON, "parse");
    expect(checkAnswer("/matches/2023001/statistics/players", body, { endpoint: E16, rawParams: {} })).toBe(
      undefined,
    );
    expect(parse).toHaveBeenCalledTimes(1);
    expect(takeAnswerJson(body)).toEqual(answer);
    expect(parse).toHaveBeenCalledTimes(1);
    // Taken: not held for the bytes' lifetime, so a second reader parses.
    expect(takeAnswerJson(body)).toEqual(answer);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing for a GET answer (its bytes live on in the cache)", () => {
    const league = { id: 1, name: "AFL", code: "AFL", gender: "Male" };
    const body = bytes(league);
    const parse = vi.spyOn(JSON, "parse");
    expect(checkAnswer("/leagues/1", body, { endpoint: E1, rawParams: { leagueId: "1" } })).toBeUndefined();
    expect(takeAnswerJson(body)).toEqual(league);
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
