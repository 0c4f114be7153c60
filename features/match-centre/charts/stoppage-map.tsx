"use client";

import { groundSize } from "@/lib/charts/ground-size";
import type { z } from "zod";
import type { MatchDetails, StoppagesSchema } from "@/lib/contract";
import { attackDirections, directionLabels } from "@/lib/charts/attack-direction";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, HALO, HOME_COLOUR, INK, STOPPAGE_COLOURS } from "@/lib/charts/palette";
import { describeCode } from "@/lib/charts/shot-marks";
import { STOPPAGE_TYPES } from "@/lib/queries/match-filters";
import { useShots } from "@/lib/queries/match-events";
import { useTooltip } from "@/components/charts/use-tooltip";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import type { Venue } from "@/features/match-centre/frame/view-shell";
import { Pitch } from "@/components/pitch/pitch";

// Where each stoppage was, in true ends, with the list of stoppages as its table alternative.

export type Stoppage = z.infer<typeof StoppagesSchema>["stoppages"][number];

const sideOf = (m: MatchDetails, squadId: number | undefined) =>
  squadId === m.home.id ? "home" : squadId === m.away.id ? "away" : null;

function describeStoppage(s: Stoppage, m: MatchDetails): string[] {
  const who = (p: { displayName: string; squadId: number } | undefined) =>
    p ? `${p.displayName} (${p.squadId === m.home.id ? m.home.code : m.away.code})` : "none";
  return [
    `${s.name}, ${formatPeriodClock(s.period, s.periodSeconds)}`,
    `Zone ${s.zonePhysical}; ${s.attendance.players.length} players attended`,
    `Hitout: ${who(s.hitout?.player)}`,
    `First possession: ${who(s.firstPossession?.player)}`,
    `Clearance: ${who(s.clearance?.player)}`,
  ];
}

export function StoppageMap({
  m,
  venue,
  stoppages,
}: {
  m: MatchDetails;
  venue: Venue;
  stoppages: readonly Stoppage[];
}) {
  const tip = useTooltip();
  const shots = useShots(m.id);
  const dirs = attackDirections(
    (shots.data?.shots ?? []).map((s) => ({ squadId: s.squad.id, period: s.period, ...s.details })),
  );
  const period = new Set(stoppages.map((s) => s.period)).size === 1 ? stoppages[0]?.period : undefined;
  return (
    <div {...tip.wrapProps} className="relative">
      <ChartFigure
        title="Where the stoppages were"
        part="map"
        testId="stoppage-map"
        description="True ends (a stoppage belongs to neither team). Colour: kind of stoppage; outline: the team that won the clearance (none: no clearance)."
        chart={(svgRef) => (
          <Pitch
            length={groundSize(venue).length}
            width={groundSize(venue).width}
            svgRef={svgRef}
            label={`Stoppages: ${stoppages.length}`}
            directions={directionLabels(dirs, true, period, m.home, m.away)}
            legend={[
              ...STOPPAGE_TYPES.map((t) => ({
                key: t,
                label: describeCode(t),
                symbol: <circle r={1.6} fill={STOPPAGE_COLOURS[t]} stroke={INK} strokeWidth={0.2} />,
              })),
              {
                key: "home",
                label: `Cleared by ${m.home.name}`,
                symbol: <circle r={1.6} fill={HALO} stroke={HOME_COLOUR} strokeWidth={0.7} />,
              },
              {
                key: "away",
                label: `Cleared by ${m.away.name}`,
                symbol: <circle r={1.6} fill={HALO} stroke={AWAY_COLOUR} strokeWidth={0.7} />,
              },
            ]}
          >
            {(scale) => (
              <g data-testid="stoppage-marks">
                {stoppages.map((s) => {
                  const side = sideOf(m, s.clearance?.player.squadId);
                  const lines = describeStoppage(s, m);
                  return (
                    <circle
                      key={s.id}
                      data-testid="stoppage-mark"
                      tabIndex={0}
                      role="img"
                      aria-label={lines.join(", ")}
                      cx={s.location.x}
                      cy={-s.location.y}
                      r={1.6 * scale}
                      fill={STOPPAGE_COLOURS[s.code] ?? INK}
                      stroke={side === "home" ? HOME_COLOUR : side === "away" ? AWAY_COLOUR : HALO}
                      strokeWidth={0.7 * scale}
                      className="outline-none"
                      {...tip.markProps(lines)}
                    />
                  );
                })}
              </g>
            )}
          </Pitch>
        )}
        table={<StoppageList m={m} stoppages={stoppages} />}
      />
      {tip.node}
    </div>
  );
}

function StoppageList({ m, stoppages }: { m: MatchDetails; stoppages: readonly Stoppage[] }) {
  const team = (squadId: number | undefined) =>
    squadId === m.home.id ? m.home.code : squadId === m.away.id ? m.away.code : "";
  const who = (p: { fullname: string; squadId: number } | undefined) =>
    p ? `${p.fullname} (${team(p.squadId)})` : "";
  const columns: Column<Stoppage>[] = [
    {
      key: "time",
      label: "Time",
      text: (s) => formatPeriodClock(s.period, s.periodSeconds),
      sortValue: (s) => s.period * 1e5 + s.periodSeconds,
    },
    { key: "type", label: "Stoppage", text: (s) => s.name, sortValue: (s) => s.name },
    { key: "zone", label: "Zone", text: (s) => s.zonePhysical, sortValue: (s) => s.zonePhysical },
    { key: "hitout", label: "Hitout", text: (s) => who(s.hitout?.player) },
    { key: "first", label: "First possession", text: (s) => who(s.firstPossession?.player) },
    { key: "clearance", label: "Clearance", text: (s) => who(s.clearance?.player) },
  ];
  return (
    <ExportTable
      label="Stoppages"
      part="stoppages"
      columns={columns}
      rows={stoppages}
      rowKey={(s) => s.id}
      rowTestId="stoppage-row"
      sortParam="sort"
      defaultSort={{ key: "time", dir: "asc" }}
    />
  );
}
