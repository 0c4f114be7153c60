import { describe, expect, it } from "vitest";
import { colourKey, compareCsv, gameCsv, gamePoints, percentileRows, playerLabels } from "./compare-cells";

const bar = (value: number | null, detail: string) => ({ label: "R1", detail, value, finals: false });
const figures = (name: string, seasonName: string) => ({
  name,
  seasonName,
  totals: [303, null],
  averages: [303 / 11, null],
  standing: { average: [97.44, null], total: [88.5, null] },
});

describe("the comparison's cells", () => {
  it("names carry the season's year only when the seasons differ", () => {
    expect(playerLabels([figures("A", "2024 AFL"), figures("B", "2024 AFL")])).toEqual(["A", "B"]);
    expect(playerLabels([figures("A", "2023 AFL"), figures("A", "2025 AFL")])).toEqual(["A 2023", "A 2025"]);
  });

  it("an exported chart says whose colour is whose", () => {
    expect(colourKey(["A", "B", "C"])).toBe("blue: A · orange: B · green: C");
  });

  it("the CSV: a row a statistic, a game to one decimal, totals whole, percentiles rounded", () => {
    const csv = compareCsv([figures("A", "2024 AFL"), figures("B", "2024 AFL")], ["Disposals", "Goals"]);
    expect(csv.header).toEqual([
      "Statistic",
      "A a game",
      "A a game percentile",
      "A total",
      "A total percentile",
      "B a game",
      "B a game percentile",
      "B total",
      "B total percentile",
    ]);
    // 303 / 11 = 27.545…
    expect(csv.rows[0]).toEqual(["Disposals", "27.5", "97", "303", "89", "27.5", "97", "303", "89"]);
    expect(csv.rows[1]).toEqual(["Goals", "", "", "", "", "", "", "", ""]);
  });

  it("the percentile chart's rows hold each player's rounded percentile a game", () => {
    expect(percentileRows([figures("A", "x")], ["Disposals", "Goals"])).toEqual([
      { metric: "Disposals", p0: 97 },
      { metric: "Goals", p0: null },
    ]);
  });

  it("game by game runs along each player's own games; a shorter season ends early", () => {
    const logs = [[bar(30, "Round 1 v X"), bar(25, "Round 2 at Y")], [bar(18, "Round 3 v Z")]];
    expect(gamePoints(logs)).toEqual([
      { game: 1, p0: 30, d0: "Round 1 v X", p1: 18, d1: "Round 3 v Z" },
      { game: 2, p0: 25, d0: "Round 2 at Y" },
    ]);
    expect(gameCsv(logs, ["A", "B"])).toEqual({
      header: ["Game", "A match", "A", "B match", "B"],
      rows: [
        [1, "Round 1 v X", "30", "Round 3 v Z", "18"],
        [2, "Round 2 at Y", "25", "", ""],
      ],
    });
    expect(gamePoints([])).toEqual([]);
  });
});
