"use client";

import type { Chain, MatchDetails, Transaction } from "@/lib/contract";
import { chainTransactions } from "@/lib/charts/chain-path";
import type { Venue } from "@/features/match-centre/frame/view-shell";
import { Loading, QueryError } from "@/components/ui/query-status";
import { ChainPath } from "@/features/match-centre/charts/chain-path-map";

/**
 * The selected chain's path on the ground, announced as it changes (aria-live): a chain asked for that
 * the match lacks is said so, and the match's transactions are fetched only once a chain is selected.
 */
export function ChainPathSection({
  m,
  venue,
  selectedId,
  chain,
  trx,
  trueEnds,
}: {
  m: MatchDetails;
  venue: Venue;
  selectedId: number | undefined;
  chain: Chain | undefined;
  trx: { isPending: boolean; isError: boolean; error: Error | null; data?: { transactions: Transaction[] } };
  trueEnds: boolean;
}) {
  return (
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
          trueEnds={trueEnds}
        />
      )}
    </section>
  );
}
