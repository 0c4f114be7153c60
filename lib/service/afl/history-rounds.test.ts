import { describe, expect, it } from "vitest";
import { finalsRoundName, finalsWeeks, ROUND_ROBIN, seasonRounds } from "./history-rounds";
import type { CsvRow } from "../../format/parse-csv";

const row = (round: string, isFinal: boolean, date: string): CsvRow => ({
  round,
  is_final: isFinal ? "1" : "0",
  date_local: `${date} 14:30`,
});

describe("finalsWeeks and finalsRoundName", () => {
  it("starts a new week for a final more than three days after the week's first", () => {
    expect(finalsWeeks(["1950-09-02", "1950-09-05", "1950-09-06", "1950-09-16"])).toEqual([1, 1, 2, 3]);
  });

  it("names a week by its finals: grand final (and its replay), preliminary, round robin, else numbered", () => {
    expect(finalsRoundName(["GF"], 4, "Preliminary Final")).toBe("Grand Final");
    expect(finalsRoundName(["GF"], 5, "Grand Final")).toBe("Grand Final Replay");
    expect(finalsRoundName(["PF", "PF"], 3, undefined)).toBe("Preliminary Finals");
    expect(finalsRoundName([ROUND_ROBIN], 2, undefined)).toBe("Round-Robin Finals, Week 2");
    expect(finalsRoundName(["QF", "EF"], 1, undefined)).toBe("Finals Week 1");
  });
});

describe("seasonRounds", () => {
  const season = [
    row("1", false, "1950-04-15"),
    row("2", false, "1950-04-22"),
    row("2", false, "1950-04-22"),
    row("Semi Final", true, "1950-09-02"),
    row("Grand Final", true, "1950-09-16"),
  ];

  it("numbers home-and-away rounds as the file does and finals weeks after the last round", () => {
    const r = seasonRounds(1950, 1_000_050, season);
    expect(r.ha.rounds.map((x) => [x.id, x.code, x.number])).toEqual([
      [100_005_001, "R1", 1],
      [100_005_002, "R2", 2],
    ]);
    expect(r.fin.rounds.map((x) => [x.code, x.name, x.number, x.phaseNumber])).toEqual([
      ["FW1", "Finals Week 1", 3, 1],
      ["FW2", "Grand Final", 4, 2],
    ]);
    expect([r.ha.id, r.fin.id]).toEqual([10_000_501, 10_000_502]);
    expect(season.map((x) => r.roundOf(x, "here"))).toEqual([1, 2, 2, 3, 4]);
    expect(season.map(r.typeOf)).toEqual(["HA", "HA", "HA", "SF", "GF"]);
  });

  it("types the finals of a season without a grand final as a round robin, and refuses an unknown final", () => {
    const robin = seasonRounds(1897, 1_001_897, [
      row("1", false, "1897-05-08"),
      row("Semi Final", true, "1897-09-04"),
    ]);
    expect(robin.typeOf(row("Semi Final", true, "1897-09-04"))).toBe(ROUND_ROBIN);
    expect(robin.fin.rounds[0].name).toBe("Round-Robin Finals, Week 1");
    expect(() => seasonRounds(1950, 1, [row("Wildcard", true, "1950-09-02")])).toThrow(
      '1950: unknown final "Wildcard"',
    );
  });
});
