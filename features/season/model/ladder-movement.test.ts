import { describe, expect, it } from "vitest";
import type { LadderEntry } from "@/lib/contract";
import { ladderMovement } from "./ladder-movement";

const entry = (id: number, position: number) => ({ id, position }) as LadderEntry;

describe("ladder movement", () => {
  it("counts places gained as positive", () => {
    const moves = ladderMovement([entry(1, 1), entry(2, 2), entry(3, 3)], [entry(2, 1), entry(1, 3)]);
    expect(moves.get(1)).toBe(2);
    expect(moves.get(2)).toBe(-1);
    expect(moves.has(3)).toBe(false);
  });
});
