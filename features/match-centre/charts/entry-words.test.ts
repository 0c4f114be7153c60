import { describe, expect, it } from "vitest";
import type { Entry } from "@/lib/contract";
import { describeEntry, entryLanding, entryLaunch, entrySamples, outcomeLabel } from "./entry-words";
import { ENTRY_OUTCOMES } from "@/lib/charts/palette";

const entry = {
  id: 1,
  period: 3,
  periodSecs: 61,
  player: { fullname: "Sam Walsh" },
  squad: { id: 7, name: "Carlton" },
  details: {
    kick: {
      launchLocation: { x: -20, y: 10 },
      launchLocationRotated: { x: 20, y: -10 },
      resultLocation: { x: -60, y: 4 },
      resultLocationRotated: { x: 60, y: -4 },
      launchDistanceToGoal: 64.6,
      resultDistanceToGoal: 20.2,
      intent: "LONG",
      direction: "CENTRE",
      pressure: { name: "Low" },
    },
    source: { name: "Stoppage" },
    result: { outcome: ENTRY_OUTCOMES[0].code },
  },
} as unknown as Entry;

describe("entryLaunch and entryLanding", () => {
  it("places the arrow's ends as drawn (y down), at the true ends or rotated", () => {
    expect(entryLaunch(entry, true)).toEqual({ x: -20, y: -10 });
    expect(entryLaunch(entry, false)).toEqual({ x: 20, y: 10 });
    expect(entryLanding(entry, true)).toEqual({ x: -60, y: -4 });
    expect(entryLanding(entry, false)).toEqual({ x: 60, y: 4 });
  });
});

describe("entrySamples", () => {
  it("samples each launch for the attack directions", () => {
    expect(entrySamples([entry])).toEqual([
      { squadId: 7, period: 3, location: { x: -20, y: 10 }, locationRotated: { x: 20, y: -10 } },
    ]);
  });
});

describe("describeEntry and outcomeLabel", () => {
  it("says who, how far out from and to (rounded), and the outcome by its label", () => {
    const lines = describeEntry(entry);
    expect(lines[0]).toBe("Sam Walsh (Carlton)");
    expect(lines[3]).toBe("From 65 m out to 20 m out");
    expect(lines[4]).toBe("Pressure: Low; chain from stoppage");
    expect(lines[5]).toBe(`Outcome: ${ENTRY_OUTCOMES[0].label}`);
    expect(outcomeLabel(ENTRY_OUTCOMES[1].code)).toBe(ENTRY_OUTCOMES[1].label);
  });
});
