"use client";

import { chainTransactions } from "@/lib/charts/chain-path";
import { periodLengths } from "@/lib/charts/match-clock";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { describeCode } from "@/lib/charts/shot-marks";
import { parseChain, parseEventFilters, parseTransactionMap, passes } from "@/lib/queries/match-filters";
import { useChains, useTransactions } from "@/lib/queries/match-events";
import { ChainTimeline } from "@/features/match-centre/charts/chain-timeline";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { EventFilterBar } from "@/features/match-centre/frame/event-filter-bar";
import { describeEventFilters } from "@/features/match-centre/frame/event-filter-options";
import { useUrlState } from "@/components/ui/use-url-state";
import { ViewShell } from "@/features/match-centre/frame/view-shell";
import { Loading, QueryError } from "@/components/ui/query-status";
import { ChainPath } from "@/features/match-centre/charts/chain-path-map";
import { ChainsTable } from "@/features/match-centre/tables/chains-table";
import { TransactionMapSection } from "./transaction-map-section";

const END_STATES = [
  "GOAL",
  "BEHIND",
  "RUSHED_BEHIND",
  "TURNOVER",
  "OUT_OF_BOUNDS",
  "BALL_UP_CALL",
  "END_OF_QUARTER",
];

export function ChainsView({ matchId }: { matchId: number }) {
  const [search, set] = useUrlState();
  const f = parseEventFilters(search);
  const selectedId = parseChain(search);
  const chains = useChains(matchId);
  const tmap = parseTransactionMap(search);
  const trx = useTransactions(matchId, selectedId !== undefined || tmap.shown);
  const all = chains.data?.chains ?? [];
  const select = (id: number) => set({ chain: id });
  return (
    <ViewShell
      matchId={matchId}
      title="Possession chains"
      filters={(m) => [
        ...describeEventFilters(f, m, { outcome: f.outcome && describeCode(f.outcome) }),
        ...(selectedId ? [{ label: "Chain", value: String(selectedId) }] : []),
        ...(tmap.type ? [{ label: "Transaction", value: tmap.type }] : []),
      ]}
    >
      {({ match: m, venue }) => {
        if (chains.isPending) return <Loading what="the chains" />;
        if (chains.isError) return <QueryError error={chains.error} what="the chains" />;
        const shown = all.filter((c) =>
          passes(f, { period: c.period, squadId: c.squad.id, playerId: null, outcome: c.end.stateCode }),
        );
        const lengths = periodLengths(
          m.periods,
          all.map((c) => ({ period: c.period, periodSecs: c.end.periodSecs })),
        );
        const chain = all.find((c) => c.id === selectedId);
        return (
          <>
            <EventFilterBar
              label="Chain filters"
              m={m}
              events={all.map((c) => ({ period: c.period, squadId: c.squad.id }))}
              outcomes={END_STATES.map((s) => ({ code: s, label: describeCode(s) }))}
              outcome={{ label: "Ended in", allLabel: "Any end" }}
              withPlayers={false}
            />
            <p className="text-sm" data-testid="chain-count" aria-live="polite">
              {shown.length} of {all.length} chains. Select a chain (click, or Tab to a quarter then arrow
              keys and Enter) to draw its path.
            </p>
            <ChartFigure
              title="Chains through the match"
              part="timeline"
              testId="chain-timeline-figure"
              description={
                <span>
                  <span style={{ color: HOME_COLOUR }}>■</span> {m.home.name} above the line,{" "}
                  <span style={{ color: AWAY_COLOUR }}>■</span> {m.away.name} below; ● ended in a goal, ○ in a
                  behind.
                </span>
              }
              chart={(svgRef) => (
                <ChainTimeline
                  m={m}
                  chains={shown}
                  lengths={lengths}
                  selected={selectedId}
                  onSelect={select}
                  svgRef={svgRef}
                />
              )}
              table={<ChainsTable chains={shown} selected={selectedId} onSelect={select} />}
            />
            <section aria-live="polite" className="space-y-2">
              {selectedId !== undefined && !chain && (
                <p role="alert">There is no chain {selectedId} in this match.</p>
              )}
              {chain && trx.isPending && <Loading what="the chain's transactions" />}
              {chain && trx.isError && <QueryError error={trx.error} what="the chain's transactions" />}
              {chain && trx.data && (
                <ChainPath
                  m={m}
                  venue={venue}
                  chain={chain}
                  trx={chainTransactions(chain, trx.data.transactions)}
                  trueEnds={f.trueEnds}
                />
              )}
            </section>
            <TransactionMapSection
              m={m}
              venue={venue}
              filters={f}
              shown={tmap.shown}
              type={tmap.type}
              trx={trx}
            />
          </>
        );
      }}
    </ViewShell>
  );
}
