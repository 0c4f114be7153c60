"use client";

import { groundSize } from "@/lib/charts/ground-size";
import type { MatchDetails, Shot } from "@/lib/contract";
import { attackDirections, directionLabels } from "@/lib/charts/attack-direction";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import type { Point } from "@/lib/charts/pitch-geometry";
import { AWAY_COLOUR, HOME_COLOUR, INK } from "@/lib/charts/palette";
import {
  SHOT_OUTCOMES,
  angleToGoal,
  describeCode,
  distanceToGoal,
  shotRadius,
  shotShape,
} from "@/lib/charts/shot-marks";
import {
  DensityLayer,
  DensityToggle,
  densityLegendItem,
  useDensity,
} from "@/components/charts/density-layer";
import { ShotMarker } from "@/components/charts/shot-marker";
import { useTooltip } from "@/components/charts/use-tooltip";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { useUrlState } from "@/components/ui/use-url-state";
import type { Venue } from "@/features/match-centre/frame/view-shell";
import { HalfPitch } from "@/components/pitch/half-pitch";
import { toolbarButton } from "@/components/pitch/map-frame";
import { Pitch } from "@/components/pitch/pitch";
import type { LegendItem } from "@/components/pitch/pitch-frame";
import { fullOvalPlace, halfOvalPlace } from "./shot-places";

// The shot map: every shot where it was taken, on the half oval or the whole one, with the shots table
// as its alternative.

function describeShot(s: Shot, length: number): string[] {
  const r = s.details.locationRotated;
  return [
    `${s.player.fullname} (${s.squad.name})`,
    `${formatPeriodClock(s.period, s.periodSecs)}`,
    `Distance ${Math.round(distanceToGoal(r, length))} m (${describeCode(s.details.distanceGroup)})`,
    `Angle ${Math.round(angleToGoal(r, length))}° (${describeCode(s.details.angleGroup)})`,
    `${describeCode(s.details.type)}, from ${describeCode(s.details.origin).toLowerCase()}`,
    `Expected score ${s.result.pointsExpected.toFixed(2)}`,
    `Result: ${s.result.name}`,
  ];
}

function legend(m: MatchDetails, density: boolean): LegendItem[] {
  const ink = (shape: (typeof SHOT_OUTCOMES)[number]["shape"]) => (
    <ShotMarker shape={shape} x={0} y={0} r={1.8} colour={INK} />
  );
  return [
    { key: "home", label: m.home.name, symbol: <circle r={1.8} fill={HOME_COLOUR} /> },
    { key: "away", label: m.away.name, symbol: <circle r={1.8} fill={AWAY_COLOUR} /> },
    ...SHOT_OUTCOMES.map((o) => ({ key: o.code, label: o.label, symbol: ink(o.shape) })),
    ...[1, 3, 5].map((p) => ({
      key: `xs${p}`,
      label: `${p} expected pt${p === 1 ? "" : "s"}`,
      symbol: <circle r={shotRadius(p) * 0.75} fill="none" stroke={INK} strokeWidth={0.4} />,
    })),
    ...(density ? [densityLegendItem("Density: shots per hexagon, darker = more")] : []),
  ];
}

type Tip = ReturnType<typeof useTooltip>;

/** Every shot as a focusable mark at `place(shot)`, with its tooltip and its words for screen readers. */
function ShotMarks(props: {
  m: MatchDetails;
  shots: readonly Shot[];
  length: number;
  place: (s: Shot) => Point; // in the map's SVG coordinates
  scale: number;
  tip: Tip;
}) {
  const { m, shots, length, place, scale, tip } = props;
  return (
    <g data-testid="shot-marks">
      {shots.map((s) => {
        const p = place(s);
        const lines = describeShot(s, length);
        return (
          <ShotMarker
            key={s.matchTrxId}
            data-testid="shot-mark"
            data-period={s.period}
            tabIndex={0}
            role="img"
            aria-label={lines.join(", ")}
            shape={shotShape(s.result.code)}
            x={p.x}
            y={p.y}
            r={shotRadius(s.result.pointsExpected) * scale}
            colour={s.squad.id === m.home.id ? HOME_COLOUR : AWAY_COLOUR}
            className="cursor-pointer outline-none focus-visible:[&>*:first-child]:stroke-sky-500"
            {...tip.markProps(lines)}
          />
        );
      })}
    </g>
  );
}

function LayoutToggle({ layout }: { layout: ShotLayout }) {
  const [, set] = useUrlState();
  return (
    <div role="group" aria-label="Layout" className="inline-flex gap-1 print:hidden">
      <button
        type="button"
        className={toolbarButton}
        aria-pressed={layout === "half"}
        onClick={() => set({ layout: undefined })}
      >
        Half oval, goal at the top
      </button>
      <button
        type="button"
        className={toolbarButton}
        aria-pressed={layout === "full"}
        onClick={() => set({ layout: "full" })}
      >
        Whole oval
      </button>
    </div>
  );
}

