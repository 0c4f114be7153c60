"use client";

import { groundSize } from "@/lib/charts/ground-size";
import { useMemo } from "react";
import type { MatchDetails, Transaction } from "@/lib/contract";
import { attackDirections, directionLabels } from "@/lib/charts/attack-direction";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, HALO, HOME_COLOUR, INK } from "@/lib/charts/palette";
import { marksSvg, packMarks, type PackedMarks, type TrxFilters } from "@/lib/charts/transaction-marks";
import { useTooltip } from "@/components/charts/use-tooltip";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { useUrlState } from "@/components/ui/use-url-state";
import type { Venue } from "@/features/match-centre/frame/view-shell";
import { CanvasMarks } from "@/components/pitch/canvas-marks";
import { Pitch } from "@/components/pitch/pitch";
import type { LegendItem } from "@/components/pitch/pitch-frame";
import { describeTransaction, transactionSummary } from "./transaction-words";

// Every transaction of the match where it happened (~2,000 a match), filtered in the browser.

// Beyond this many marks the map paints on a canvas. Each SVG mark is a focusable React element with
// its own listeners: a filter change re-renders, diffs and lays out every one, which on a two-core
// machine passes a frame's budget at a few hundred marks and reaches hundreds of milliseconds at a few
// thousand; and hundreds of tab stops no longer help a keyboard user (the table does). Below it the
// marks stay SVG, each reachable by keyboard with its tooltip, like every other map.
export const CANVAS_THRESHOLD = 600;
const COLOURS = [HOME_COLOUR, AWAY_COLOUR, INK] as const; // by mark group: home, away, no team
const RADIUS = 0.8; // metres

type Tip = ReturnType<typeof useTooltip>;

/** Each mark as a focusable SVG circle with its tooltip and its words for screen readers. */
function TransactionMarks(props: {
  rows: readonly Transaction[];
  marks: PackedMarks;
  scale: number;
  tip: Tip;
}) {
  const { rows, marks, scale, tip } = props;
  return (
    <g data-testid="trx-marks">
      {rows.map((t, i) => {
        const lines = describeTransaction(t);
        return (
          <circle
            key={t.id}
            data-testid="trx-mark"
            data-period={t.period}
            tabIndex={0}
            role="img"
            aria-label={lines.join(", ")}
            cx={marks.xs[i]}
            cy={marks.ys[i]}
            r={RADIUS * 1.4 * scale}
            fill={COLOURS[marks.group[i]]}
            stroke={HALO}
            strokeWidth={0.3 * scale}
            className="cursor-pointer outline-none focus-visible:stroke-sky-500"
            {...tip.markProps(lines)}
          />
        );
      })}
    </g>
  );
}

const legend = (m: MatchDetails): LegendItem[] => [
  { key: "home", label: m.home.name, symbol: <circle r={1.3} fill={HOME_COLOUR} /> },
  { key: "away", label: m.away.name, symbol: <circle r={1.3} fill={AWAY_COLOUR} /> },
  { key: "none", label: "No team (ball-up, throw-in…)", symbol: <circle r={1.3} fill={INK} /> },
];

export function TransactionMap({
  m,
  venue,
  trx,
  filters,
}: {
  m: MatchDetails;
  venue: Venue;
  trx: readonly Transaction[]; // the whole match
  filters: TrxFilters;
}) {
  const [, set] = useUrlState();
  const tip = useTooltip();
  const { period, team, type, trueEnds } = filters;
  const marks = useMemo(
    () => packMarks(trx, { period, team, type, trueEnds }, m.home.id),
    [trx, period, team, type, trueEnds, m.home.id],
  );
  const rows = useMemo(() => marks.rows.map((i) => trx[i]), [marks, trx]);
  const dirs = useMemo(
    () => attackDirections(trx.flatMap((t) => (t.squad ? [{ ...t, squadId: t.squad.id }] : []))),
    [trx],
  );
  const onCanvas = marks.count > CANVAS_THRESHOLD;
  const summary = transactionSummary(marks, m.home, m.away);
  return (
    <div {...tip.wrapProps} className="relative">
      <ChartFigure
        title="Every transaction on the ground"
        part="transactions"
        testId="trx-map"
        description={`Each dot is one transaction (kick, handball, mark, tackle, stoppage…) where it happened; colour is the team. Interchanges are left out: they are all recorded at the interchange gate.${onCanvas ? " Painted on a canvas at this many marks: point at a dot for its details, or use the table to go through them one by one." : " Hover over or tab to a dot for its details."}`}
        overlayMarks={onCanvas ? (scale) => marksSvg(marks, COLOURS, RADIUS * scale, HALO) : undefined}
        chart={(svgRef) => (
          <Pitch
            length={groundSize(venue).length}
            width={groundSize(venue).width}
            svgRef={svgRef}
            label={summary}
            directions={directionLabels(dirs, trueEnds, period, m.home, m.away)}
            legend={legend(m)}
            orientation={{ trueEnds, onChange: (t) => set({ ends: t ? "true" : undefined }) }}
            overlay={
              onCanvas
                ? (view, scale) => (
                    <CanvasMarks
                      marks={marks}
                      view={view}
                      radius={RADIUS * scale}
                      colours={COLOURS}
                      halo={HALO}
                      label={summary}
                      testId="trx-canvas"
                      nearest={{
                        describe: (i) => describeTransaction(trx[marks.rows[i]]).join(" · "),
                        id: (i) => trx[marks.rows[i]].id,
                      }}
                    />
                  )
                : undefined
            }
            testId="trx-pitch"
          >
            {(scale) => !onCanvas && <TransactionMarks rows={rows} marks={marks} scale={scale} tip={tip} />}
          </Pitch>
        )}
        table={<TransactionsTable rows={rows} />}
      />
      {tip.node}
    </div>
  );
}

function TransactionsTable({ rows }: { rows: readonly Transaction[] }) {
  const columns: Column<Transaction>[] = [
    {
      key: "time",
      label: "Time",
      text: (t) => formatPeriodClock(t.period, t.periodSecs),
      sortValue: (t) => t.period * 1e5 + t.periodSecs + t.id * 1e-6,
    },
    { key: "event", label: "Event", text: (t) => t.name, sortValue: (t) => t.name },
    {
      key: "player",
      label: "Player",
      text: (t) => t.person?.fullname ?? "",
      sortValue: (t) => t.person?.fullname ?? "",
    },
    { key: "team", label: "Team", text: (t) => t.squad?.name ?? "", sortValue: (t) => t.squad?.name ?? "" },
    { key: "x", label: "x (m)", numeric: true, text: (t) => String(t.locationRotated.x) },
    { key: "y", label: "y (m)", numeric: true, text: (t) => String(t.locationRotated.y) },
    { key: "zone", label: "Zone", text: (t) => t.zoneLogical, sortValue: (t) => t.zoneLogical },
  ];
  return (
    <ExportTable
      label="Every transaction on the ground"
      part="transactions"
      columns={columns}
      rows={rows}
      rowKey={(t) => t.id}
      rowTestId="trx-row"
      sortParam="tsort"
      dirParam="tdir"
      defaultSort={{ key: "time", dir: "asc" }}
      pageSize={50}
      pageParam="tpage"
    />
  );
}
