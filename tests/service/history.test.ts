import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OP,
  ENDPOINT_BY_ID,
  type Fixture,
  type FixtureMatch,
  type Ladder,
  type MatchScores,
} from "@/lib/contract";
import { readRawCsv } from "../helpers/raw-csv";
import { startService, type RunningService } from "../helpers/start-service";

// The history (1897–2022) through real HTTP, against the raw file read by the tests' own reader.
const raw = readRawCsv("history/matches_1897_2022.csv");
const seasonId = (year: number) => 1_000_000 + year; // the documented scheme (ARCHITECTURE.md)

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
const allMatches = (f: Fixture): FixtureMatch[] =>
  f.phases.flatMap((p) => p.rounds.flatMap((r) => r.matches));

interface Tally {
  name: string;
  played: number;
  win: number;
  draw: number;
  loss: number;
  for: number;
  against: number;
}
/** The tests' own home-and-away ladder of a season from the raw rows up to a round. */
function rawLadder(year: number, uptoRound: number, byePoints: (t: Tally) => number = () => 0) {
  const tallies = new Map<string, Tally>();
  const t = (name: string) => {
    if (!tallies.has(name))
      tallies.set(name, { name, played: 0, win: 0, draw: 0, loss: 0, for: 0, against: 0 });
    return tallies.get(name)!;
  };
  for (const r of raw.filter((x) => Number(x.season) === year && x.is_final === "0")) {
    const home = t(r.home_team);
    const away = t(r.away_team);
    if (Number(r.round) > uptoRound) continue;
    const hs = Number(r.home_score);
    const as = Number(r.away_score);
    for (const [side, own, opp] of [
      [home, hs, as],
      [away, as, hs],
    ] as const) {
      side.played += 1;
      side.for += own;
      side.against += opp;
      if (own > opp) side.win += 1;
      else if (own < opp) side.loss += 1;
      else side.draw += 1;
    }
  }
  return [...tallies.values()]
    .map((x) => ({ ...x, points: 4 * x.win + 2 * x.draw + byePoints(x) }))
    .sort((a, b) => b.points - a.points || b.for / b.against - a.for / a.against);
}
const shape = (l: Ladder) =>
  l.squads.map((e) => [
    e.name,
    e.matches.played,
    e.matches.win,
    e.matches.draw,
    e.scores.for,
    e.scores.against,
    e.ladderPoints,
  ]);
const expectedShape = (rows: ReturnType<typeof rawLadder>) =>
  rows.map((x) => [x.name, x.played, x.win, x.draw, x.for, x.against, x.points]);