/** The map's own controls: its layout, and the density layer under the marks. */
function ShotMapControls(props: { layout: ShotLayout; density: boolean; onDensity: (on: boolean) => void }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <LayoutToggle layout={props.layout} />
      <DensityToggle on={props.density} onChange={props.onDensity} />
    </div>
  );
}

export type ShotLayout = "half" | "full";

/**
 * The shot map in two layouts: the half oval (the default: every shot of both teams toward the goal it
 * attacked, with distance rings) and the whole oval (attacking right, or true ends by quarter).
 * `all` is every shot of the match: the half oval's drawn area covers them all, so it does not change
 * size as filters change.
 */
export function ShotMap({
  m,
  venue,
  shots,
  all,
  layout,
  trueEnds,
  period,
}: {
  m: MatchDetails;
  venue: Venue;
  shots: readonly Shot[];
  all: readonly Shot[];
  layout: ShotLayout;
  trueEnds: boolean;
  period?: number;
}) {
  const [, set] = useUrlState();
  const [density, setDensity] = useDensity();
  const tip = useTooltip();
  const { length, width } = groundSize(venue);
  // A render function for the frame (it passes its zoom), not a component. The density layer counts
  // the very shots drawn, at the places they are drawn, and lies under them.
  const marks = (place: (s: Shot) => Point) =>
    function renderMarks(scale: number) {
      return (
        <>
          {density && <DensityLayer points={shots.map(place)} noun={["shot", "shots"]} scale={scale} />}
          <ShotMarks m={m} shots={shots} length={length} place={place} scale={scale} tip={tip} />
        </>
      );
    };
  const dirs = attackDirections(shots.map((s) => ({ squadId: s.squad.id, period: s.period, ...s.details })));
  return (
    <div {...tip.wrapProps} className="relative">
      <ChartFigure
        title="Shot map"
        part="map"
        testId="shot-map"
        description="Team as colour, outcome as shape, expected score as marker area. Hover over or tab to a shot for its details."
        controls={<ShotMapControls layout={layout} density={density} onDensity={setDensity} />}
        chart={(svgRef) =>
          layout === "half" ? (
            <HalfPitch
              length={length}
              width={width}
              points={all.map((s) => s.details.locationRotated)}
              svgRef={svgRef}
              label={`Shot map, half oval: ${shots.length} shots`}
              caption="Both teams' shots toward the goal they attacked"
              legend={legend(m, density)}
              testId="shot-map-half"
            >
              {marks(halfOvalPlace(length))}
            </HalfPitch>
          ) : (
            <Pitch
              length={length}
              width={width}
              svgRef={svgRef}
              label={`Shot map: ${shots.length} shots`}
              directions={directionLabels(dirs, trueEnds, period, m.home, m.away)}
              legend={legend(m, density)}
              orientation={{ trueEnds, onChange: (t) => set({ ends: t ? "true" : undefined }) }}
              testId="shot-map-full"
            >
              {marks(fullOvalPlace(trueEnds))}
            </Pitch>
          )
        }
        table={<ShotsTable shots={shots} length={length} />}
      />
      {tip.node}
    </div>
  );
}

function ShotsTable({ shots, length }: { shots: readonly Shot[]; length: number }) {
  const columns: Column<Shot>[] = [
    {
      key: "time",
      label: "Time",
      text: (s) => formatPeriodClock(s.period, s.periodSecs),
      sortValue: (s) => s.period * 1e5 + s.periodSecs,
    },
    { key: "player", label: "Player", text: (s) => s.player.fullname, sortValue: (s) => s.player.fullname },
    { key: "team", label: "Team", text: (s) => s.squad.name, sortValue: (s) => s.squad.name },
    { key: "result", label: "Result", text: (s) => s.result.name, sortValue: (s) => s.result.name },
    { key: "type", label: "Type", text: (s) => describeCode(s.details.type) },
    {
      key: "distance",
      label: "Distance (m)",
      numeric: true,
      text: (s) => String(Math.round(distanceToGoal(s.details.locationRotated, length))),
      sortValue: (s) => distanceToGoal(s.details.locationRotated, length),
    },
    {
      key: "angle",
      label: "Angle (°)",
      numeric: true,
      text: (s) => String(Math.round(angleToGoal(s.details.locationRotated, length))),
      sortValue: (s) => angleToGoal(s.details.locationRotated, length),
    },
    {
      key: "xs",
      label: "Expected score",
      numeric: true,
      glossary: "POINTS_EXPECTED",
      text: (s) => s.result.pointsExpected.toFixed(2),
      sortValue: (s) => s.result.pointsExpected,
    },
  ];
  return (
    <ExportTable
      label="Shots at goal"
      part="shots"
      columns={columns}
      rows={shots}
      rowKey={(s) => s.matchTrxId}
      rowTestId="shot-row"
      sortParam="sort"
      defaultSort={{ key: "time", dir: "asc" }}
    />
  );
}
