import { describe, expect, it } from "vitest";
import { createRing } from "./ring-buffer";

describe("the ring buffer of recent events", () => {
  it("gives what came after a number, oldest first", () => {
    const ring = createRing<string>(4);
    ["a", "b", "c"].forEach((x) => ring.push(x));
    expect(ring.since(0)).toEqual(["a", "b", "c"]);
    expect(ring.since(1)).toEqual(["b", "c"]);
    expect(ring.since(3)).toEqual([]);
  });

  it("keeps only the last `capacity`: a number older than that is too old", () => {
    const ring = createRing<number>(3);
    for (let i = 1; i <= 10; i++) expect(ring.push(i * 10)).toBe(i);
    expect(ring.since(7)).toEqual([80, 90, 100]);
    expect(ring.since(9)).toEqual([100]);
    expect(ring.since(6)).toBeNull();
    expect(ring.since(0)).toBeNull();
  });

  it("knows nothing of a number it has not reached, or of one that is not a number", () => {
    const ring = createRing<number>(3);
    ring.push(1);
    expect(ring.since(2)).toBeNull();
    expect(ring.since(-1)).toBeNull();
    expect(ring.since(0.5)).toBeNull();
    expect(() => createRing(0)).toThrow();
  });

  it("carries on another ring's numbers: it knows nothing of those before it began", () => {
    const ring = createRing<string>(4, 40);
    ["a", "b"].forEach((x) => ring.push(x));
    expect(ring.newest).toBe(42);
    expect(ring.since(40)).toEqual(["a", "b"]);
    expect(ring.since(41)).toEqual(["b"]);
    expect(ring.since(39)).toBeNull();
    expect(ring.since(0)).toBeNull();
  });
});
