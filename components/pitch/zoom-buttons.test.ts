import { describe, expect, it } from "vitest";
import { zoomButtons } from "./zoom-buttons";

const controls = (k: number, zoomReady = true) => {
  const panned: [number, number][] = [];
  const zp = {
    k,
    zoomReady,
    zoomIn: () => {},
    zoomOut: () => {},
    reset: () => {},
    panBy: (fx: number, fy: number) => void panned.push([fx, fy]),
  };
  return { zp, panned };
};

describe("the map's zoom and pan buttons", () => {
  it("at zoom 1: zoom in only (out and reset disabled), no pan buttons", () => {
    const bs = zoomButtons(controls(1).zp);
    expect(bs.map(([g, name, , off]) => [g, name, off])).toEqual([
      ["+", "Zoom in", false],
      ["−", "Zoom out", true],
      ["Reset", "Reset zoom", true],
    ]);
  });

  it("zoom in is disabled until d3-zoom has arrived", () => {
    expect(zoomButtons(controls(1, false).zp)[0][3]).toBe(true);
  });

  it("zoomed in: every button enabled, and four pans of a fifth of the view", () => {
    const { zp, panned } = controls(2);
    const bs = zoomButtons(zp);
    expect(bs.map(([g, name, , off]) => `${g} ${name} ${off}`)).toEqual([
      "+ Zoom in false",
      "− Zoom out false",
      "Reset Reset zoom false",
      "← Pan left false",
      "→ Pan right false",
      "↑ Pan up false",
      "↓ Pan down false",
    ]);
    for (const [, , act] of bs.slice(3)) act();
    expect(panned).toEqual([
      [-0.2, 0],
      [0.2, 0],
      [0, -0.2],
      [0, 0.2],
    ]);
  });
});
