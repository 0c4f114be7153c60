import { describe, expect, it } from "vitest";
import { labelWidth, placeLabels, type LabelAnchor } from "./label-placement";

const AREA = { x: 50, y: 10, width: 800, height: 400 };
const anchor = (x: number, y: number, name = "Jeremy Cameron"): LabelAnchor => ({
  x,
  y,
  width: labelWidth(name, 11),
  height: 13,
});
const box = (a: LabelAnchor, p: { x: number; y: number }) => ({
  left: p.x - a.width / 2,
  right: p.x + a.width / 2,
  top: p.y - a.height / 2,
  bottom: p.y + a.height / 2,
});
type Box = ReturnType<typeof box>;
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe("the explorer's named labels", () => {
  it("a lone dot's name sits just above it, with no leader line", () => {
    const a = anchor(400, 200);
    const [p] = placeLabels([a], AREA);
    expect(p.leader).toBe(false);
    expect(p.x).toBe(400);
    expect(p.y).toBeLessThan(200 - a.height / 2);
    expect(box(a, p).bottom).toBeLessThanOrEqual(200 - 4);
  });

  it("a dot at the top of the plot has its name below it, inside the plot", () => {
    const a = anchor(400, AREA.y + 2);
    const [p] = placeLabels([a], AREA);
    expect(p.y).toBeGreaterThan(a.y);
    expect(box(a, p).top).toBeGreaterThanOrEqual(AREA.y);
  });

  it("ten dots in one cluster: no name covers another, none leaves the plot, the far ones have leaders", () => {
    const names = [
      "Jeremy Cameron",
      "Charlie Curnow",
      "Jesse Hogan",
      "Joe Daniher",
      "Tom Lynch",
      "Jake Waterman",
      "Kysaiah Pickett",
      "Harry McKay",
      "Mitch Georgiades",
      "Aaron Naughton",
    ];
    // The 2024 goalkickers: up to five dots within a few pixels of each other, at the plot's top left.
    const anchors = names.map((n, i) => anchor(80 + (i % 5) * 6, 20 + Math.floor(i / 5) * 5, n));
    const placed = placeLabels(anchors, AREA);
    const boxes = placed.map((p, i) => box(anchors[i], p));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlaps(boxes[i], boxes[j]), `${names[i]} / ${names[j]}`).toBe(false);
      expect(boxes[i].left).toBeGreaterThanOrEqual(AREA.x);
      expect(boxes[i].top).toBeGreaterThanOrEqual(AREA.y);
      expect(boxes[i].right).toBeLessThanOrEqual(AREA.x + AREA.width);
      expect(boxes[i].bottom).toBeLessThanOrEqual(AREA.y + AREA.height);
    }
    expect(placed.some((p) => p.leader)).toBe(true);
  });

  it("the first named (the furthest from the trend) keeps the nearest free place", () => {
    const anchors = [anchor(300, 200, "Tom Lynch"), anchor(304, 200, "Jesse Hogan")];
    const placed = placeLabels(anchors, AREA);
    expect(placed[0]).toEqual({ x: 300, y: 200 - 12.5, leader: false });
    expect(placed[1].leader).toBe(false); // below its dot, beside the first
    expect(placed[1].y).toBeGreaterThan(200);
  });

  it("a name does not cover another named dot", () => {
    const a = anchor(400, 200);
    const b = anchor(400, 186); // right where a's name would go above it
    const [pa] = placeLabels([a, b], AREA);
    const dot = { left: 396, right: 404, top: 182, bottom: 190 };
    expect(overlaps(box(a, pa), dot)).toBe(false);
  });

  it("the same dots give the same places", () => {
    const anchors = [anchor(100, 100), anchor(104, 102), anchor(98, 97)];
    expect(placeLabels(anchors, AREA)).toEqual(placeLabels(anchors, AREA));
  });

  it("a label's width follows its length and font", () => {
    expect(labelWidth("Tom Lynch", 11)).toBeLessThan(labelWidth("Mitch Georgiades", 11));
    expect(labelWidth("Tom Lynch", 11)).toBeLessThan(labelWidth("Tom Lynch", 14));
  });
});
