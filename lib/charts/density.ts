import { hexbin } from "d3-hexbin";
import { scaleLinear } from "d3-scale";
import type { Point } from "./pitch-geometry";

// The density layer of the shot map and the entry map: the marks drawn, counted in hexagons of the
// map's own units (metres), so a cluster of shots reads as one dark cell instead of a pile of marks.

/**
 * Hexagon radius in metres (centre to corner: a cell about 8 m across). A goal square is 6.4 m wide and
 * most shots come from inside the 50-metre arc: at 4.5 m the cells tell "in the goal square", "the top
 * of the square" and "the pocket" apart, while clusters still stack. Measured on the 2024 Grand Final:
 * its 49 shots fall in 29 cells (up to 5 a cell), its 100 entry landings in 37 (up to 7); at 2.5 m the
 * shots take 40 cells, none with more than 2 (the layer then repeats the marks), and at 8 m 17 cells
 * that merge the pockets with the front of goal.
 */
export const HEX_RADIUS = 4.5;

export interface DensityBin {
  x: number; // the cell's centre, in the map's units
  y: number;
  count: number;
  path: string; // the hexagon as an SVG path, absolute (starts with M at its first corner)
}

export interface Density {
  bins: DensityBin[];
  max: number; // the largest count (0 with no points)
}

/** The points counted in hexagons of `radius` (map units); empty cells are not returned. */
export function densityBins(points: readonly Point[], radius: number = HEX_RADIUS): Density {
  if (!(radius > 0)) throw new Error(`densityBins: the hexagon radius must be positive (got ${radius})`);
  const hb = hexbin<Point>()
    .radius(radius)
    .x((p) => p.x)
    .y((p) => p.y);
  // One hexagon outline for every cell: d3-hexbin draws it relative to the centre ("m0,-r l…z").
  const hexagon = hb.hexagon();
  const bins = hb([...points]).map((b) => ({
    x: b.x,
    y: b.y,
    count: b.length,
    path: `M${b.x},${b.y}${hexagon}`,
  }));
  return { bins, max: bins.reduce((m, b) => Math.max(m, b.count), 0) };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

// One sequential scale, pale lilac to deep purple: the cells lie on the grass, which is the same green
// in the light and the dark scheme, and purple stays apart from the grass, the white lines, the teams'
// blue and orange and the entry outcomes' colours. Darker and more opaque = more marks in the cell.
export const DENSITY_LOW = "#dadaeb";
export const DENSITY_HIGH = "#3f007d";
const OPACITY: [number, number] = [0.35, 0.85];

/** The fill and opacity of a cell of `count` marks when the densest cell has `max`. */
export function densityStyle(count: number, max: number): { fill: string; opacity: number } {
  // The scale runs from an empty cell (0) to the densest: a lone mark in a sparse map is already
  // tinted, and a map whose cells all hold one mark draws them all at full strength.
  const top = Math.max(max, 1);
  const colour = scaleLinear<string>().domain([0, top]).range([DENSITY_LOW, DENSITY_HIGH]).clamp(true);
  const opacity = scaleLinear().domain([0, top]).range(OPACITY).clamp(true);
  return { fill: colour(count), opacity: round(opacity(count)) };
}

/** The address parameter that switches the layer on (`density=on`), shared by both maps. */
export const DENSITY_PARAM = "density";
export const parseDensity = (p: Pick<URLSearchParams, "get">): boolean => p.get(DENSITY_PARAM) === "on";
