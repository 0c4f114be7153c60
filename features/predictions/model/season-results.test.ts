import { describe, expect, it } from "vitest";
import { csvFixture, csvRows, squadIdOf } from "@/tests/helpers/predict-csv-fixture";
import { finalsPlayed, grandFinalRegion, premierOf, splitSeason } from "./season-results";

describe("splitSeason", () => {
  it("plays the counted rounds' complete matches and leaves the rest of the home and away season to play", () => {
    const rows = csvRows("matches.csv").filter((r) => r.season === "2025" && r.is_final === "0");
    const { played, remaining } = splitSeason(csvFixture(2025), (r) => r <= 8);
    expect(played).toHaveLength(rows.filter((r) => Number(r.round_number) <= 8).length);
    expect(remaining).toHaveLength(rows.filter((r) => Number(r.round_number) > 8).length);
    expect(remaining[0]).toMatchObject({ round: 9, roundName: "Round 9" });
    const first = rows[0];
    expect(played[0]).toEqual({
      home: squadIdOf(first.home_team),
      away: squadIdOf(first.away_team),
      homeScore: Number(first.home_score),
      awayScore: Number(first.away_score),
    });
  });

  it("leaves a counted round's match still to play when it is not complete", () => {
    const round8 = csvRows("matches.csv")
      .filter((r) => r.season === "2025" && r.round_number === "8")
      .map((r) => r.start_time_utc)
      .sort();
    const { played, remaining } = splitSeason(csvFixture(2025, round8[0]), (r) => r <= 8);
    expect(remaining.filter((m) => m.round === 8)).toHaveLength(round8.length - 1);
    expect(played.length + remaining.length).toBe(
      csvRows("matches.csv").filter((r) => r.season === "2025" && r.is_final === "0").length,
    );
  });
});

describe("finalsPlayed", () => {
  it("lists the completed finals by week with their winners", () => {
    const finals = finalsPlayed(csvFixture(2024));
    expect(finals.map((f) => f.week)).toEqual([1, 1, 1, 1, 2, 2, 3, 3, 4]);
    expect(finals.at(-1)).toEqual({
      week: 4,
      home: squadIdOf("Sydney"),
      away: squadIdOf("Brisbane Lions"),
      winner: squadIdOf("Brisbane Lions"),
    });
    expect(finalsPlayed(csvFixture(2024, "2024-09-01"))).toEqual([]);
  });
});

describe("grandFinalRegion", () => {
  it("is the last grand final's ground among the fixtures given, else Melbourne's", () => {
    const gabba = csvFixture(2024);
    gabba.phases.at(-1)!.rounds.at(-1)!.matches[0].venue.timeZone = "Australia/Brisbane";
    expect(grandFinalRegion([csvFixture(2023), gabba])).toBe("Australia/Brisbane");
    expect(grandFinalRegion([gabba, csvFixture(2023)])).toBe("Australia/Melbourne");
    const noFinals = { ...gabba, phases: gabba.phases.slice(0, 1) };
    expect(grandFinalRegion([noFinals])).toBe("Australia/Melbourne");
    expect(grandFinalRegion([gabba, noFinals])).toBe("Australia/Brisbane");
  });
});

describe("premierOf", () => {
  it("is the grand final's winner once played, a drawn one's replay's, and null before either", () => {
    const grand = csvRows("matches.csv").find((r) => r.season === "2024" && r.final_type === "GF")!;
    expect(premierOf(csvFixture(2024))).toBe(squadIdOf(grand.winner));
    expect(premierOf(csvFixture(2024, "2024-09-01"))).toBeNull();
    // 2024's grand final drawn (as 1948's, 1977's and 2010's were), then its replay won by the other side.
    const drawn = csvFixture(2024);
    const rounds = drawn.phases.at(-1)!.rounds;
    const first = rounds.at(-1)!;
    const gf = first.matches[0];
    gf.squads.away.score = { ...gf.squads.home.score };
    expect(premierOf(drawn)).toBeNull();
    const replay = structuredClone(first);
    replay.name = "Grand Final Replay";
    replay.matches[0].squads.home.score = { goals: 12, behinds: 10, points: 82 };
    replay.matches[0].squads.away.score = { goals: 10, behinds: 10, points: 70 };
    rounds.push(replay);
    expect(premierOf(drawn)).toBe(gf.squads.home.id);
  });
});
