"use client";

import { memo, useDeferredValue, useMemo } from "react";
import type { MatchDetails } from "@/lib/sds";
import { periodLabel } from "@/lib/charts/match-clock";
import { useGlossary } from "@/lib/queries/glossary";
import { CONTEXTS, ZONES, parseContext, parseStatsFilters } from "@/lib/queries/match-filters";
import {
  useLeaders,
  usePlayerStats,
  useSquadStats,
  type StatsContext,
  type StatsFilter,
} from "@/lib/queries/match-stats";
import { METRIC_SETS, licensedMetrics, withFantasyCounts } from "@/lib/queries/metric-sets";
import { LicenceNote, type ClientLicence } from "@/features/match-centre/frame/licence-note";
import { FilterBar, FilterSelect, type FilterOption } from "@/features/match-centre/frame/filter-select";
import { TimeWindowForm } from "@/features/match-centre/frame/time-window-form";
import { ViewShell } from "@/features/match-centre/frame/view-shell";
import { useUrlState } from "@/components/ui/use-url-state";
import { LeadersCards } from "@/features/match-centre/tables/leaders-cards";
import { PlayerStatsTable, SquadStatsTable } from "@/features/match-centre/tables/match-stats-tables";
import { Loading, QueryError } from "@/components/ui/query-status";
import { sideOptions } from "@/features/match-centre/frame/event-filter-options";
import { TeamComparison } from "@/features/match-centre/summary/team-comparison";
import { MomentumSection } from "@/features/match-centre/summary/momentum-section";

const CONTEXT_LABEL: Record<StatsContext, string> = {
  For: "For (the team's own)",
  Against: "Against (conceded)",
  Diff: "Difference (for − against)",
  PhysicalDiff: "Difference by ground zone",
};
const ZONE_LABEL: Record<string, string> = {
  D50: "Defensive 50",
  DM: "Defensive midfield",
  MID: "Midfield",
  CB: "Centre bounces",
  AM: "Attacking midfield",
  F50: "Forward 50",
};

function describe(f: ReturnType<typeof parseStatsFilters>, context: StatsContext, m: MatchDetails) {
  const out: { label: string; value: string }[] = [];
  if (f.period !== undefined) out.push({ label: "Period", value: periodLabel(f.period) });
  if (f.zone) out.push({ label: "Zone", value: ZONE_LABEL[f.zone] });
  if (f.team) out.push({ label: "Team", value: f.team === "home" ? m.home.name : m.away.name });
  out.push({ label: "Metrics", value: METRIC_SETS.find((s) => s.id === f.metricSet)?.label ?? f.metricSet });
  if (f.fromPeriodSeconds !== undefined) out.push({ label: "From", value: `${f.fromPeriodSeconds} s` });
  if (f.toPeriodSeconds !== undefined) out.push({ label: "To", value: `${f.toPeriodSeconds} s` });
  if (f.lastXSeconds !== undefined) out.push({ label: "Last", value: `${f.lastXSeconds} s of each quarter` });
  out.push({ label: "Team statistics", value: context });
  return out;
}

// The tables and the leaders' bars take most of a filter change's render; they follow in a deferred
// render (old figures kept for a frame or two, memoised so that render skips them), so the team
// comparison above the fold repaints at once (issue: a filter change repaints it within 100 ms).
// The filters are read from the address as the filter bar sets it (useUrlState, an urgent update), not
// from Next's useSearchParams: Next applies a pushState to its router inside a transition, and inside a
// transition useDeferredValue defers nothing, so every part would render in the one pass.
const DeferredLeaders = memo(LeadersCards);
const DeferredPlayers = memo(PlayerStatsTable);
const DeferredSquads = memo(SquadStatsTable);

export function StatsView({ matchId, licence }: { matchId: number; licence?: ClientLicence }) {
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
  const metricOptions: FilterOption[] = [
    ...METRIC_SETS.map((s) => ({ value: s.id, label: s.label, group: "Sets" })),
    ...(glossary.data?.metrics ?? [])
      .filter((g) => g.level !== "Squad" && (!licence || licence.metrics.includes(g.code)))
      .map((g) => ({ value: g.code, label: g.nameDisplay, group: "One metric" })),
  ];
  return (
    <ViewShell matchId={matchId} title="Match statistics" filters={(m) => describe(sf, context, m)}>
      {({ match: m }) => (
        <>
          <FilterBar label="Statistics filters">
            <FilterSelect
              label="Period"
              name="period"
              allLabel="Whole match"
              options={[1, 2, 3, 4].map((p) => ({ value: String(p), label: periodLabel(p) }))}
            />
            <FilterSelect
              label="Zone"
              name="zone"
              allLabel="All zones"
              options={ZONES.map((z) => ({ value: z, label: ZONE_LABEL[z] }))}
            />
            <FilterSelect label="Team" name="team" allLabel="Both teams" options={sideOptions(m)} />
            <FilterSelect label="Metrics" name="metric" options={metricOptions} />
          </FilterBar>
          <TimeWindowForm />
          {licence && leftOut.length > 0 && (
            <LicenceNote tier={licence.tier} leftOut={leftOut} glossary={glossary.data?.metrics} />
          )}
          <section aria-labelledby="leaders-h" className="space-y-2">
            <h2 id="leaders-h" className="text-lg font-semibold">
              Leaders{sf.period ? ` in ${periodLabel(sf.period)}` : ""}
            </h2>
            {leaders.isPending && <Loading what="the leaders" />}
            {leaders.isError && <QueryError error={leaders.error} what="the leaders" />}
            {leadersShown && <DeferredLeaders leaders={leadersShown} homeId={m.home.id} />}
          </section>
          <section className="space-y-2">
            <h2 id="players-h" className="text-lg font-semibold">
              Player statistics
            </h2>
            {players.isPending && <Loading what="the player statistics" />}
            {players.isError && <QueryError error={players.error} what="the player statistics" />}
            {playersShown && <DeferredPlayers data={playersShown} codes={codesShown} seasonId={m.seasonId} />}
          </section>
          <section className="space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="squads-h" className="text-lg font-semibold">
                Team statistics
              </h2>
              <FilterSelect
                label="Counted"
                name="context"
                options={CONTEXTS.map((c) => ({ value: c === "For" ? "" : c, label: CONTEXT_LABEL[c] }))}
              />
            </div>
            {squads.isPending && <Loading what="the team statistics" />}
            {squads.isError && <QueryError error={squads.error} what="the team statistics" />}
            {squads.data && (context === "For" || context === "Against") && (
              <TeamComparison data={squads.data} match={m} context={context} />
            )}
            {squadsShown && <DeferredSquads data={squadsShown} />}
          </section>
          <MomentumSection match={m} licence={licence} />
        </>
      )}
    </ViewShell>
  );
}
