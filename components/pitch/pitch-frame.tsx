import type { ReactNode } from "react";
import { arrow } from "@/lib/charts/arrow";
import { INK } from "@/lib/charts/palette";
import { CHAR, FONT_PX, packRows, wrapWords } from "@/lib/charts/strip-layout";

// The strips above and below a map, laid out in CSS pixels at the width the map is drawn at (so their
// text is the size it says, on a phone too): the direction of play or a caption above, the legend
// below. They are part of the <svg>, so every PNG and SVG export carries them.

export interface LegendItem {
  key: string;
  label: string;
  symbol: ReactNode; // drawn centred on (0, 0), about 4 map units across (drawn 3× here: 12 px)
}
export interface Direction {
  label: string;
  dir: 1 | -1;
}
/** A laid-out strip: its height in px and what it draws from (0, 0). */
export interface Strip {
  height: number;
  node: ReactNode;
}

export { FONT_PX };
const LINE = 18; // a row of text or of legend items
const PAD = 4;
const SYMBOL_SCALE = 3; // legend symbols are drawn in map units, about 4 across

/** The teams' directions of play, each an arrow and its label, in centred rows. */
export function directionStrip(width: number, directions: readonly Direction[]): Strip {
  const ARROW = 28;
  const widths = directions.map((d) => ARROW + 6 + d.label.length * CHAR + 16);
  const placed = packRows(widths, width - 2 * PAD);
  const rowWidth = (r: number) => placed.reduce((s, p, i) => s + (p.row === r ? widths[i] : 0), 0);
  const rows = placed.length ? placed[placed.length - 1].row + 1 : 0;
  const node = (
    <g data-testid="direction-of-play">
      {directions.map((d, i) => {
        const { x, row } = placed[i];
        const x0 = Math.max(PAD, (width - rowWidth(row)) / 2) + x;
        const y = PAD + row * LINE + LINE / 2;
        const a =
          d.dir > 0
            ? arrow({ x: x0, y }, { x: x0 + ARROW, y }, 7)
            : arrow({ x: x0 + ARROW, y }, { x: x0, y }, 7);
        return (
          <g key={d.label}>
            <line x1={a.x1} y1={a.y1} x2={a.x2} y2={a.y2} stroke={INK} strokeWidth={2} />
            <polygon points={a.head} fill={INK} />
            <text x={x0 + ARROW + 6} y={y} fontSize={FONT_PX} fill={INK} dominantBaseline="central">
              {d.label}
            </text>
          </g>
        );
      })}
    </g>
  );
  return { height: rows * LINE + 2 * PAD, node };
}

/** A caption above a map, centred, wrapped to the width. */
export function captionStrip(width: number, text: string, testId: string): Strip {
  const lines = wrapWords(text, width - 2 * PAD);
  const node = (
    <text
      x={width / 2}
      y={PAD}
      fontSize={FONT_PX}
      fill={INK}
      textAnchor="middle"
      dominantBaseline="central"
      data-testid={testId}
    >
      {lines.map((l, i) => (
        <tspan key={i} x={width / 2} dy={i === 0 ? LINE / 2 : LINE}>
          {l}
        </tspan>
      ))}
    </text>
  );
  return { height: lines.length * LINE + 2 * PAD, node };
}

/** Legend items in rows that fit `width`; returns the strip and its height. */
export function legendLayout(width: number, items: readonly LegendItem[]): Strip {
  const SYMBOL = 16;
  const widths = items.map((item) => SYMBOL + 4 + item.label.length * CHAR + 14);
  const placed = packRows(widths, width - 2 * PAD);
  const rows = placed.length ? placed[placed.length - 1].row + 1 : 0;
  const node = (
    <g data-testid="legend" aria-label="Legend">
      {items.map((item, i) => (
        <g
          key={item.key}
          transform={`translate(${PAD + placed[i].x} ${PAD + placed[i].row * LINE + LINE / 2})`}
        >
          <g transform={`translate(${SYMBOL / 2} 0) scale(${SYMBOL_SCALE})`}>{item.symbol}</g>
          <text x={SYMBOL + 4} y={0} fontSize={FONT_PX} fill={INK} dominantBaseline="central">
            {item.label}
          </text>
        </g>
      ))}
    </g>
  );
  return { height: rows ? rows * LINE + 2 * PAD : 0, node };
}
