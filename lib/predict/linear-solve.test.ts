import { describe, expect, it } from "vitest";
import { solve } from "./linear-solve";

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((s, x, i) => s + x * b[i], 0);

describe("solve", () => {
  it("solves a linear system", () => {
    const a = [
      [4, 1, 0],
      [1, 3, 1],
      [0, 1, 2],
    ];
    const x = solve(a, [1, 2, 3]);
    a.forEach((row, i) => expect(dot(row, x)).toBeCloseTo([1, 2, 3][i], 12));
  });
});
