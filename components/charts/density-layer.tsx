"use client";

import { DENSITY_HIGH, DENSITY_PARAM, densityBins, densityStyle, parseDensity } from "@/lib/charts/density";
import type { Point } from "@/lib/charts/pitch-geometry";
import { INK } from "@/lib/charts/palette";
import { useUrlState } from "@/components/ui/use-url-state";
import { toolbarButton } from "@/components/pitch/map-frame";
import type { LegendItem } from "@/components/pitch/pitch-frame";

// The density layer the shot map and the entry map switch on: the marks drawn, counted in hexagons
// (lib/charts/density.ts) and painted in the map's own units under the marks, inside the map's <svg>
// so the PNG and SVG exports carry it.

/** Whether the layer is on (`density=on` in the address) and the setter of that. */
export function useDensity(): [boolean, (on: boolean) => void] {
  const [params, set] = useUrlState();
  return [parseDensity(params), (on) => set({ [DENSITY_PARAM]: on ? "on" : undefined })];
}

/** The toolbar's toggle button ("Density", pressed while the layer is shown). */
export function DensityToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      className={toolbarButton}
      aria-pressed={on}
      data-testid="density-toggle"
      onClick={() => onChange(!on)}
    >
      Density
    </button>
  );
}

/**
 * The cells, under the marks: `points` are the drawn marks' places in the map's units, `noun` names
 * one ("shot", "landing") for each cell's hover title. Not focusable and hidden from assistive
 * technology: the marks above it carry the same data one by one, and the table behind the map too.
 */
export function DensityLayer({
  points,
  noun,
  scale,
}: {
  points: readonly Point[];
  noun: [one: string, many: string];
  scale: number;
}) {
  const { bins, max } = densityBins(points);
  return (
    <g data-testid="density-layer" data-max={max} aria-hidden>
      {bins.map((b) => {
        const s = densityStyle(b.count, max);
        return (
          <path
            key={`${b.x},${b.y}`}
            data-testid="density-hex"
            data-count={b.count}
            d={b.path}
            fill={s.fill}
            fillOpacity={s.opacity}
            stroke="#ffffff"
            strokeOpacity={0.5}
            strokeWidth={0.15 * scale}
          >
            <title>{`${b.count} ${b.count === 1 ? noun[0] : noun[1]}`}</title>
          </path>
        );
      })}
    </g>
  );
}

/** The layer's legend entry: a hexagon of the densest colour, outlined in the ink of the scheme. */
export function densityLegendItem(label: string): LegendItem {
  const r = 2;
  const pts = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = (Math.PI / 3) * i;
      return `${(r * Math.sin(a)).toFixed(2)},${(-r * Math.cos(a)).toFixed(2)}`;
    })
    .join(" ");
  return {
    key: "density",
    label,
    symbol: <polygon points={pts} fill={DENSITY_HIGH} fillOpacity={0.85} stroke={INK} strokeWidth={0.3} />,
  };
}
