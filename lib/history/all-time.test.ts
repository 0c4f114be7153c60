import { describe, expect, it } from "vitest";
import {
  allMatches,
  biggestMargins,
  biggestResults,
  byDecade,
  clubNames,
  finishes,
  grandFinalsOf,
  headToHead,
  highestScores,
  parseEra,
  premiersOf,
  premierships,
  seasonPremiership,
  winningStreaks,
  inEra,
  type HistMatch,
  type HistSeason,
} from "./all-time";

// Hand-made seasons: clubs 1 (Swans, "South Melbourne" before 1982), 2 (Blues), 3 (Pies).
const NAMES: Record<number, string> = { 1: "Swans", 2: "Blues", 3: "Pies" };
let seq = 0;
function m(
  year: number,
  home: number,
  hs: number,
  away: number,
  as: number,
  opts: Partial<Pick<HistMatch, "grandFinal" | "roundRobin" | "final" | "round">> = {},
): HistMatch {
  seq++;
  const name = (id: number) => (id === 1 && year < 1982 ? "South Melbourne" : NAMES[id]);
  return {
    id: year * 1000 + seq,
    seasonId: 1_000_000 + year,
    year,
    round: opts.round ?? "Round 1",
    final: opts.final ?? (opts.grandFinal || opts.roundRobin || false),
    grandFinal: opts.grandFinal ?? false,
    roundRobin: opts.roundRobin ?? false,
    start: `${year}-05-${String((seq % 28) + 1).padStart(2, "0")}T03:00:00Z`,
    venue: "MCG",
    home: { id: home, name: name(home), code: String(home), score: hs },
    away: { id: away, name: name(away), code: String(away), score: as },
  };
}
const season = (year: number, matches: HistMatch[], ladder: number[]): HistSeason => ({
  seasonId: 1_000_000 + year,
  year,
  name: `${year} Premiership`,
  complete: true,
  matches,
  ladder: ladder.map((id, i) => ({
    id,
    name: matches[0].home.id === id ? matches[0].home.name : NAMES[id],
    code: String(id),
    position: i + 1,
  })),
});

