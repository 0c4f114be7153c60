import { describe, expect, it } from "vitest";
import type { Shot } from "@/lib/contract";
import { fullOvalPlace, halfOvalPlace } from "./shot-places";

// Taken at the left end in truth (x -50), drawn attacking right once rotated (x 50).
const shot = {
  details: { location: { x: -50, y: 12 }, locationRotated: { x: 50, y: -12 } },
} as unknown as Shot;

describe("fullOvalPlace", () => {
  it("draws a shot where it was attacking right, y turned for the screen", () => {
    expect(fullOvalPlace(false)(shot)).toEqual({ x: 50, y: 12 });
  });

  it("draws a shot at its true end when asked", () => {
    expect(fullOvalPlace(true)(shot)).toEqual({ x: -50, y: -12 });
  });
});

describe("halfOvalPlace", () => {
  it("measures down from the attacked goal at the top, whichever end the shot was truly at", () => {
    // 30 m out from the goal line of a 160 m ground, 12 m to the right of the goal as the kicker sees it.
    expect(halfOvalPlace(160)(shot)).toEqual({ x: 12, y: 30 });
    expect(halfOvalPlace(140)(shot)).toEqual({ x: 12, y: 20 });
  });
});
