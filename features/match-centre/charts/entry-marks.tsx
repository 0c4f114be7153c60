import type { Entry, MatchDetails } from "@/lib/contract";
import { arrow } from "@/lib/charts/arrow";
import { ENTRY_KINDS, entryKind } from "@/lib/charts/entry-marks";
import {
  AWAY_COLOUR,
  ENTRY_OUTCOMES,
  HALO,
  HOME_COLOUR,
  INK,
  entryOutcomeColour,
} from "@/lib/charts/palette";
import { densityLegendItem } from "@/components/charts/density-layer";
import type { useTooltip } from "@/components/charts/use-tooltip";
import type { LegendItem } from "@/components/pitch/pitch-frame";
import { describeEntry, entryLaunch, entryLanding } from "./entry-words";

// The inside-50 entries on the ground: an arrow each from launch to landing (a halo under the
// outcome's colour, dashed by how it was kicked) and a dot at the launch in the team's colour; each
// focusable, with its tooltip. Sizes are scaled by the zoom so the marks stay the same size on screen.

export function EntryMarks({
  entries,
  trueEnds,
  homeId,
  scale,
  markProps,
}: {
  entries: readonly Entry[];
  trueEnds: boolean;
  homeId: number;
  scale: number;
  markProps: ReturnType<typeof useTooltip>["markProps"];
}) {
  return (
    <g data-testid="entry-marks">
      {entries.map((e) => {
        const from = entryLaunch(e, trueEnds);
        const a = arrow(from, entryLanding(e, trueEnds), 3.2 * scale);
        const colour = entryOutcomeColour(e.details.result.outcome);
        const lines = describeEntry(e);
        return (
          <g
            key={e.id}
            data-testid="entry-mark"
            tabIndex={0}
            role="img"
            aria-label={lines.join(", ")}
            className="cursor-pointer outline-none"
            {...markProps(lines)}
          >
            <line
              x1={a.x1}
              y1={a.y1}
              x2={a.x2}
              y2={a.y2}
              stroke={HALO}
              strokeWidth={1.3 * scale}
              strokeLinecap="round"
            />
            <line
              x1={a.x1}
              y1={a.y1}
              x2={a.x2}
              y2={a.y2}
              stroke={colour}
              strokeWidth={0.7 * scale}
              strokeDasharray={entryKind(e).dash}
            />
            <polygon points={a.head} fill={colour} stroke={HALO} strokeWidth={0.25 * scale} />
            <circle
              cx={from.x}
              cy={from.y}
              r={1 * scale}
              fill={e.squad.id === homeId ? HOME_COLOUR : AWAY_COLOUR}
              stroke={HALO}
              strokeWidth={0.3 * scale}
            />
          </g>
        );
      })}
    </g>
  );
}

/** The legend: the outcomes' colours, the kinds' dashes, the teams' dots, and the density when shown. */
export function entryLegend(m: MatchDetails, density: boolean): LegendItem[] {
  const line = (dash: string | undefined) => (
    <line x1={-2.5} x2={2.5} y1={0} y2={0} stroke={INK} strokeWidth={0.7} strokeDasharray={dash} />
  );
  return [
    ...ENTRY_OUTCOMES.map((o) => ({
      key: o.code,
      label: o.label,
      symbol: <rect x={-2} y={-1.2} width={4} height={2.4} fill={o.colour} stroke={INK} strokeWidth={0.2} />,
    })),
    ...ENTRY_KINDS.map((k) => ({ key: k.code, label: k.label, symbol: line(k.dash) })),
    { key: "home", label: `Launched by ${m.home.name}`, symbol: <circle r={1.3} fill={HOME_COLOUR} /> },
    { key: "away", label: `Launched by ${m.away.name}`, symbol: <circle r={1.3} fill={AWAY_COLOUR} /> },
    ...(density ? [densityLegendItem("Density: landings per hexagon, darker = more")] : []),
  ];
}
