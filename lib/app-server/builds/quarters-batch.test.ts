import { describe, expect, it } from "vitest";
import type { Exchange } from "@/lib/net/http-exchange";
import { fetchQuarterBatch } from "./quarters-batch";
import { OP } from "@/lib/contract";

// A score by period answer as the contract describes it: one side's periods (goals, behinds and the rest).
const side = (id: number, periods: [number, number][]) => ({
  id,
  name: `Team ${id}`,
  code: `T${id}`,
  goals: periods.reduce((t, [g]) => t + g, 0),
  behinds: periods.reduce((t, [, b]) => t + b, 0),
  points: periods.reduce((t, [g, b]) => t + 6 * g + b, 0),
  margin: 0,
  result: "Won",
  resultCode: "W",
  periods: periods.map(([goals, behinds], i) => ({
    period: i + 1,
    goals,
    behinds,
    points: 6 * goals + behinds,
    margin: 0,
    result: "Won",
    resultCode: "W",
    goalsCumulative: goals,
    behindsCumulative: behinds,
    pointsCumulative: 6 * goals + behinds,
    marginCumulative: 0,
  })),
});
const answer = (matchId: number) => ({
  matchId,
  result: "Complete",
  resultCode: "C",
  winningSquadId: 1,
  home: side(1, [
    [matchId, 1],
    [2, 2],
    [3, 3],
    [4, 4],
  ]),
  away: side(2, [
    [0, 1],
    [1, 0],
    [0, 0],
    [1, 1],
  ]),
});

/** An exchange standing in for the service: answers by match id, counting calls in flight. */
function service(shape: (matchId: number) => { status: number; json: unknown }) {
  const seen = { urls: [] as string[], auth: new Set<string>(), inFlight: 0, most: 0 };
  const exchange: Exchange = async (url, init) => {
    seen.urls.push(url);
    seen.auth.add(init.headers.authorization);
    seen.inFlight++;
    seen.most = Math.max(seen.most, seen.inFlight);
    await new Promise((r) => setTimeout(r, 2));
    seen.inFlight--;
    const id = Number(/matches\/(\d+)\/score/.exec(url)![1]);
    const { status, json } = shape(id);
    return { status, headers: new Headers(), body: new TextEncoder().encode(JSON.stringify(json)) };
  };
  return { exchange, seen };
}
const batch = (matchIds: number[]) => ({
  base: "http://127.0.0.1:9",
  token: "tok",
  matchIds,
  lanes: 4,
  timeoutMs: 1_000,
});

describe("fetchQuarterBatch", () => {
  it("asks each match's score with the token, lanes at a time, and keeps goals and behinds by quarter", async () => {
    const svc = service((id) => ({ status: 200, json: answer(id) }));
    const ids = Array.from({ length: 10 }, (_, i) => 100 + i);
    const got = new Map(await fetchQuarterBatch(batch(ids), svc.exchange));
    expect([...got.keys()].sort()).toEqual(ids);
    expect(got.get(105)).toEqual({ home: [105, 1, 2, 2, 3, 3, 4, 4], away: [0, 1, 1, 0, 0, 0, 1, 1] });
    expect(svc.seen.urls[0]).toBe("http://127.0.0.1:9/v1/matches/100/score");
    expect([...svc.seen.auth]).toEqual(["Bearer tok"]);
    expect(svc.seen.most).toBe(4);
  });

  it("any answer but 200, or one the contract does not describe, fails the batch naming it", async () => {
    const refused = service((id) =>
      id === 3 ? { status: 403, json: {} } : { status: 200, json: answer(id) },
    );
    await expect(fetchQuarterBatch(batch([1, 2, 3, 4, 5]), refused.exchange)).rejects.toThrow(
      "/matches/3/score answered 403",
    );
    const odd = service((id) => ({ status: 200, json: id === 2 ? { matchId: 2, home: {} } : answer(id) }));
    await expect(fetchQuarterBatch(batch([1, 2]), odd.exchange)).rejects.toThrow(
      `${OP.getMatchScore} answered in a shape the contract does not describe`,
    );
  });
});
