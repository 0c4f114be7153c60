import { describe, expect, it } from "vitest";
import { seasonModel } from "./from-fixture";
import { MEAN_SCORE, RATING_PARAMS, RATINGS_2023 } from "./params";
import { simulateSeason } from "./simulate-season";
import { csvFixture, csvRows, squadIdOf } from "@/tests/helpers/predict-csv-fixture";

// 2024 as it stood after round 12, from the raw CSV; 2023's results rate the clubs first.
const model = () =>
  seasonModel([csvFixture(2023), csvFixture(2024)], {
    rating: RATING_PARAMS,
    meanScore: MEAN_SCORE,
    seed: RATINGS_2023,
    afterRound: 12,
  });

describe("simulateSeason", () => {
  const { input } = model();
  const a = simulateSeason(input, new Map(), 2000, 7);

  it("is reproducible for a seed and differs for another", () => {
    expect(simulateSeason(input, new Map(), 2000, 7)).toEqual(a);
    expect(simulateSeason(input, new Map(), 2000, 8).teams.map((t) => t.finals)).not.toEqual(
      a.teams.map((t) => t.finals),
    );
  });

  it("adds up: each team's positions to 1, top 8 over all teams to 8, top 4 to 4, one minor premier and one premier", () => {
    expect(a.teams).toHaveLength(18);
    for (const t of a.teams) expect(t.positions.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
    const sum = (f: (t: (typeof a.teams)[number]) => number) => a.teams.reduce((s, t) => s + f(t), 0);
    expect(sum((t) => t.finals)).toBeCloseTo(8, 9);
    expect(sum((t) => t.top4)).toBeCloseTo(4, 9);
    expect(sum((t) => t.minorPremiership)).toBeCloseTo(1, 9);
    expect(sum((t) => t.premiership)).toBeCloseTo(1, 9);
    expect(sum((t) => t.expectedWins)).toBeCloseTo(input.played.length + input.remaining.length, 6);
  });

  it("a picked result moves the chances the right way", () => {
    const team = input.teams.find((t) => t.name === "Carlton")!;
    const theirs = input.remaining.filter((m) => m.home === team.id || m.away === team.id);
    const wins = new Map(theirs.map((m) => [m.id, { side: m.home === team.id ? "home" : "away" } as const]));
    const losses = new Map(
      theirs.map((m) => [m.id, { side: m.home === team.id ? "away" : "home" } as const]),
    );
    const up = simulateSeason(input, wins, 2000, 7).teams.find((t) => t.id === team.id)!;
    const down = simulateSeason(input, losses, 2000, 7).teams.find((t) => t.id === team.id)!;
    const base = a.teams.find((t) => t.id === team.id)!;
    expect(up.expectedWins).toBeCloseTo(
      input.played.filter((m) =>
        m.home === team.id ? m.homeScore > m.awayScore : m.away === team.id && m.awayScore > m.homeScore,
      ).length +
        theirs.length +
        0.5 *
          input.played.filter(
            (m) => (m.home === team.id || m.away === team.id) && m.homeScore === m.awayScore,
          ).length,
      9,
    );
    expect(up.top4).toBeGreaterThan(base.top4);
    expect(down.finals).toBeLessThan(base.finals);
    // A margin pick counts exactly: a 60-point home win in one match.
    const one = theirs[0];
    const big = simulateSeason(
      input,
      new Map([[one.id, { margin: one.home === team.id ? 60 : -60 }]]),
      2000,
      7,
    );
    expect(big.teams.find((t) => t.id === team.id)!.expectedPercentage).toBeGreaterThan(
      base.expectedPercentage,
    );
  });

  it("counts a club's played results as the source has them (after round 12 of 2024)", () => {
    const rows = csvRows("matches.csv").filter((r) => r.season === "2024" && r.is_final === "0");
    const upTo12 = rows.filter((r) => Number(r.round_number) <= 12);
    const wins = upTo12.filter((r) => r.winner === "Sydney").length;
    const left = rows.length - upTo12.length;
    const swans = a.teams.find((t) => t.id === squadIdOf("Sydney"))!;
    expect(input.played).toHaveLength(upTo12.length);
    expect(swans.expectedWins).toBeGreaterThan(wins);
    expect(swans.expectedWins).toBeLessThan(
      wins +
        rows.filter((r) => Number(r.round_number) > 12 && [r.home_team, r.away_team].includes("Sydney"))
          .length,
    );
    expect(left).toBe(input.remaining.length);
  });

  it("plays the top-four finals where the season's system is the top four", () => {
    const four = simulateSeason(
      { ...input, finals: { ...input.finals, format: "top-four" } },
      new Map(),
      2000,
      7,
    );
    expect(four.teams.reduce((s, t) => s + t.premiership, 0)).toBeCloseTo(1, 9);
    // Only a top-four side can win it; in the top-eight system a fifth-to-eighth side sometimes does.
    for (const t of four.teams) expect(t.premiership).toBeLessThanOrEqual(t.top4 + 1e-12);
    const beyond = four.teams.filter((t) => t.top4 === 0 && t.finals > 0);
    expect(beyond.length).toBeGreaterThan(0);
    expect(beyond.every((t) => t.premiership === 0)).toBe(true);
  });

  it("crowns a premier already known in every season, whatever the finals system; plays no finals where it has none", () => {
    const squad = input.teams[5].id;
    const known = simulateSeason({ ...input, premier: squad }, new Map(), 500, 7);
    expect(known.teams.map((t) => t.premiership)).toEqual(input.teams.map((t) => (t.id === squad ? 1 : 0)));
    const none = simulateSeason(
      { ...input, finals: { format: null, teams: 6, name: "a final six not played here" } },
      new Map(),
      500,
      7,
    );
    expect(none.teams.every((t) => t.premiership === 0)).toBe(true);
    expect(none.teams.reduce((s, t) => s + t.finals, 0)).toBeCloseTo(6, 9);
  });

  it("a finished season stands as it was played: the real minor premier and the real premier, for certain", () => {
    const done = seasonModel([csvFixture(2023), csvFixture(2024)], {
      rating: RATING_PARAMS,
      meanScore: MEAN_SCORE,
      seed: RATINGS_2023,
      afterRound: null,
    }).input;
    const out = simulateSeason(done, new Map(), 200, 3);
    const ladder = csvRows("ladder_2024_computed.csv");
    const grand = csvRows("matches.csv").find((r) => r.season === "2024" && r.final_type === "GF")!;
    const of = (name: string) => out.teams.find((t) => t.id === squadIdOf(name))!;
    expect(done.remaining).toEqual([]);
    expect(of(ladder[0].team).minorPremiership).toBe(1);
    expect(of(ladder[7].team).positions[7]).toBe(1);
    expect(of(grand.winner).premiership).toBe(1);
  });
});