describe("every match in start order", () => {
  it("by start, then id, across seasons given in any order; sorted once a summary, shared and frozen", () => {
    const late = m(1990, 1, 80, 2, 70);
    const early = m(1990, 2, 60, 3, 50);
    const tieA = { ...m(1990, 3, 90, 1, 40), start: early.start, id: early.id + 500 };
    const old = m(1925, 1, 30, 2, 20);
    const seasons = [season(1990, [late, tieA, early], [1, 2, 3]), season(1925, [old], [1, 2])];
    const all = allMatches(seasons);
    const expected = [old, early, tieA, late].sort(
      (a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id,
    );
    expect(all.map((x) => x.id)).toEqual(expected.map((x) => x.id));
    expect(all[0]).toBe(old);
    expect(allMatches(seasons)).toBe(all);
    expect(Object.isFrozen(all)).toBe(true);
    // Another summary (a season read again) is another array, sorted afresh.
    const next = [...seasons];
    expect(allMatches(next)).not.toBe(all);
    expect(allMatches(next)).toEqual(all);
  });
});

describe("premiers", () => {
  it("are the grand final's winner, and the replay's after a drawn grand final", () => {
    seq = 0;
    const s = season(
      1977,
      [
        m(1977, 1, 50, 2, 40),
        m(1977, 2, 60, 3, 60, { grandFinal: true }),
        m(1977, 3, 80, 2, 70, { grandFinal: true }),
      ],
      [1, 2, 3],
    );
    expect(premiersOf(s)).toBe(3);
  });
  it("are the top of the round robin's table when a season had no grand final", () => {
    seq = 0;
    const s = season(
      1924,
      [
        m(1924, 1, 50, 2, 40, { roundRobin: true }),
        m(1924, 2, 70, 3, 40, { roundRobin: true }),
        m(1924, 3, 60, 1, 61, { roundRobin: true }),
      ],
      [2, 1, 3],
    );
    expect(premiersOf(s)).toBe(1);
    // Named as they were that year, decided by no match.
    expect(seasonPremiership(s)).toEqual({
      year: 1924,
      seasonId: 1_001_924,
      id: 1,
      name: "South Melbourne",
      match: null,
    });
  });
  it("are named with the match that decided them: the replay after a drawn grand final", () => {
    seq = 0;
    const matches = [
      m(1948, 1, 50, 2, 40),
      m(1948, 2, 60, 3, 60, { grandFinal: true }),
      m(1948, 3, 80, 2, 70, { grandFinal: true, round: "Grand Final Replay" }),
    ];
    const replay = matches[2];
    const s = season(1948, matches, [1, 2, 3]);
    expect(seasonPremiership(s)).toEqual({
      year: 1948,
      seasonId: 1_001_948,
      id: 3,
      name: "Pies",
      match: replay,
    });
  });
  it("are undecided in a season without a grand final or round robin", () => {
    seq = 0;
    const s = season(2000, [m(2000, 1, 1, 2, 2)], [1, 2]);
    expect(premiersOf(s)).toBeNull();
    expect(seasonPremiership(s)).toBeNull();
  });
});

describe("a club's history", () => {
  seq = 0;
  const seasons = [
    season(1966, [m(1966, 1, 100, 2, 50), m(1966, 1, 80, 3, 90, { grandFinal: true })], [1, 3, 2]),
    season(1989, [m(1989, 2, 40, 1, 140), m(1989, 1, 99, 2, 98, { grandFinal: true })], [2, 1, 3]),
    season(1990, [m(1990, 3, 70, 1, 70), m(1990, 1, 60, 3, 30)], [3, 1, 2]),
  ];
  const all = seasons.flatMap((s) => s.matches);
  it("keeps every name it played under with its years", () => {
    expect(clubNames(seasons, 1)).toEqual([
      { name: "South Melbourne", code: "1", from: 1966, to: 1966 },
      { name: "Swans", code: "1", from: 1989, to: 1990 },
    ]);
  });
  it("lists its grand finals with results and its premierships", () => {
    expect(grandFinalsOf(seasons, 1).map((g) => [g.match.year, g.result, g.score])).toEqual([
      [1966, "L", "80–90"],
      [1989, "W", "99–98"],
    ]);
    expect(premierships(seasons, 1).map((p) => [p.year, p.name])).toEqual([[1989, "Swans"]]);
  });
  it("finds where it finished each year", () => {
    expect(finishes(seasons, 1).map((f) => [f.year, f.position, f.teams, f.premiers])).toEqual([
      [1966, 1, 3, false],
      [1989, 2, 3, true],
      [1990, 2, 3, false],
    ]);
  });
  it("adds up its record by decade, a draw as half a win", () => {
    expect(byDecade(all, 1)).toEqual([
      { decade: 1960, played: 2, won: 1, drawn: 0, lost: 1, winRate: 50 },
      { decade: 1980, played: 2, won: 2, drawn: 0, lost: 0, winRate: 100 },
      { decade: 1990, played: 2, won: 1, drawn: 1, lost: 0, winRate: 75 },
    ]);
  });
  it("ranks its biggest wins and losses", () => {
    expect(biggestResults(all, 1, "win").map((r) => r.margin)).toEqual([100, 50, 30, 1]);
    expect(biggestResults(all, 1, "loss").map((r) => r.margin)).toEqual([-10]);
  });
});

describe("head to head", () => {
  it("counts wins, draws and points from each side, with margins from the first club's side", () => {
    seq = 0;
    const ms = [m(1990, 1, 100, 2, 50), m(1991, 2, 80, 1, 70), m(1992, 1, 60, 2, 60), m(1992, 1, 60, 3, 1)];
    const h = headToHead(ms, 1, 2);
    expect([h.played, h.aWins, h.bWins, h.draws, h.aPoints, h.bPoints]).toEqual([3, 1, 1, 1, 230, 190]);
    expect(h.meetings.map((x) => x.margin)).toEqual([50, -10, 0]);
    expect(headToHead(ms, 2, 1).meetings.map((x) => x.margin)).toEqual([-50, 10, 0]);
  });
});

describe("records", () => {
  seq = 0;
  const ms = [
    m(1900, 1, 30, 2, 10),
    m(1901, 1, 40, 3, 20),
    m(1950, 2, 150, 1, 20),
    m(1951, 1, 50, 3, 50),
    m(1952, 1, 60, 2, 10),
    m(1953, 3, 10, 1, 90),
    m(1954, 3, 200, 2, 5),
  ];
  it("ranks the highest scores and biggest margins", () => {
    expect(highestScores(ms, 3).map((r) => [r.side.id, r.side.score])).toEqual([
      [3, 200],
      [2, 150],
      [1, 90],
    ]);
    expect(biggestMargins(ms, 2).map((r) => [r.side.id, r.opponent.id, r.margin])).toEqual([
      [3, 2, 195],
      [2, 1, 130],
    ]);
  });
  it("counts winning streaks across seasons, ended by a loss or a draw", () => {
    const s = winningStreaks(ms, 10);
    expect(s.map((x) => [x.squadId, x.length])).toEqual([
      [1, 2],
      [1, 2],
      [2, 1],
      [3, 1],
    ]);
    expect(s[0].first.year).toBe(1900);
    expect(s[1].last.year).toBe(1953);
  });
  it("filters by era, and an era from the address is checked", () => {
    const era = parseEra("1946-1952");
    expect(era).toEqual({ ok: true, era: { from: 1946, to: 1952 } });
    expect(ms.filter(inEra(era.ok ? era.era : null)).map((x) => x.year)).toEqual([1950, 1951, 1952]);
    expect(parseEra(undefined)).toEqual({ ok: true, era: null });
    expect(parseEra("1990-1900").ok).toBe(false);
    expect(parseEra("modern").ok).toBe(false);
  });
});
