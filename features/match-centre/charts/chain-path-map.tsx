"use client";

import { groundSize } from "@/lib/charts/ground-size";
import type { Chain, MatchDetails, Transaction } from "@/lib/sds";
import { attackDirections, directionLabels } from "@/lib/charts/attack-direction";
import { chainPathD } from "@/lib/charts/chain-path";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, HALO, HOME_COLOUR, INK } from "@/lib/charts/palette";
import { describeChain } from "@/features/match-centre/charts/chain-timeline";
import { useTooltip } from "@/components/charts/use-tooltip";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { useUrlState } from "@/components/ui/use-url-state";
import type { Venue } from "@/features/match-centre/frame/view-shell";
import { Pitch } from "@/components/pitch/pitch";

// The selected chain on the ground: its transactions in order, numbered, with a table alternative.

export function ChainPath({
  m,
  venue,
  chain,
  trx,
  trueEnds,
}: {
  m: MatchDetails;
  venue: Venue;
  chain: Chain;
  trx: readonly Transaction[];
  trueEnds: boolean;
}) {
  const [, set] = useUrlState();
  const tip = useTooltip();
  const colour = chain.squad.id === m.home.id ? HOME_COLOUR : AWAY_COLOUR;
  const points = trx.map((t) => (trueEnds ? t.location : t.locationRotated));
  const dirs = attackDirections(
    trx
      .filter((t) => t.squad)
      .map((t) => ({
        squadId: t.squad!.id,
        period: t.period,
        location: t.location,
        locationRotated: t.locationRotated,
      })),
  );
  const describe = (t: Transaction, i: number) => [
    `${i + 1}. ${t.name}${t.person ? ` by ${t.person.fullname}` : ""}`,
    formatPeriodClock(t.period, t.periodSecs),
    `At x ${t.locationRotated.x} m, y ${t.locationRotated.y} m (${t.squad?.code ?? ""} attacking right); zone ${t.zoneLogical}`,
  ];
  return (
    <div {...tip.wrapProps} className="relative">
      <ChartFigure
        title={`Chain ${chain.id}: path`}
        part={`chain-${chain.id}`}
        testId="chain-map"
        description={describeChain(chain)}
        chart={(svgRef) => (
          <Pitch
            length={groundSize(venue).length}
            width={groundSize(venue).width}
            svgRef={svgRef}
            label={`Path of chain ${chain.id}: ${trx.length} transactions`}
            directions={directionLabels(dirs, trueEnds, chain.period, m.home, m.away)}
            legend={[
              {
                key: "start",
                label: `Start: ${chain.start.stateName}`,
                symbol: (
                  <rect
                    x={-1.6}
                    y={-1.6}
                    width={3.2}
                    height={3.2}
                    fill={colour}
                    stroke={INK}
                    strokeWidth={0.3}
                  />
                ),
              },
              {
                key: "step",
                label: "Transaction (in order)",
                symbol: <circle r={1.4} fill={HALO} stroke={colour} strokeWidth={0.6} />,
              },
              {
                key: "end",
                label: `End: ${chain.end.stateName}`,
                symbol: <circle r={1.8} fill={colour} stroke={INK} strokeWidth={0.5} />,
              },
            ]}
            orientation={{ trueEnds, onChange: (t) => set({ ends: t ? "true" : undefined }) }}
          >
            {(scale) => (
              <g>
                <path
                  data-testid="chain-path"
                  data-points={points.length}
                  d={chainPathD(points) ?? undefined}
                  fill="none"
                  stroke={HALO}
                  strokeWidth={1.6 * scale}
                  strokeLinejoin="round"
                />
                <path
                  d={chainPathD(points) ?? undefined}
                  fill="none"
                  stroke={colour}
                  strokeWidth={0.8 * scale}
                  strokeLinejoin="round"
                />
                {trx.map((t, i) => {
                  const p = points[i];
                  const last = i === trx.length - 1;
                  const lines = describe(t, i);
                  const common = {
                    "data-testid": "chain-point",
                    tabIndex: 0,
                    role: "img",
                    "aria-label": lines.join(", "),
                    className: "outline-none",
                    ...tip.markProps(lines),
                  };
                  return i === 0 ? (
                    <rect
                      key={t.id}
                      {...common}
                      x={p.x - 1.6 * scale}
                      y={-p.y - 1.6 * scale}
                      width={3.2 * scale}
                      height={3.2 * scale}
                      fill={colour}
                      stroke={INK}
                      strokeWidth={0.3 * scale}
                    />
                  ) : (
                    <circle
                      key={t.id}
                      {...common}
                      cx={p.x}
                      cy={-p.y}
                      r={(last ? 1.8 : 1.3) * scale}
                      fill={last ? colour : HALO}
                      stroke={last ? INK : colour}
                      strokeWidth={0.5 * scale}
                    />
                  );
                })}
              </g>
            )}
          </Pitch>
        )}
        table={<ChainTransactionsTable chain={chain} trx={trx} />}
      />
      {tip.node}
    </div>
  );
}

function ChainTransactionsTable({ chain, trx }: { chain: Chain; trx: readonly Transaction[] }) {
  type Row = Transaction & { n: number };
  const rows: Row[] = trx.map((t, i) => ({ ...t, n: i + 1 }));
  const columns: Column<Row>[] = [
    { key: "n", label: "#", text: (t) => String(t.n) },
    { key: "time", label: "Time", text: (t) => formatPeriodClock(t.period, t.periodSecs) },
    { key: "event", label: "Event", text: (t) => t.name },
    { key: "player", label: "Player", text: (t) => t.person?.fullname ?? "" },
    { key: "x", label: "x (m)", numeric: true, text: (t) => String(t.locationRotated.x) },
    { key: "y", label: "y (m)", numeric: true, text: (t) => String(t.locationRotated.y) },
    { key: "zone", label: "Zone", text: (t) => t.zoneLogical },
  ];
  return (
    <ExportTable
      label={`Transactions of chain ${chain.id}`}
      part={`chain-${chain.id}-transactions`}
      columns={columns}
      rows={rows}
      rowKey={(t) => t.id}
      rowTestId="chain-trx-row"
    />
  );
}
