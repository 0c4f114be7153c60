import { describe, expect, it } from "vitest";
import { csvFixture } from "@/tests/helpers/predict-csv-fixture";
import { byStart, complete, marginOf, seasonTeams } from "./fixture-matches";

const matches = (season: number, playedThrough?: string) =>
  csvFixture(season, playedThrough).phases.flatMap((ph) => ph.rounds.flatMap((rd) => rd.matches));

describe("complete and marginOf", () => {
  it("counts a match complete only with both scores, and gives the home side's margin", () => {
    const [first, second] = matches(2023); // Richmond 58 Carlton 58; Geelong 103 Collingwood 125
    expect([complete(first), marginOf(first)]).toEqual([true, 0]);
    expect(marginOf(second)).toBe(-22);
    const later = matches(2023, "2023-03-17T00:00Z");
    expect(later.filter(complete).map((m) => m.id)).toEqual([first.id]);
    const halfScored = structuredClone(second);
    halfScored.squads.away.score.points = null;
    expect(complete(halfScored)).toBe(false);
  });
});

describe("byStart and seasonTeams", () => {
  it("orders matches by start time, and lists the season's eighteen teams by name", () => {
    const sorted = [...matches(2024)].reverse().sort(byStart);
    expect(sorted.map((m) => m.date.utcMatchStart)).toEqual(
      sorted.map((m) => m.date.utcMatchStart).toSorted((a, b) => a.localeCompare(b)),
    );
    const teams = seasonTeams(csvFixture(2024));
    expect(teams).toHaveLength(18);
    expect(teams.map((t) => t.name)).toEqual(teams.map((t) => t.name).toSorted((a, b) => a.localeCompare(b)));
    expect(teams[0]).toMatchObject({ name: "Adelaide", code: "ADEL" });
  });
});
