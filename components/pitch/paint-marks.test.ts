import { describe, expect, it } from "vitest";
import { devicePixels, paintMarks, type MarkPen } from "./paint-marks";

/** A 2D context that records what is drawn: the calls in order, with the styles set at each. */
function recorder() {
  const calls: string[] = [];
  const pen = {
    lineWidth: 0,
    strokeStyle: "",
    fillStyle: "",
    setTransform: (...a: number[]) => calls.push(`setTransform ${a.join(" ")}`),
    clearRect: (...a: number[]) => calls.push(`clearRect ${a.join(" ")}`),
    beginPath: () => calls.push("beginPath"),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x} ${y}`),
    arc: (x: number, y: number, r: number) => calls.push(`arc ${x} ${y} ${r}`),
    stroke: () => calls.push(`stroke ${pen.strokeStyle} ${pen.lineWidth}`),
    fill: () => calls.push(`fill ${pen.fillStyle}`),
  };
  return { pen: pen as unknown as MarkPen, calls };
}

// Three marks in two groups, a view 100 m wide from (−50, −20) painted 200 px wide: 2 px a metre.
const marks = {
  count: 3,
  xs: Float32Array.from([0, -50, 10]),
  ys: Float32Array.from([0, -20, 5]),
  group: Uint8Array.from([1, 0, 1]),
};
const view = { x: -50, y: -20, width: 100 };
const style = { radius: 1.5, colours: ["#a00", "#0a0"], halo: "#fff" };

describe("painting the canvas map's marks", () => {
  it("clears the canvas, then strokes and fills one path a group, at the view's scale", () => {
    const { pen, calls } = recorder();
    paintMarks(pen, { w: 200, h: 120 }, marks, view, style);
    // r = 1.5 m · 2 px/m = 3 px; the halo's width 40% of it, at least 1 px (here 1.2).
    expect(calls).toEqual([
      "setTransform 1 0 0 1 0 0",
      "clearRect 0 0 200 120",
      "beginPath",
      "moveTo 3 0",
      "arc 0 0 3",
      "stroke #fff 1.2000000000000002",
      "fill #a00",
      "beginPath",
      "moveTo 103 40",
      "arc 100 40 3",
      "moveTo 123 50",
      "arc 120 50 3",
      "stroke #fff 1.2000000000000002",
      "fill #0a0",
    ]);
  });

  it("keeps the halo at least a pixel wide for small marks", () => {
    const { pen, calls } = recorder();
    paintMarks(pen, { w: 200, h: 120 }, marks, view, { ...style, radius: 0.5 });
    expect(calls.filter((c) => c.startsWith("stroke"))).toEqual(["stroke #fff 1", "stroke #fff 1"]);
  });

  it("paints nothing of a group without a colour", () => {
    const { pen, calls } = recorder();
    paintMarks(pen, { w: 200, h: 120 }, marks, view, { ...style, colours: ["#a00"] });
    expect(calls.filter((c) => c.startsWith("arc"))).toEqual(["arc 0 0 3"]);
  });
});

describe("the canvas's size in device pixels", () => {
  it("is its CSS box times the device pixel ratio, rounded", () => {
    expect(devicePixels(300.4, 150.2, 2)).toEqual({ w: 601, h: 300 });
  });

  it("is at least one pixel each way (a hidden box)", () => {
    expect(devicePixels(0, 0, 3)).toEqual({ w: 1, h: 1 });
  });
});
