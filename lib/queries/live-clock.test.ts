import { describe, expect, it } from "vitest";
import { msToNextBeat } from "./live-clock";

describe("msToNextBeat", () => {
  const beat = 15_000;
  const b = 1_700_000_010_000 - (1_700_000_010_000 % beat); // a beat: a multiple of 15 s since the epoch

  it("waits until the next multiple of the period, plus the tab's offset", () => {
    expect(msToNextBeat(beat, b + 4_000, 0)).toBe(11_000);
    expect(msToNextBeat(beat, b + 4_000, 700)).toBe(11_700);
    expect(msToNextBeat(beat, b + 500, 700)).toBe(15_200); // 200 ms to the beat: the next one instead
  });

  it("puts viewers who loaded at different times on the same beat", () => {
    const next = [b + 1_234, b + 7_000, b + 13_999].map((now) => now + msToNextBeat(beat, now, 300));
    expect(new Set(next)).toEqual(new Set([b + beat + 300]));
  });

  it("right on its beat, waits a whole period (a timer firing on time polls once)", () => {
    expect(msToNextBeat(beat, b + 300, 300)).toBe(beat);
    expect(msToNextBeat(beat, b + 299, 300)).toBe(beat + 1); // a hair early: still the next beat
  });
});
