import type { ReactNode } from "react";
import { arrow } from "@/lib/charts/arrow";
import { INK } from "@/lib/charts/palette";

// The strips above and below a map, in the map's own units (metres): the direction of play and the
// legend. They are part of the <svg>, so every PNG and SVG export carries them.

export interface LegendItem {
  key: string;
  label: string;
  symbol: ReactNode; // drawn centred on (0, 0), about 4 units across
}
export interface Direction {
  label: string;
  dir: 1 | -1;
}

const FONT = 3.4;
const CHAR = FONT * 0.56; // average glyph width of a system sans-serif, for layout
export const HEADER_HEIGHT = 9;
const LEGEND_ROW = 6.5;

export function DirectionStrip({ width, directions }: { width: number; directions: readonly Direction[] }) {
  const ARROW = 12;
  const widths = directions.map((d) => ARROW + 2 + d.label.length * CHAR + 6);
  const starts: number[] = [];
  widths.reduce((x, w) => (starts.push(x), x + w), (width - widths.reduce((a, b) => a + b, 0)) / 2);
  const y = HEADER_HEIGHT / 2;
  return (
    <g data-testid="direction-of-play">
      {directions.map((d, i) => {
        const x0 = starts[i];
        const a =
          d.dir > 0
            ? arrow({ x: x0, y }, { x: x0 + ARROW, y }, 3)
            : arrow({ x: x0 + ARROW, y }, { x: x0, y }, 3);
        return (
          <g key={d.label}>
            <line x1={a.x1} y1={a.y1} x2={a.x2} y2={a.y2} stroke={INK} strokeWidth={0.8} />
            <polygon points={a.head} fill={INK} />
            <text x={x0 + ARROW + 2} y={y} fontSize={FONT} fill={INK} dominantBaseline="central">
              {d.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Legend items in rows that fit `width`; returns the strip and its height. */
export function legendLayout(
  width: number,
  items: readonly LegendItem[],
): { height: number; node: ReactNode } {
  const placed: { item: LegendItem; x: number; row: number }[] = [];
  let x = 2;
  let row = 0;
  for (const item of items) {
    const w = 6 + item.label.length * CHAR + 5;
    if (x + w > width && x > 2) {
      row += 1;
      x = 2;
    }
    placed.push({ item, x, row });
    x += w;
  }
  const height = items.length ? (row + 1) * LEGEND_ROW + 2 : 0;
  const node = (
    <g data-testid="legend" aria-label="Legend">
      {placed.map(({ item, x: px, row: r }) => (
        <g key={item.key} transform={`translate(${px} ${r * LEGEND_ROW + LEGEND_ROW / 2 + 1})`}>
          <g transform="translate(2.5 0)">{item.symbol}</g>
          <text x={6.5} y={0} fontSize={FONT * 0.9} fill={INK} dominantBaseline="central">
            {item.label}
          </text>
        </g>
      ))}
    </g>
  );
  return { height, node };
}
