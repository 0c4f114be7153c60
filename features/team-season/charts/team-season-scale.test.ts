import { describe, expect, it } from "vitest";
import { LOSS, WIN, marginColour, tickInterval } from "./team-season-scale";

describe("marginColour", () => {
  it("colours a win or a draw green and a loss red", () => {
    expect([marginColour(12), marginColour(0), marginColour(-1)]).toEqual([WIN, WIN, LOSS]);
  });
});

describe("tickInterval", () => {
  it("labels every round from 520 px, else about eight rounds in all", () => {
    expect(tickInterval(520, 23)).toBe(0);
    expect(tickInterval(519, 23)).toBe(2);
    expect(tickInterval(400, 8)).toBe(0);
    expect(tickInterval(400, 9)).toBe(1);
  });
});
