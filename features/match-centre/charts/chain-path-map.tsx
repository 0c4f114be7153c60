"use client";

import { groundSize } from "@/lib/charts/ground-size";
import type { Chain, MatchDetails, Transaction } from "@/lib/contract";
import { attackDirections, directionLabels } from "@/lib/charts/attack-direction";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { describeChain } from "@/features/match-centre/charts/chain-timeline";
import { useTooltip } from "@/components/charts/use-tooltip";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { useUrlState } from "@/components/ui/use-url-state";
import type { Venue } from "@/features/match-centre/frame/view-shell";
import { Pitch } from "@/components/pitch/pitch";
import { chainPoints, chainSamples } from "./chain-path-words";
import { ChainPathMarks, chainLegend } from "./chain-path-marks";

// The selected chain on the ground: its transactions in order, numbered, with a table alternative.
// The marks and the legend are chain-path-marks.tsx; what a transaction's mark says, chain-path-words.ts.

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
  const points = chainPoints(trx, trueEnds);
  const dirs = attackDirections(chainSamples(trx));
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
            legend={chainLegend(chain, colour)}
            orientation={{ trueEnds, onChange: (t) => set({ ends: t ? "true" : undefined }) }}
          >
            {(scale) => (
              <ChainPathMarks
                trx={trx}
                points={points}
                colour={colour}
                scale={scale}
                markProps={tip.markProps}
              />
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
