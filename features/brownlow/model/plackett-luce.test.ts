import { describe, expect, it } from "vitest";
import { firstChoice, voteChances } from "./plackett-luce";

// Brute force: every ordered (3, 2, 1) triple's chance under Plackett–Luce, added up by player.
function enumerate(p: number[]) {
  const out = p.map(() => ({ three: 0, two: 0, one: 0 }));
  p.forEach((pa, a) =>
    p.forEach((pb, b) => {
      if (b === a) return;
      p.forEach((pc, c) => {
        if (c === a || c === b) return;
        const chance = pa * (pb / (1 - pa)) * (pc / (1 - pa - pb));
        out[a].three += chance;
        out[b].two += chance;
        out[c].one += chance;
      });
    }),
  );
  return out;
}

describe("vote chances", () => {
  const p = firstChoice([2.1, 1.4, 0.3, -0.5, 0.9, 1.4]);

  it("first choice is the softmax of the scores", () => {
    const e = [2.1, 1.4, 0.3, -0.5, 0.9, 1.4].map(Math.exp);
    const sum = e.reduce((a, b) => a + b);
    p.forEach((v, i) => expect(v).toBeCloseTo(e[i] / sum, 12));
  });

  it("equal the brute-force sum over every ordered triple", () => {
    const want = enumerate(p);
    voteChances(p).forEach((c, i) => {
      expect(c.three).toBeCloseTo(want[i].three, 12);
      expect(c.two).toBeCloseTo(want[i].two, 12);
      expect(c.one).toBeCloseTo(want[i].one, 12);
      expect(c.expected).toBeCloseTo(3 * want[i].three + 2 * want[i].two + want[i].one, 12);
    });
  });

  it("give out exactly one 3, one 2 and one 1: six votes a match", () => {
    const c = voteChances(firstChoice(Array.from({ length: 46 }, (_, i) => Math.sin(i) * 3)));
    for (const k of ["three", "two", "one"] as const)
      expect(c.reduce((s, x) => s + x[k], 0)).toBeCloseTo(1, 10);
    expect(c.reduce((s, x) => s + x.expected, 0)).toBeCloseTo(6, 10);
  });

  it("stay finite when one player is all but certain of the 3", () => {
    const c = voteChances(firstChoice([60, 0, 0, 0]));
    expect(c[0].three).toBeCloseTo(1, 12);
    expect(c.every((x) => Number.isFinite(x.expected))).toBe(true);
    expect(c[1].two + c[2].two + c[3].two).toBeCloseTo(1, 6);
  });
});
