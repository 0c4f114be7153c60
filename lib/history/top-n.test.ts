import { describe, expect, it } from "vitest";
import { Rng } from "@/lib/random/prng";
import { createTopN } from "./top-n";

type Item = { id: number; v: number };
const order = (a: Item, b: Item) => b.v - a.v || a.id - b.id;

function best(items: Item[], n: number) {
  const top = createTopN(n, (t: Item) => t.v, order);
  for (const t of items) if (top.admits(t.v)) top.offer(t);
  return top.best();
}

describe("createTopN", () => {
  it("is what sorting every candidate and taking n gives, ties with the n-th included (seeded)", () => {
    const rng = new Rng(20261128);
    for (let round = 0; round < 50; round++) {
      // Few distinct values, so ties at the cut are the rule; ids in no order, so a tie that comes later
      // can rank before one kept.
      const items = Array.from({ length: 1 + Math.floor(rng.next() * 3000) }, (_, i) => ({
        id: Math.floor(rng.next() * 1e9) * 10_000 + i,
        v: Math.floor(rng.next() * 40),
      }));
      for (const n of [1, 7, 20, 5000])
        expect(best(items, n), `round ${round}, n ${n}`).toEqual([...items].sort(order).slice(0, n));
    }
  });

  it("nothing for n of 0, and nothing kept below the floor once there are n", () => {
    expect(best([{ id: 1, v: 5 }], 0)).toEqual([]);
    const top = createTopN(2, (t: Item) => t.v, order);
    for (let id = 0; id < 20; id++) top.offer({ id, v: 10 + id });
    expect(top.admits(5)).toBe(false);
    expect(top.admits(29)).toBe(true);
    expect(top.best().map((t) => t.v)).toEqual([29, 28]);
  });
});
