import { describe, expect, it } from "vitest";
import { AFL_TOP_EIGHT, playFinals, type FinalsFormat } from "./finals-bracket";
import { seasonFinals } from "@/lib/season/finals-era";
import { FINALS_FORMATS } from "./season-finals";
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

// The VFL's systems of 1931–1990, against every season the history's CSV holds: the ladder after the
// home-and-away rounds summed by this test from the raw results (4 points a win, 2 a draw, then
// percentage), the bracket told only who won each final. It must name exactly the finals played and
// crown the real premier. A drawn final was replayed: the pair's next match decides it.
const history = csvRows("history/matches_1897_2022.csv");

function historyLadder(year: number): string[] {
  const table = new Map<string, { points: number; for: number; against: number }>();
  const row = (team: string) =>
    table.get(team) ?? table.set(team, { points: 0, for: 0, against: 0 }).get(team)!;
  for (const m of history.filter((r) => Number(r.season) === year && r.is_final === "0")) {
    const [h, a] = [Number(m.home_score), Number(m.away_score)];
    const [home, away] = [row(m.home_team), row(m.away_team)];
    home.for += h;
    home.against += a;
    away.for += a;
    away.against += h;
    home.points += h > a ? 4 : h === a ? 2 : 0;
    away.points += a > h ? 4 : h === a ? 2 : 0;
  }
  return [...table]
    .sort(([, x], [, y]) => y.points - x.points || y.for / y.against - x.for / x.against)
    .map(([team]) => team);
}

function playedAsHistory(format: FinalsFormat, year: number) {
  const finals = history.filter((r) => Number(r.season) === year && r.is_final === "1");
  const used = new Set<number>();
  const played = playFinals(format, historyLadder(year).slice(0, format.teams), (home, away, spec) => {
    for (let i = 0; i < finals.length; i++) {
      const r = finals[i];
      if (used.has(i) || pair(r.home_team, r.away_team) !== pair(home, away)) continue;
      used.add(i);
      const margin = Number(r.home_score) - Number(r.away_score);
      if (margin !== 0) return margin > 0 ? r.home_team : r.away_team;
    }
    throw new Error(`${year} ${spec.id}: ${home} v ${away} was not played (or never decided)`);
  });
  return { played, used: used.size, finals };
}

const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
describe.each([
  ["the final four of 1901", FINALS_FORMATS["final-four-1901"], [1901]],
  [
    "the final four with the minor premier's challenge",
    FINALS_FORMATS["challenge-four"],
    [...years(1902, 1923), ...years(1925, 1930)],
  ],
  ["the Page–McIntyre final four", FINALS_FORMATS["page-mcintyre-four"], years(1931, 1971)],
  ["the McIntyre final five", FINALS_FORMATS["mcintyre-five"], years(1972, 1990)],
  ["the final six of 1991", FINALS_FORMATS["final-six-1991"], [1991]],
  ["the final six", FINALS_FORMATS["final-six"], years(1992, 1993)],
  // 1994's file lacks one of its four qualifying finals: its bracket cannot be checked.
  ["the McIntyre final eight", FINALS_FORMATS["mcintyre-eight"], years(1995, 1999)],
] as const)("%s", (_, format, seasons) => {
  it.each(seasons)("pairs every final of %i as played, and crowns its grand final's winner", (year) => {
    const { played, used, finals } = playedAsHistory(format, year);
    expect(used, "every final and replay of the season played once").toBe(finals.length);
    const grand = finals.filter((r) => /grand/i.test(r.round)).at(-1)!;
    const margin = Number(grand.home_score) - Number(grand.away_score);
    expect(played.at(-1)!.winner).toBe(margin > 0 ? grand.home_team : grand.away_team);
  });
});

describe("FINALS_FORMATS", () => {
  it("plays each season's system with as many teams as the era table draws the finals line at", () => {
    const seasons = [
      ...Array.from({ length: 2030 - 1897 + 1 }, (_, i) => ({ competitionCode: "AFL", startYear: 1897 + i })),
      { competitionCode: "SYN", startYear: 2026 },
    ];
    for (const season of seasons)
      for (const weeks of [2, 4]) {
        const { format, teams } = seasonFinals(season, weeks);
        if (format) expect(FINALS_FORMATS[format].teams, `${season.startYear}: ${format}`).toBe(teams);
      }
  });
});