describe("the history through the service", () => {
  it("lists every season 1897–2025 of the AFL's league and level, in order", async () => {
    const body = await ok<{ seasons: { id: number; startYear: number; competitionName: string }[] }>(
      "/leagues/1/levels/1/seasons",
    );
    expect(body.seasons.map((s) => s.startYear)).toEqual(Array.from({ length: 129 }, (_, i) => 1897 + i));
    expect(body.seasons[0]).toMatchObject({ id: seasonId(1897), competitionName: "1897 VFL Premiership" });
    expect(body.seasons.slice(-3).map((s) => s.id)).toEqual([52, 62, 73]);
  });

  it("1966: the fixture has every match of the file with the names of the day and the scores", async () => {
    const f = await ok<Fixture>(`/seasons/${seasonId(1966)}/fixture`);
    const rows = raw.filter((r) => r.season === "1966");
    const matches = allMatches(f);
    expect(matches).toHaveLength(rows.length);
    const byKey = new Map(
      matches.map((m) => [`${m.date.startDate} ${m.date.startTime.slice(0, 5)}|${m.squads.home.name}`, m]),
    );
    for (const r of rows) {
      const m = byKey.get(`${r.date_local}|${r.home_team}`);
      expect(m, `${r.date_local} ${r.home_team}`).toBeDefined();
      expect([m!.squads.away.name, m!.squads.home.score.points, m!.squads.away.score.points]).toEqual([
        r.away_team,
        Number(r.home_score),
        Number(r.away_score),
      ]);
      expect(m!.status.typeName).toBe("Complete");
    }
    expect(matches.some((m) => m.squads.home.name === "South Melbourne" && m.squads.home.id === 160)).toBe(
      true,
    );
    expect(matches.some((m) => m.squads.away.name === "Footscray" && m.squads.away.id === 140)).toBe(true);
  });

  it("1966: the ladder after round 10 is the file's results up to round 10 (4 a win, 2 a draw)", async () => {
    const l = await ok<Ladder>(`/seasons/${seasonId(1966)}/ladder/10`);
    expect(l.roundNumber).toBe(10);
    expect(shape(l)).toEqual(expectedShape(rawLadder(1966, 10)));
    expect(l.squads).toHaveLength(12);
  });

  it("1924: a bye was worth four points in the VFL (9 clubs, 18 rounds, 16 matches each)", async () => {
    const l = await ok<Ladder>(`/leagues/1/levels/1/seasons/${seasonId(1924)}/ladder/18`);
    expect(shape(l)).toEqual(expectedShape(rawLadder(1924, 18, (t) => 4 * (18 - t.played))));
    expect(l.squads[0]).toMatchObject({ name: "Essendon", ladderPoints: 54 }); // 11–4–1 and two byes
  });

  it("1943: one bye each in rounds 1–11; the club out after round 11 earns nothing after it", async () => {
    const l = await ok<Ladder>(`/seasons/${seasonId(1943)}/ladder`);
    expect(shape(l)).toEqual(expectedShape(rawLadder(1943, 16, () => 4)));
  });

  it("2011: the AFL gave no points for a bye (17 clubs)", async () => {
    const l = await ok<Ladder>(`/seasons/${seasonId(2011)}/ladder`);
    expect(shape(l)).toEqual(expectedShape(rawLadder(2011, 24)));
    expect(l.squads[0]).toMatchObject({ name: "Collingwood", ladderPoints: 80 });
  });

  it("1966 grand final: the score by quarter is the file's, own and cumulative", async () => {
    const f = await ok<Fixture>(`/seasons/${seasonId(1966)}/fixture`);
    const gf = allMatches(f).find((m) => m.type.code === "GF")!;
    const r = raw.find((x) => x.season === "1966" && x.round === "Grand Final")!;
    const s = await ok<MatchScores>(`/matches/${gf.id}/score`);
    for (const side of ["home", "away"] as const) {
      const cumulative = [1, 2, 3].map((q) => [
        Number(r[`${side}_q${q}_goals`]),
        Number(r[`${side}_q${q}_behinds`]),
      ]);
      cumulative.push([Number(r[`${side}_goals`]), Number(r[`${side}_behinds`])]);
      expect(s[side].name).toBe(r[`${side}_team`]);
      expect(s[side].periods.map((p) => [p.goalsCumulative, p.behindsCumulative])).toEqual(cumulative);
      expect(s[side].periods.map((p) => p.goals)).toEqual(
        cumulative.map((c, i) => c[0] - (cumulative[i - 1]?.[0] ?? 0)),
      );
      expect(s[side].points).toBe(Number(r[`${side}_score`]));
    }
    expect(s.winningSquadId).toBe(130); // St Kilda, by a point
  });

  it("answers what the source lacks as absent: ground size null, no players, no events", async () => {
    const f = await ok<Fixture>(`/seasons/${seasonId(1966)}/fixture`);
    const atLakeOval = allMatches(f).find((m) => m.venue.name === "Lake Oval")!;
    const venue = await ok<{ dimensions: unknown; name: string }>(`/matches/${atLakeOval.id}/venue`);
    expect(venue.dimensions).toBeNull();
    const details = await ok<{ attendance: unknown; home: { name: string } }>(`/matches/${atLakeOval.id}`);
    expect(details.attendance).toBeNull();
    const persons = await ok<{ squads: { home: { players: unknown[] }; away: { players: unknown[] } } }>(
      `/matches/${atLakeOval.id}/persons`,
    );
    expect([persons.squads.home.players, persons.squads.away.players]).toEqual([[], []]);
    const events = await svc.json<{ detail: string }>(`/v1/matches/${atLakeOval.id}/transactions`);
    expect(events.status).toBe(404);
    expect(events.body.detail).toMatch(/no recorded statistics/);
    const squads = await ok<{ squads: { id: number; name: string }[] }>(
      `/seasons/${seasonId(1966)}/squads/160`,
    );
    expect(squads).toMatchObject({ id: 160, name: "South Melbourne" });
  });

  it("answers every season and match operation about the history in the contract's shapes", async () => {
    const f = await ok<Fixture>(`/seasons/${seasonId(1897)}/fixture`);
    const rr = allMatches(f).find((m) => m.type.code === "RR")!;
    expect(rr.type.name).toBe("Round-Robin Final");
    const calls: [string, string][] = [
      [OP.listSeasons, "/leagues/1/levels/1/seasons"],
      [OP.getFixture, `/leagues/1/levels/1/seasons/${seasonId(1948)}/fixture?roundNumber=24`],
      [OP.getPlayerAvailability, `/leagues/1/levels/1/seasons/${seasonId(1966)}/availability`],
      [OP.listConferences, `/leagues/1/levels/1/seasons/${seasonId(1966)}/conferences`],
      [OP.getSeason, `/leagues/1/levels/1/seasons/${seasonId(1897)}`],
      [OP.getMainFixture, `/seasons/${seasonId(1897)}/fixture`],
      [OP.getMainLadderAfterRound, `/seasons/${seasonId(1924)}/ladder/5`],
      [OP.listMainSquads, `/seasons/${seasonId(1908)}/squads`],
      [OP.getMainSquad, `/seasons/${seasonId(1966)}/squads/140`],
      [OP.getMainSquadPersons, `/seasons/${seasonId(1966)}/squads/140`.concat("/persons")],
      [OP.getMatch, `/matches/${rr.id}`],
      [OP.getMatchPersons, `/matches/${rr.id}/persons`],
      [OP.getMatchVenue, `/matches/${rr.id}/venue`],
      [OP.getMatchScore, `/matches/${rr.id}/score`],
    ];
    for (const [id, path] of calls) {
      const body = await ok<unknown>(path);
      const parsed = ENDPOINT_BY_ID.get(id)!.response.safeParse(body);
      expect(
        parsed.success ? "valid" : JSON.stringify(parsed.error.issues.slice(0, 3)),
        `${id} ${path}`,
      ).toBe("valid");
    }
    const persons = await ok<{ name: string; players: unknown[] }>(
      `/seasons/${seasonId(1966)}/squads/140/persons`,
    );
    expect(persons).toMatchObject({ name: "Footscray", players: [] });
    const availability = await ok<{ players: unknown[] }>(
      `/leagues/1/levels/1/seasons/${seasonId(1966)}/availability`,
    );
    expect(availability.players).toEqual([]);
    const replay = await ok<Fixture>(`/seasons/${seasonId(1948)}/fixture?roundNumber=24`);
    expect(replay.phases[0].rounds[0].name).toBe("Grand Final Replay");
    expect(allMatches(replay).map((m) => [m.type.code, m.squads.home.name, m.squads.away.name])).toEqual([
      ["GF", "Essendon", "Melbourne"],
    ]);
    const uni = await ok<{ squads: { id: number; name: string }[] }>(`/seasons/${seasonId(1908)}/squads`);
    expect(uni.squads.map((q) => q.name)).toContain("University");
  });
});
