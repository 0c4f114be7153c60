"use client";

import { parseChain, parseEventFilters, parseTransactionMap } from "@/lib/queries/match-filters";
import { useChains, useTransactions } from "@/lib/queries/match-events";
import { EventFilterBar } from "@/features/match-centre/frame/event-filter-bar";
import { useUrlState } from "@/components/ui/use-url-state";
import { ViewShell } from "@/features/match-centre/frame/view-shell";
import { EVENT_VIEW_NAMES } from "@/features/match-centre/frame/event-view-names";
import { Loading, QueryError } from "@/components/ui/query-status";
import { TransactionMapSection } from "./transaction-map-section";
import { chainLengths, describeChainFilters, endStateOptions, filterChains } from "./chain-filters";
import { ChainPathSection } from "./chain-path-section";
import { ChainsTimelineFigure } from "./chains-timeline-figure";

export function ChainsView({ matchId }: { matchId: number }) {
  const [search, set] = useUrlState();
  const f = parseEventFilters(search);
  const selectedId = parseChain(search);
  const chains = useChains(matchId);
  const tmap = parseTransactionMap(search);
  // The match's transactions (~2 MB) only for a selected chain's path or the map of them all.
  const trx = useTransactions(matchId, selectedId !== undefined || tmap.shown);
  const all = chains.data?.chains ?? [];
  const select = (id: number) => set({ chain: id });
  return (
    <ViewShell
      matchId={matchId}
      title={EVENT_VIEW_NAMES.chains.title}
      filters={(m) => describeChainFilters(f, m, selectedId, tmap.type)}
    >
      {({ match: m, venue }) => {
        if (chains.isPending) return <Loading what="the chains" />;
        if (chains.isError) return <QueryError error={chains.error} what="the chains" />;
        const shown = filterChains(all, f);
        return (
          <>
            <EventFilterBar
              label="Chain filters"
              m={m}
              events={all.map((c) => ({ period: c.period, squadId: c.squad.id }))}
              outcomes={endStateOptions()}
              outcome={{ label: "Ended in", allLabel: "Any end" }}
              withPlayers={false}
            />
            <p className="text-sm" data-testid="chain-count" aria-live="polite">
              {shown.length} of {all.length} chains. Select a chain (click, or Tab to a quarter then arrow
              keys and Enter) to draw its path.
            </p>
            <ChainsTimelineFigure
              m={m}
              chains={shown}
              lengths={chainLengths(m, all)}
              selected={selectedId}
              onSelect={select}
            />
            <ChainPathSection
              m={m}
              venue={venue}
              selectedId={selectedId}
              chain={all.find((c) => c.id === selectedId)}
              trx={trx}
              trueEnds={f.trueEnds}
            />
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
