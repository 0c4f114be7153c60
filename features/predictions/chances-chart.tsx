import type { RefObject } from "react";
import { INK } from "@/lib/charts/palette";
import { percent } from "@/lib/format/chances";
import type { OutlookColumns, OutlookRow } from "./outlook-table";

// Two bars a team: the chance of a finals place (light) and of the premiership (dark; none where the
// season's finals are not played here and its premier is not yet known). Drawn 360 units
// wide and never wider than 28rem, so its 13-unit text stays 11–16 px from a 360 px phone up.
const W = 360;
const ROW = 26;
const LABEL = 56;
const BAR = W - LABEL - 44;

export function ChancesChart({
  rows,
  columns,
  svgRef,
}: {
  rows: readonly OutlookRow[];
  columns: OutlookColumns;
  svgRef: RefObject<SVGSVGElement | null>;
}) {
  const h = rows.length * ROW + 24;
  const { finalsPlaces, premiers } = columns;
  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${W} ${h}`}
      className="w-full max-w-md"
      role="img"
      aria-label={`Chance of making the top ${finalsPlaces}${premiers ? " and of winning the premiership" : ""}, by team`}
      data-testid="chances-chart"
    >
      {/* The ink is the chart theme's variable, so an export takes its scheme's colour, not the page's. */}
      <g fontSize={13} fill={INK}>
        {rows.map((r, i) => {
          const y = 20 + i * ROW;
          const finals = r.finals;
          return (
            <g key={r.id}>
              <title>{`${r.name}: top ${finalsPlaces} ${percent(finals)}${premiers ? `, premiers ${percent(r.premiership)}` : ""}`}</title>
              <text x={0} y={y + 12}>
                {r.code}
              </text>
              <rect x={LABEL} y={y} width={BAR * finals} height={16} fill="#56B4E9" />
              {premiers && <rect x={LABEL} y={y + 5} width={BAR * r.premiership} height={6} fill="#0072B2" />}
              <text x={LABEL + BAR * finals + 4} y={y + 12}>
                {percent(finals)}
              </text>
            </g>
          );
        })}
        <text x={LABEL} y={12}>
          {premiers ? `Light: top ${finalsPlaces} · dark: premiers` : `Top ${finalsPlaces}`}
        </text>
      </g>
    </svg>
  );
}
