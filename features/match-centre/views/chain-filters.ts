import type { Chain, MatchDetails } from "@/lib/contract";
import { periodLengths } from "@/lib/charts/match-clock";
import { describeCode } from "@/lib/charts/shot-marks";
import { passes, type EventFilters } from "@/lib/queries/match-filters";
import { describeEventFilters } from "@/features/match-centre/frame/event-filter-options";

// How a chain can end, in the order the "Ended in" filter lists them.
const END_STATES = [
  "GOAL",
  "BEHIND",
  "RUSHED_BEHIND",
  "TURNOVER",
  "OUT_OF_BOUNDS",
  "BALL_UP_CALL",
  "END_OF_QUARTER",
];

/** The "Ended in" filter's options: every end state, in words. */
export const endStateOptions = () => END_STATES.map((s) => ({ code: s, label: describeCode(s) }));

/** The chains that pass the quarter, team and end filters (chains have no player to filter by). */
export function filterChains(all: readonly Chain[], f: EventFilters): Chain[] {
  return all.filter((c) =>
    passes(f, { period: c.period, squadId: c.squad.id, playerId: null, outcome: c.end.stateCode }),
  );
}

/** How long each quarter ran: the match's record, stretched to the last chain's end where it is short. */
export function chainLengths(m: MatchDetails, all: readonly Chain[]): number[] {
  return periodLengths(
    m.periods,
    all.map((c) => ({ period: c.period, periodSecs: c.end.periodSecs })),
  );
}

/** The chains view's filters in words for the exports' stamp: the event filters, the chain, the map's type. */
export function describeChainFilters(
  f: EventFilters,
  m: MatchDetails,
  selectedId: number | undefined,
  transactionType: string | undefined,
): { label: string; value: string }[] {
  return [
    ...describeEventFilters(f, m, { outcome: f.outcome && describeCode(f.outcome) }),
    ...(selectedId ? [{ label: "Chain", value: String(selectedId) }] : []),
    ...(transactionType ? [{ label: "Transaction", value: transactionType }] : []),
  ];
}
