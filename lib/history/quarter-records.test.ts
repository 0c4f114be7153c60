import { describe, expect, it } from "vitest";
import { inEra, type HistMatch } from "./all-time";
import { Rng } from "@/lib/random/prng";
import { compactQuarters, highestQuarters, withQuarters, type MatchQuarters } from "./quarter-records";

// Hand-made matches and quarter scores: clubs 1 (Swans), 2 (Blues), 3 (Pies).
const side = (id: number, score: number) => ({
  id,
  name: ["", "Swans", "Blues", "Pies"][id],
  code: String(id),
  score,
});
function m(id: number, year: number, home: number, away: number, day = 1): HistMatch {
  return {
    id,
    seasonId: 1_000_000 + year,
    year,
    round: "Round 1",
    final: false,
    grandFinal: false,
    roundRobin: false,
    start: `${year}-05-${String(day).padStart(2, "0")}T03:00:00Z`,
    venue: "MCG",
    home: side(home, 0),
    away: side(away, 0),
  };
}

describe("most points in a quarter", () => {
  const a = m(1, 1900, 1, 2);
  const b = m(2, 1950, 3, 1);
  const c = m(3, 1990, 2, 3);
  const q = new Map<number, MatchQuarters>([
    // 1900: Swans kick 5.2 (32) in the third, Blues 1.1 each quarter.
    [1, { home: [1, 0, 2, 3, 5, 2, 0, 1], away: [1, 1, 1, 1, 1, 1, 1, 1] }],
    // 1950: Pies 4.8 (32) in the first, the same points as the Swans' 5.2 in 1900; Swans 6.0 (36) in the fourth.
    [2, { home: [4, 8, 0, 0, 1, 0, 0, 0], away: [0, 0, 0, 1, 2, 2, 6, 0] }],
    // 1990, with extra time: the fifth period (9.9) is not a quarter.
    [3, { home: [0, 1, 0, 1, 0, 1, 0, 1, 9, 9], away: [3, 3, 0, 0, 0, 0, 0, 0, 0, 0] }],
  ]);

  it("ranks one side's quarter by points, with goals and behinds, the quarter and the opponent", () => {
    const top = highestQuarters([a, b, c], q, 3);
    expect(
      top.map((r) => [
        r.match.id,
        r.side.name,
        r.quarter,
        `${r.goals}.${r.behinds}`,
        r.points,
        r.opponent.name,
      ]),
    ).toEqual([
      [2, "Swans", 4, "6.0", 36, "Pies"],
      // Equal points: the earlier match first.
      [1, "Swans", 3, "5.2", 32, "Blues"],
      [2, "Pies", 1, "4.8", 32, "Swans"],
    ]);
  });

  it("leaves out extra time and breaks ties within a match by quarter, then home first", () => {
    const top = highestQuarters([c], q, 10);
    expect(top.some((r) => r.points === 63)).toBe(false);
    expect(top).toHaveLength(8);
    expect(top[0]).toMatchObject({ side: { name: "Pies" }, quarter: 1, points: 21 });
    const ones = top.filter((r) => r.points === 1).map((r) => [r.side.name, r.quarter]);
    expect(ones).toEqual([
      ["Blues", 1],
      ["Blues", 2],
      ["Blues", 3],
      ["Blues", 4],
    ]);
    const h = highestQuarters([m(9, 2000, 1, 2)], new Map([[9, { home: [1, 0], away: [1, 0] }]]), 2);
    expect(h.map((r) => r.side.name)).toEqual(["Swans", "Blues"]);
  });

  it("is filtered by era, and counts only the era's matches that have their quarters", () => {
    const era = [a, b, c, m(4, 1920, 1, 3)].filter(inEra({ from: 1897, to: 1945 }));
    expect(highestQuarters(era, q, 1)[0]).toMatchObject({ match: { id: 1 }, points: 32 });
    expect(highestQuarters(era, q).every((r) => r.match.year <= 1945)).toBe(true);
    expect(withQuarters(era, q)).toBe(1); // match 4 (1920) has not been read
    expect(highestQuarters([m(4, 1920, 1, 3)], q)).toEqual([]);
  });

  it("keeps of a score by period answer each side's goals and behinds by period", () => {
    const period = (goals: number, behinds: number) => ({ goals, behinds, points: goals * 6 + behinds });
    expect(
      compactQuarters({
        home: { periods: [period(1, 2), period(3, 4)] },
        away: { periods: [period(0, 0), period(5, 6)] },
      }),
    ).toEqual({ home: [1, 2, 3, 4], away: [0, 0, 5, 6] });
  });

  it("over thousands of matches with many ties gives the full sort's first n, in its order", () => {
    // Seeded: 3,000 matches whose quarters score 0–5 goals and 0–5 behinds, so the n-th best ties with
    // many; the records' own pruning must keep every one of them that could rank.
    const rng = new Rng(2026);
    const pick = (k: number) => Math.floor(rng.next() * k);
    const matches: HistMatch[] = [];
    const quarters = new Map<number, MatchQuarters>();
    for (let id = 1; id <= 3000; id++) {
      matches.push(m(id, 1900 + pick(120), 1 + pick(3), 1 + pick(3), 1 + pick(28)));
      const side = () => Array.from({ length: 8 }, () => pick(6));
      if (pick(10) > 0) quarters.set(id, { home: side(), away: side() });
    }
    // The reference: every quarter, sorted in full by the order the records promise.
    const all = matches.flatMap((match) => {
      const q = quarters.get(match.id);
      if (!q) return [];
      return ([0, 1] as const).flatMap((s) =>
        [0, 1, 2, 3].map((i) => {
          const own = s === 0 ? q.home : q.away;
          return {
            id: match.id,
            start: match.start,
            s,
            quarter: i + 1,
            points: own[2 * i] * 6 + own[2 * i + 1],
          };
        }),
      );
    });
    all.sort(
      (a, b) =>
        b.points - a.points ||
        a.start.localeCompare(b.start) ||
        a.id - b.id ||
        a.quarter - b.quarter ||
        a.s - b.s,
    );
    for (const n of [1, 20, 75]) {
      const got = highestQuarters(matches, quarters, n).map((r) => ({
        id: r.match.id,
        quarter: r.quarter,
        home: r.side === r.match.home,
        points: r.points,
      }));
      expect(got).toEqual(
        all.slice(0, n).map((r) => ({ id: r.id, quarter: r.quarter, home: r.s === 0, points: r.points })),
      );
    }
  });
});
