import { describe, expect, it } from "vitest";
import { fixtureFinals, seasonFinals } from "./finals-era";

describe("seasonFinals", () => {
  const afl = (startYear: number, weeks = 4) => seasonFinals({ competitionCode: "AFL", startYear }, weeks);
  it("plays each era's system where it is modelled, and names the line where it is not", () => {
    expect([afl(2024), afl(2000)].map((f) => f.format)).toEqual(["afl-top-eight", "afl-top-eight"]);
    expect([afl(1990), afl(1972)].map((f) => [f.format, f.teams])).toEqual([
      ["mcintyre-five", 5],
      ["mcintyre-five", 5],
    ]);
    expect([afl(1971), afl(1931)].map((f) => [f.format, f.teams])).toEqual([
      ["page-mcintyre-four", 4],
      ["page-mcintyre-four", 4],
    ]);
    expect([afl(1999), afl(1994), afl(1993), afl(1992), afl(1991)].map((f) => [f.format, f.teams])).toEqual([
      ["mcintyre-eight", 8],
      ["mcintyre-eight", 8],
      ["final-six", 6],
      ["final-six", 6],
      ["final-six-1991", 6],
    ]);
    expect([afl(1930), afl(1925), afl(1902), afl(1901)].map((f) => f.format)).toEqual([
      "challenge-four",
      "challenge-four",
      "challenge-four",
      "final-four-1901",
    ]);
    expect([afl(1924), afl(1900), afl(1898), afl(1897)].map((f) => [f.format, f.teams])).toEqual([
      [null, 4],
      [null, 4],
      [null, 4],
      [null, 4],
    ]);
  });
  it("gives another league (the demo's) its system by the fixture's finals weeks, whatever its years", () => {
    expect(seasonFinals({ competitionCode: "SYN", startYear: 1950 }, 2).format).toBe("top-four");
    expect(seasonFinals({ competitionCode: "SYN", startYear: 2026 }, 4).format).toBe("afl-top-eight");
    expect(afl(2030, 2).format).toBe("top-four");
  });
});

describe("fixtureFinals", () => {
  it("counts the fixture's weeks of finals: the phases after the first, a round a week", () => {
    const rounds = (n: number) => ({ rounds: Array.from({ length: n }, () => ({})) });
    const demo = { competitionCode: "SYN", startYear: 2026 };
    expect(fixtureFinals({ ...demo, phases: [rounds(10), rounds(2)] }).teams).toBe(4);
    expect(fixtureFinals({ ...demo, phases: [rounds(10), rounds(2), rounds(2)] }).teams).toBe(8);
    expect(fixtureFinals({ ...demo, phases: [rounds(10)] }).format).toBe("top-four");
  });
});
