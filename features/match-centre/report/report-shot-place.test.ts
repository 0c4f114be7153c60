import { describe, expect, it } from "vitest";
import type { Shot } from "@/lib/contract";
import { reportShotPlace } from "./report-shot-place";

const shot = (squad: number, x: number, y: number) =>
  ({ squad: { id: squad }, details: { locationRotated: { x, y } } }) as unknown as Shot;

describe("reportShotPlace", () => {
  it("keeps a home shot attacking right, y flipped for the SVG", () => {
    expect(reportShotPlace(shot(7, 60, 10), 7)).toEqual({ home: true, x: 60, y: -10 });
  });

  it("turns an away shot half a circle, to attack left", () => {
    expect(reportShotPlace(shot(9, 55, -20), 7)).toEqual({ home: false, x: -55, y: -20 });
    expect(reportShotPlace(shot(9, 40, 12), 7)).toEqual({ home: false, x: -40, y: 12 });
  });
});
