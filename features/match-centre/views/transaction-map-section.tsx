"use client";

import type { MatchDetails, Transaction } from "@/lib/contract";
import { TRX_TYPE_SETS } from "@/lib/charts/transaction-marks";
import type { EventFilters } from "@/lib/queries/match-filters";
import dynamic from "next/dynamic";
import { FilterBar, FilterSelect, type FilterOption } from "@/features/match-centre/frame/filter-select";
import { useUrlState } from "@/components/ui/use-url-state";
import type { Venue } from "@/features/match-centre/frame/view-shell";
import { Loading, QueryError } from "@/components/ui/query-status";

// The map (its canvas and d3-delaunay's nearest-mark look-up) is fetched only when it is shown: the
// chains view's first load does not carry it.
const TransactionMap = dynamic(
  () => import("@/features/match-centre/charts/transaction-map").then((m) => m.TransactionMap),
  {
    loading: () => <Loading what="the map" />,
  },
);

// The chains view's map of every transaction of the match. The transactions are ~2 MB, so it is fetched only when the
// map is asked for (`map=all`, a link here); it follows the view's period, team and orientation filters
// and adds its own transaction type (`ttype`).

/** The type filter's options: the sets first, then every code the match has, by name. */
export function trxTypeOptions(trx: readonly Transaction[]): FilterOption[] {
  const names = new Map(trx.map((t) => [t.code, t.name]));
  names.delete("INTERCHANGE");
  return [
    ...Object.entries(TRX_TYPE_SETS).map(([value, s]) => ({ value, label: s.label, group: "Kinds" })),
    ...[...names]
      .sort((a, b) => a[1].localeCompare(b[1], "en-AU"))
      .map(([value, label]) => ({ value, label, group: "Transactions" })),
  ];
}

export function TransactionMapSection({
  m,
  venue,
  filters,
  shown,
  type,
  trx,
}: {
  m: MatchDetails;
  venue: Venue;
  filters: EventFilters;
  shown: boolean;
  type?: string;
  trx: { isPending: boolean; isError: boolean; error: Error | null; data?: { transactions: Transaction[] } };
}) {
  const [, set, href] = useUrlState();
  const toggle = shown
    ? { map: undefined, ttype: undefined, tpage: undefined, tsort: undefined, tdir: undefined }
    : { map: "all" };
  return (
    <section aria-labelledby="trx-map-heading" className="space-y-2" data-testid="trx-section">
      <h2 id="trx-map-heading" className="text-lg font-semibold">
        Every transaction on the ground
      </h2>
      <p className="text-sm">
        <a
          href={href(toggle)}
          onClick={(e) => {
            e.preventDefault();
            set(toggle);
          }}
          className="text-sky-800 underline underline-offset-4 dark:text-sky-300"
        >
          {shown ? "Hide the map" : "Show every transaction of the match (loads about 2 MB of events)"}
        </a>
        {shown && " · follows the period, team and orientation chosen above."}
      </p>
      {shown && trx.isPending && <Loading what="the match's transactions" />}
      {shown && trx.isError && <QueryError error={trx.error} what="the match's transactions" />}
      {shown && trx.data && (
        <>
          <FilterBar label="Transaction filters">
            <FilterSelect
              label="Transaction"
              name="ttype"
              allLabel="Every transaction"
              options={trxTypeOptions(trx.data.transactions)}
            />
          </FilterBar>
          <TransactionMap
            m={m}
            venue={venue}
            trx={trx.data.transactions}
            filters={{ period: filters.period, team: filters.team, type, trueEnds: filters.trueEnds }}
          />
        </>
      )}
    </section>
  );
}
