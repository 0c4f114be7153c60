import { describe, expect, it } from "vitest";
import { AFL_TOP_EIGHT, formatForFinalsWeeks, playFinals, TOP_FOUR } from "./finals-bracket";
import { csvRows } from "@/tests/helpers/predict-csv-fixture";

// The AFL's finals as they were played in 2023–2025, read from the raw CSV: the bracket, seeded with
// the source's computed ladder and told only who won each final, must name exactly the matches played.

const pair = (a: string, b: string) => [a, b].sort().join(" v ");

describe.each([2023, 2024, 2025])("the AFL top-eight bracket in %i", (season) => {
  const ladder = csvRows(`ladder_${season}_computed.csv`).map((r) => r.team);
  const finals = csvRows("matches.csv").filter((r) => r.season === String(season) && r.is_final === "1");

  it("pairs every final as played, week by week, and crowns the grand final's winner", () => {
    const played = playFinals(AFL_TOP_EIGHT, ladder.slice(0, 8), (home, away, spec) => {
      const real = finals.find(
        (r) => r.final_week === String(spec.week) && pair(r.home_team, r.away_team) === pair(home, away),
      );
      if (!real) throw new Error(`${season} ${spec.id}: ${home} v ${away} was not played`);
      expect(real.final_type).toBe(spec.id.slice(0, 2));
      return real.winner;
    });
    expect(played).toHaveLength(finals.length);
    const grand = finals.find((r) => r.final_type === "GF")!;
    expect(played.at(-1)!.winner).toBe(grand.winner);
  });
});

describe("formats", () => {
  it("chooses the demo league's top four for two finals weeks and the AFL's top eight for four", () => {
    expect(formatForFinalsWeeks(2)).toBe(TOP_FOUR);
    expect(formatForFinalsWeeks(4)).toBe(AFL_TOP_EIGHT);
  });
});
