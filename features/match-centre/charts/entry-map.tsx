"use client";

import { groundSize } from "@/lib/charts/ground-size";
import type { Entry, MatchDetails } from "@/lib/contract";
import { attackDirections, directionLabels } from "@/lib/charts/attack-direction";
import { entryKind } from "@/lib/charts/entry-marks";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import { describeCode } from "@/lib/charts/shot-marks";
import { DensityLayer, DensityToggle, useDensity } from "@/components/charts/density-layer";
import { useTooltip } from "@/components/charts/use-tooltip";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { useUrlState } from "@/components/ui/use-url-state";
import type { Venue } from "@/features/match-centre/frame/view-shell";
import { Pitch } from "@/components/pitch/pitch";
import { entryLanding, entrySamples, outcomeLabel } from "./entry-words";
import { EntryMarks, entryLegend } from "./entry-marks";

// The inside-50 map: arrows launch → result on the ground, with its table alternative. The marks and
// the legend are entry-marks.tsx; what an entry is and says, entry-words.ts.

export { outcomeLabel };

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
  const dirs = attackDirections(entrySamples(entries));
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
            legend={entryLegend(m, density)}
            orientation={{ trueEnds, onChange: (t) => set({ ends: t ? "true" : undefined }) }}
          >
            {(scale) => (
              <>
                {density && (
                  <DensityLayer
                    points={entries.map((e) => entryLanding(e, trueEnds))}
                    noun={["entry", "entries"]}
                    scale={scale}
                  />
                )}
                <EntryMarks
                  entries={entries}
                  trueEnds={trueEnds}
                  homeId={m.home.id}
                  scale={scale}
                  markProps={tip.markProps}
                />
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
