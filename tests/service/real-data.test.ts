import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRawCsv } from "../helpers/raw-csv";
import type { Fixture, Ladder } from "@/lib/contract";
import { splitsPayload } from "@/lib/season/match-splits";
import { startService, type RunningService } from "../helpers/start-service";

// The service's answers compared with the real figures in data/afl, through real HTTP.
const csv = readRawCsv;
const SEASONS: Record<string, number> = { "2023": 52, "2024": 62, "2025": 73 };

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

describe("real AFL data", () => {
  for (const [year, seasonId] of Object.entries(SEASONS)) {
    it(`${year}: the final home-and-away ladder equals ladder_${year}_computed.csv`, async () => {
      const expected = csv(`ladder_${year}_computed.csv`);
      const ladder = await ok<Ladder>(`/seasons/${seasonId}/ladder`);
      expect(ladder.squads).toHaveLength(18);
      expect(
        ladder.squads.map((e) => [
          e.position,
          e.name,
          e.matches.played,
          e.matches.win,
          e.matches.loss,
          e.matches.draw,
          e.scores.for,
          e.scores.against,
          e.ladderPercentage,
          e.ladderPoints,
        ]),
      ).toEqual(
        expected.map((r) => [
          Number(r.pos),
          r.team,
          Number(r.played),
          Number(r.won),
          Number(r.lost),
          Number(r.drawn),
          Number(r.points_for),
          Number(r.points_against),
          Number(r.percentage),
          Number(r.premiership_points),
        ]),
      );
    });

    it(`${year}: 216 matches, 207 home-and-away and 9 finals`, async () => {
      const f = await ok<Fixture>(`/seasons/${seasonId}/fixture`);
      const count = (p: Fixture["phases"][number]) => p.rounds.reduce((n, r) => n + r.matches.length, 0);
      expect(f.phases.map(count)).toEqual([207, 9]);
      expect(f.phases[0].rounds[0].number).toBe(year === "2023" ? 1 : 0);
    });
  }

  it("the ladder after a round counts every match up to and including it", async () => {
    const after0 = await ok<Ladder>("/seasons/62/ladder/0");
    const games = (upTo: number) =>
      csv("matches.csv").filter(
        (r) => r.season === "2024" && r.round_number !== "" && Number(r.round_number) <= upTo,
      ).length;
    expect(games(0)).toBe(4);
    expect(after0.squads.reduce((n, e) => n + e.matches.played, 0)).toBe(2 * games(0));
    for (const round of [1, 7, 24]) {
      const after = await ok<Ladder>(`/seasons/62/ladder/${round}`);
      expect(after.roundNumber).toBe(round);
      expect(after.squads.reduce((n, e) => n + e.matches.played, 0)).toBe(2 * games(round));
    }
    // Finals never change the ladder.
    expect((await ok<Ladder>("/seasons/62/ladder/28")).squads).toEqual(
      (await ok<Ladder>("/seasons/62/ladder/24")).squads,
    );
  });

  it("the main-competition shortcuts equal their long-path twins for the main competition", async () => {
    for (const seasonId of Object.values(SEASONS)) {
      const long = `/leagues/1/levels/1/seasons/${seasonId}`;
      const pairs: [string, string][] = [
        [`/seasons/${seasonId}`, long],
        [`/seasons/${seasonId}/fixture`, `${long}/fixture`],
        [`/seasons/${seasonId}/fixture?roundNumber=3&squadId=40`, `${long}/fixture?roundNumber=3&squadId=40`],
        [`/seasons/${seasonId}/ladder`, `${long}/ladder`],
        [`/seasons/${seasonId}/ladder/12`, `${long}/ladder/12`],
        [`/seasons/${seasonId}/squads`, `${long}/squads`],
        [`/seasons/${seasonId}/squads/70`, `${long}/squads/70`],
        [`/seasons/${seasonId}/squads/70/persons`, `${long}/squads/70/persons`],
      ];
      for (const [short, twin] of pairs) expect(await ok(short), short).toEqual(await ok(twin));
    }
  });
});

// The player statistics POST answers many filters in one call (a season build asks for 25 a match): each of its answers must be
// the player statistics' answer to the same filter, member for member and in the same order, with the entry's id.
describe("the player statistics POST equals the player statistics filter by filter", () => {
  const post = async (matchId: number, body: unknown) => {
    const res = await fetch(`${svc.base}/v1/matches/${matchId}/statistics/players`, {
      method: "POST",
      headers: { authorization: `Bearer ${svc.token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { playerStatistics: { id: string }[]; playerMetricRequests: unknown[] };
  };
  const e15 = async (matchId: number, query: string) => {
    const res = await svc.get(`/v1/matches/${matchId}/statistics/players?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as object;
  };
  const same = (a: unknown, b: unknown) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

  it("a season build's 25 filters, every player of 2024's round 10", async () => {
    const f = await ok<Fixture>(`/seasons/62/fixture`);
    const round = f.phases[0].rounds.find((r) => r.number === 10)!;
    expect(round.matches.length).toBeGreaterThanOrEqual(6);
    const { playerMetricRequests: entries } = splitsPayload();
    for (const m of round.matches) {
      const answer = await post(m.id, splitsPayload());
      expect(answer.playerStatistics).toHaveLength(25);
      for (const [i, entry] of entries.entries()) {
        const query = [
          ...(entry.periods ?? []).map((p) => `period=${p}`),
          ...(entry.zones ?? []).map((z) => `zone=${z}`),
        ].join("&");
        same(answer.playerStatistics[i], { ...(await e15(m.id, query)), id: String(i + 1) });
      }
    }
  });

  it("a team, a time window, chosen metrics and the whole match of a null list", async () => {
    const matchId = 2024216;
    const cases = [
      {
        entry: { team: "away", lastXSeconds: 300, periods: [4] },
        query: "team=away&lastXSeconds=300&period=4",
      },
      {
        entry: {
          metricCodes: ["TIME_ON_GROUND", "ACCURACY", "KICK"],
          fromPeriodSeconds: 60,
          toPeriodSeconds: 900,
        },
        query: "metric=TIME_ON_GROUND&metric=ACCURACY&metric=KICK&fromPeriodSeconds=60&toPeriodSeconds=900",
      },
      {
        entry: { metricCodes: ["BROWNLOW_VOTES", "DISPOSAL"] },
        query: "metric=BROWNLOW_VOTES&metric=DISPOSAL",
      },
    ];
    const answer = await post(matchId, { playerMetricRequests: cases.map((c) => c.entry) });
    for (const [i, c] of cases.entries())
      same(answer.playerStatistics[i], { ...(await e15(matchId, c.query)), id: String(i + 1) });
    const whole = await post(matchId, { playerMetricRequests: null });
    same(whole.playerStatistics, [{ ...(await e15(matchId, "")), id: "1" }]);
  });
});
