"use client";

import { useDeferredValue, useMemo } from "react";
import { useGlossary } from "@/lib/queries/glossary";
import { parseContext, parseStatsFilters } from "@/lib/queries/match-filters";
import { useLeaders, usePlayerStats, useSquadStats, type StatsFilter } from "@/lib/queries/match-stats";
import { licensedMetrics, withFantasyCounts } from "@/lib/queries/metric-sets";
import type { ClientLicence } from "@/features/match-centre/frame/licence-note";
import { useUrlState } from "@/components/ui/use-url-state";

/**
 * The statistics view's filters and data. The filters are read from the address as the filter bar sets
 * it (useUrlState, an urgent update), not from Next's useSearchParams: Next applies a pushState to its
 * router inside a transition, and inside a transition useDeferredValue defers nothing. The `…Shown`
 * values follow a filter change in a deferred render, so the team comparison repaints at once.
 */
export function useStatsData(matchId: number, licence: ClientLicence | undefined) {
  const [search] = useUrlState();
  const sf = parseStatsFilters(search);
  const context = parseContext(search);
  const { codes, leftOut } = licensedMetrics(sf.metricSet, licence?.metrics);
  const { metricSet: _set, ...rest } = sf;
  const filter: StatsFilter = { ...rest, metric: codes.length ? codes : undefined };
  const leaders = useLeaders(matchId, sf.period);
  const players = usePlayerStats(matchId, {
    ...filter,
    metric: withFantasyCounts(filter.metric, licence?.metrics),
  });
  const squads = useSquadStats(matchId, filter, context);
  const glossary = useGlossary();
  const leadersShown = useDeferredValue(leaders.data);
  const playersShown = useDeferredValue(players.data);
  const squadsShown = useDeferredValue(squads.data);
  // The metric codes by value (a new array each render would defeat the table's memo).
  const codesKey = useDeferredValue(codes.join(","));
  const codesShown = useMemo(() => (codesKey ? codesKey.split(",") : []), [codesKey]);
  return {
    sf,
    context,
    leftOut,
    leaders,
    players,
    squads,
    glossary,
    leadersShown,
    playersShown,
    squadsShown,
    codesShown,
  };
}
