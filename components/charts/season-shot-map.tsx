"use client";

import { useRef } from "react";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import { HOME_COLOUR, INK } from "@/lib/charts/palette";
import { toHalfView } from "@/lib/charts/half-pitch-geometry";
import { SHOT_OUTCOMES, shotRadius, shotShape } from "@/lib/charts/shot-marks";
import { STANDARD_GROUND, type SeasonShot } from "@/lib/season/season-shots";
import { ShotMarker } from "@/components/charts/shot-marker";
import { useTooltip } from "@/components/charts/use-tooltip";
import { DensityLayer, densityLegendItem } from "@/components/charts/density-layer";
import { HalfPitch } from "@/components/pitch/half-pitch";
import { SeasonImageButtons } from "@/components/charts/season-exports";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { scoreCounts, shotCsvHeader, shotCsvRow } from "@/components/charts/season-shot-rows";

// Shots of several matches on one half oval (a player's season, or a team's last matches for and
// against: each placed by where it was from the goal it attacked, see lib/season/season-shots.ts),
// outcome as shape, expected score as area, an optional density layer under the marks; a tooltip and a
// screen-reader description a shot, and the same shots as a table.

const describe = (s: SeasonShot, kicker: boolean) => [
  `${s.round} v ${s.opponent}, ${formatPeriodClock(s.period, s.periodSecs)}`,
  `${kicker ? `${s.player.name}: ` : ""}${s.result.name}, ${Math.round(s.distance)} m out`,
  `Expected score ${s.result.pointsExpected.toFixed(2)}`,
];

const place = (s: SeasonShot) => toHalfView(s.at, STANDARD_GROUND.length);

/** The outcomes' shapes in the map's colour (a miss's cross in ink), and the density layer's key. */
const seasonShotLegend = (colour: string, density: boolean) => [
  ...SHOT_OUTCOMES.map((o) => ({
    key: o.code,
    label: o.label,
    symbol: <ShotMarker shape={o.shape} x={0} y={0} r={1.8} colour={o.shape === "cross" ? INK : colour} />,
  })),
  ...(density ? [densityLegendItem("Density: shots per hexagon, darker = more")] : []),
];

/** The shots on the half oval at the pitch's scale, each focusable with its tooltip; density under them. */
function SeasonShotMarks({
  shots,
  kicker,
  colour,
  density,
  scale,
  tip,
}: {
  shots: readonly SeasonShot[];
  kicker: boolean;
  colour: string;
  density: boolean;
  scale: number;
  tip: ReturnType<typeof useTooltip>;
}) {
  return (
    <g data-testid="shot-marks">
      {density && <DensityLayer points={shots.map(place)} noun={["shot", "shots"]} scale={scale} />}
      {shots.map((s) => {
        const p = place(s);
        const lines = describe(s, kicker);
        return (
          <ShotMarker
            key={s.key}
            data-testid="shot-mark"
            tabIndex={0}
            role="img"
            aria-label={lines.join(", ")}
            shape={shotShape(s.result.code)}
            x={p.x}
            y={p.y}
            r={shotRadius(s.result.pointsExpected) * scale}
            colour={colour}
            className="cursor-pointer outline-none focus-visible:[&>*:first-child]:stroke-sky-500"
            {...tip.markProps(lines)}
          />
        );
      })}
    </g>
  );
}

/** The same shots as a table, folded away, with its CSV. */
function SeasonShotTable({
  shots,
  title,
  who,
  kicker,
  testId,
}: {
  shots: readonly SeasonShot[];
  title: string;
  who: string;
  kicker: boolean;
  testId: string;
}) {
  return (
    <details className="text-sm print:hidden">
      <summary className="cursor-pointer text-sky-800 underline-offset-4 hover:underline dark:text-sky-300">
        Show as table
      </summary>
      <div className="mt-2 space-y-1">
        <div className="flex justify-end">
          <TableCsvButton
            name={title}
            fileName={`shots-${who}`}
            header={shotCsvHeader(kicker)}
            rows={() => shots.map((s) => shotCsvRow(s, kicker))}
          />
        </div>
        <DataTable label={title} testId={`${testId}-table`}>
          <thead>
            <tr>
              <Th sticky>Round</Th>
              {kicker && <Th>Player</Th>}
              <Th>Time</Th>
              <Th>Result</Th>
              <Th numeric>Distance (m)</Th>
              <Th numeric>Expected</Th>
            </tr>
          </thead>
          <tbody>
            {shots.map((s) => (
              <tr key={s.key} data-testid={`${testId}-row`}>
                <RowHeader>{s.round}</RowHeader>
                {kicker && <Td>{s.player.name}</Td>}
                <Td>{formatPeriodClock(s.period, s.periodSecs)}</Td>
                <Td>{s.result.name}</Td>
                <Td numeric>{Math.round(s.distance)}</Td>
                <Td numeric>{s.result.pointsExpected.toFixed(2)}</Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </details>
  );
}

interface Props {
  shots: readonly SeasonShot[];
  /** Names the map in its exports and for screen readers ("Shots at goal · {title}"). */
  who: string;
  heading?: string;
  /** The strip above the ground. */
  caption?: string;
  /** Prefix of the test ids: `{testId}`, `-summary`, `-map`, `-table`, `-row`. */
  testId?: string;
  colour?: string;
  /** Name the kicker in tooltips and the table (a team's map). */
  kicker?: boolean;
  /** Draw the density layer under the marks (the caller's toggle). */
  density?: boolean;
}

export function SeasonShotMap({
  shots,
  who,
  heading = "Shots at goal over the season",
  caption = "His shots of the season toward the goal",
  testId = "player-shots",
  colour = HOME_COLOUR,
  kicker = false,
  density = false,
}: Props) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const tip = useTooltip();
  const { goals, behinds } = scoreCounts(shots);
  const title = `Shots at goal · ${who}`;
  const legend = seasonShotLegend(colour, density);
  return (
    <figure className="min-w-0 space-y-2" data-testid={testId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{heading}</span>
        <SeasonImageButtons name={title} stamp={() => [title]} svgRef={svgRef} />
      </figcaption>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid={`${testId}-summary`}>
        {shots.length} shots: {goals} goals, {behinds} behinds. Each is placed by its distance and angle from
        the goal it attacked, on a {STANDARD_GROUND.length} m ground; marker area is the expected score.
      </p>
      <div {...tip.wrapProps} className="relative">
        <HalfPitch
          length={STANDARD_GROUND.length}
          width={STANDARD_GROUND.width}
          points={shots.map((s) => s.at)}
          svgRef={svgRef}
          label={`${title}: ${shots.length} shots`}
          caption={caption}
          legend={legend}
          testId={`${testId}-map`}
        >
          {(scale) => (
            <SeasonShotMarks
              shots={shots}
              kicker={kicker}
              colour={colour}
              density={density}
              scale={scale}
              tip={tip}
            />
          )}
        </HalfPitch>
        {tip.node}
      </div>
      <SeasonShotTable shots={shots} title={title} who={who} kicker={kicker} testId={testId} />
    </figure>
  );
}
