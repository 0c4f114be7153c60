"use client";

import { groundSize } from "@/lib/charts/ground-size";
import type { Entry, MatchDetails } from "@/lib/sds";
import { arrow } from "@/lib/charts/arrow";
import { attackDirections, directionLabels } from "@/lib/charts/attack-direction";
import { ENTRY_KINDS, entryKind } from "@/lib/charts/entry-marks";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import {
  AWAY_COLOUR,
  ENTRY_OUTCOMES,
  HALO,
  HOME_COLOUR,
  INK,
  entryOutcomeColour,
} from "@/lib/charts/palette";
import { describeCode } from "@/lib/charts/shot-marks";
import {
  DensityLayer,
  DensityToggle,
  densityLegendItem,
  useDensity,
} from "@/components/charts/density-layer";
import { useTooltip } from "@/components/charts/use-tooltip";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { useUrlState } from "@/components/ui/use-url-state";
import type { Venue } from "@/features/match-centre/frame/view-shell";
import { Pitch } from "@/components/pitch/pitch";
import type { LegendItem } from "@/components/pitch/pitch-frame";

// The inside-50 map: arrows launch → result on the ground, with its table alternative.

export const outcomeLabel = (code: string) =>
  ENTRY_OUTCOMES.find((o) => o.code === code)?.label ?? describeCode(code);

function describeEntry(e: Entry): string[] {
  const k = e.details.kick;
  return [
    `${e.player.fullname} (${e.squad.name})`,
    formatPeriodClock(e.period, e.periodSecs),
    `${entryKind(e).label}, ${describeCode(k.intent).toLowerCase()}, ${describeCode(k.direction).toLowerCase()}`,
    `From ${Math.round(k.launchDistanceToGoal)} m out to ${Math.round(k.resultDistanceToGoal)} m out`,
    `Pressure: ${k.pressure.name}; chain from ${e.details.source.name.toLowerCase()}`,
    `Outcome: ${outcomeLabel(e.details.result.outcome)}`,
  ];
}

function legend(m: MatchDetails, density: boolean): LegendItem[] {
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

export function EntryMap({
  m,
  venue,
  entries,
  trueEnds,
  period,
}: {
  m: MatchDetails;
  venue: Venue;
  entries: readonly Entry[];
  trueEnds: boolean;
  period?: number;
}) {
  const [, set] = useUrlState();
  const [density, setDensity] = useDensity();
  const tip = useTooltip();
  // Where each entry landed (the arrow's head), as drawn: the density layer counts these.
  const landing = (e: Entry) => {
    const k = e.details.kick;
    const to = trueEnds ? k.resultLocation : k.resultLocationRotated;
    return { x: to.x, y: -to.y };
  };
  const dirs = attackDirections(
    entries.map((e) => ({
      squadId: e.squad.id,
      period: e.period,
      location: e.details.kick.launchLocation,
      locationRotated: e.details.kick.launchLocationRotated,
    })),
  );
  return (
    <div {...tip.wrapProps} className="relative">
      <ChartFigure
        title="Inside-50 entries"
        part="map"
        testId="entry-map"
        description="An arrow from where each entry was launched to where it landed, coloured by what happened next; the dot at the launch shows the team."
        controls={
          <div className="print:hidden">
            <DensityToggle on={density} onChange={setDensity} />
          </div>
        }
        chart={(svgRef) => (
          <Pitch
            length={groundSize(venue).length}
            width={groundSize(venue).width}
            svgRef={svgRef}
            label={`Inside-50 entries: ${entries.length}`}
            directions={directionLabels(dirs, trueEnds, period, m.home, m.away)}
            legend={legend(m, density)}
            orientation={{ trueEnds, onChange: (t) => set({ ends: t ? "true" : undefined }) }}
          >
            {(scale) => (
              <>
                {density && (
                  <DensityLayer points={entries.map(landing)} noun={["entry", "entries"]} scale={scale} />
                )}
                <g data-testid="entry-marks">
                  {entries.map((e) => {
                    const k = e.details.kick;
                    const from = trueEnds ? k.launchLocation : k.launchLocationRotated;
                    const a = arrow({ x: from.x, y: -from.y }, landing(e), 3.2 * scale);
                    const colour = entryOutcomeColour(e.details.result.outcome);
                    const dash = entryKind(e).dash;
                    const lines = describeEntry(e);
                    return (
                      <g
                        key={e.id}
                        data-testid="entry-mark"
                        tabIndex={0}
                        role="img"
                        aria-label={lines.join(", ")}
                        className="cursor-pointer outline-none"
                        {...tip.markProps(lines)}
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
                          strokeDasharray={dash}
                        />
                        <polygon points={a.head} fill={colour} stroke={HALO} strokeWidth={0.25 * scale} />
                        <circle
                          cx={from.x}
                          cy={-from.y}
                          r={1 * scale}
                          fill={e.squad.id === m.home.id ? HOME_COLOUR : AWAY_COLOUR}
                          stroke={HALO}
                          strokeWidth={0.3 * scale}
                        />
                      </g>
                    );
                  })}
                </g>
              </>
            )}
          </Pitch>
        )}
        table={<EntriesTable entries={entries} />}
      />
      {tip.node}
    </div>
  );
}

function EntriesTable({ entries }: { entries: readonly Entry[] }) {
  const columns: Column<Entry>[] = [
    {
      key: "time",
      label: "Time",
      text: (e) => formatPeriodClock(e.period, e.periodSecs),
      sortValue: (e) => e.period * 1e5 + e.periodSecs,
    },
    { key: "player", label: "Player", text: (e) => e.player.fullname, sortValue: (e) => e.player.fullname },
    { key: "team", label: "Team", text: (e) => e.squad.name, sortValue: (e) => e.squad.name },
    { key: "kind", label: "How", text: (e) => entryKind(e).label, sortValue: (e) => entryKind(e).label },
    { key: "intent", label: "Intent", text: (e) => describeCode(e.details.kick.intent) },
    {
      key: "from",
      label: "From (m out)",
      numeric: true,
      text: (e) => String(Math.round(e.details.kick.launchDistanceToGoal)),
      sortValue: (e) => e.details.kick.launchDistanceToGoal,
    },
    {
      key: "to",
      label: "To (m out)",
      numeric: true,
      text: (e) => String(Math.round(e.details.kick.resultDistanceToGoal)),
      sortValue: (e) => e.details.kick.resultDistanceToGoal,
    },
    {
      key: "outcome",
      label: "Outcome",
      text: (e) => outcomeLabel(e.details.result.outcome),
      sortValue: (e) => e.details.result.outcome,
    },
  ];
  return (
    <ExportTable
      label="Inside-50 entries"
      part="entries"
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      rowTestId="entry-row"
      sortParam="sort"
      defaultSort={{ key: "time", dir: "asc" }}
    />
  );
}
