import { afterEach, describe, expect, it, vi } from "vitest";
import { OP, ENDPOINT_BY_ID } from "@/lib/contract";
import { checkAnswer, takeAnswerJson } from "./contract-check";

const bytes = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
const playerStatsPost = ENDPOINT_BY_ID.get(OP.postPlayerStatistics)!;
const leagueEndpoint = ENDPOINT_BY_ID.get(OP.getLeague)!;

// What is observed is how often the bytes are parsed: the point is that a payload answer of ~11 MB
// is parsed once, by the check, and not again by its reader.
afterEach(() => vi.restoreAllMocks());

describe("takeAnswerJson", () => {
  it("gives a checked payload answer's parsed value without parsing again, once", () => {
    const answer = { playerStatistics: [], playerMetricRequests: [] };
    const body = bytes(answer);
    const parse = vi.spyOn(JSON, "parse");
    expect(
      checkAnswer("/matches/2023001/statistics/players", body, { endpoint: playerStatsPost, rawParams: {} }),
    ).toBe(undefined);
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
    expect(
      checkAnswer("/leagues/1", body, { endpoint: leagueEndpoint, rawParams: { leagueId: "1" } }),
    ).toBeUndefined();
    expect(takeAnswerJson(body)).toEqual(league);
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
