import { describe, expect, it } from "vitest";
import { attackArrow, attackDirections, attackSign, directionLabels } from "./attack-direction";

const sample = (squadId: number, period: number, x: number, rx: number) => ({
  squadId,
  period,
  location: { x, y: 2 },
  locationRotated: { x: rx, y: Math.sign(rx * x) * 2 },
});

describe("attackDirections", () => {
  const d = attackDirections([sample(160, 1, 30, 30), sample(20, 1, -40, 40), sample(160, 2, 25, -25)]);

  it("reads each squad's end in each quarter from true and rotated locations", () => {
    expect(attackSign(d, 160, 1)).toBe(1);
    expect(attackSign(d, 20, 1)).toBe(-1);
    expect(attackSign(d, 160, 2)).toBe(-1);
    expect(attackSign(d, 20, 3)).toBeUndefined();
  });

  it("infers a squad's end from its opponent's when it has no sample", () => {
    expect(attackArrow(d, 20, 160, 2)).toBe("→");
    expect(attackArrow(d, 160, 20, 1)).toBe("→");
    expect(attackArrow(d, 160, 20, 4)).toBeNull();
  });
});

describe("directionLabels", () => {
  const d = attackDirections([sample(160, 1, 30, 30), sample(160, 2, 25, -25), sample(20, 3, -10, 10)]);
  const home = { id: 160, name: "Sydney" };
  const away = { id: 20, name: "Brisbane Lions" };

  it("says each team attacks right in rotated maps", () => {
    expect(directionLabels(d, false, 2, home, away)).toEqual([
      { label: "Each team attacks to the right", dir: 1 },
    ]);
  });

  it("names each team's end in one quarter, inferring one from the other", () => {
    expect(directionLabels(d, true, 3, home, away)).toEqual([
      { label: "Sydney attack in Q3", dir: 1 },
      { label: "Brisbane Lions attack in Q3", dir: -1 },
    ]);
  });

  it("groups the home team's quarters by end over the whole match", () => {
    expect(directionLabels(d, true, undefined, home, away)).toEqual([
      { label: "Sydney attack in Q1, Q3", dir: 1 },
      { label: "Sydney attack in Q2", dir: -1 },
    ]);
  });
});
