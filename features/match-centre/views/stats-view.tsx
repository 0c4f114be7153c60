"use client";

import { memo } from "react";
import { periodLabel } from "@/lib/charts/match-clock";
import { LicenceNote, type ClientLicence } from "@/features/match-centre/frame/licence-note";
import { FilterSelect } from "@/features/match-centre/frame/filter-select";
import { TimeWindowForm } from "@/features/match-centre/frame/time-window-form";
import { ViewShell } from "@/features/match-centre/frame/view-shell";
import { EVENT_VIEW_NAMES } from "@/features/match-centre/frame/event-view-names";
import { LeadersCards } from "@/features/match-centre/tables/leaders-cards";
import { PlayerStatsTable, SquadStatsTable } from "@/features/match-centre/tables/match-stats-tables";
import { Loading, QueryError } from "@/components/ui/query-status";
import { TeamComparison } from "@/features/match-centre/summary/team-comparison";
import { MomentumSection } from "@/features/match-centre/summary/momentum-section";
import { contextOptions, describeStatsFilters, metricOptions } from "./stats-filters";
import { StatsFilterBar } from "./stats-filter-bar";
import { useStatsData } from "./use-stats-data";

// The tables and the leaders' bars take most of a filter change's render; they follow in a deferred
// render (old figures kept for a frame or two, memoised so that render skips them), so the team
// comparison above the fold repaints at once (issue: a filter change repaints it within 100 ms).
// Why the filters come from useUrlState for this: use-stats-data.ts.
const DeferredLeaders = memo(LeadersCards);
const DeferredPlayers = memo(PlayerStatsTable);
const DeferredSquads = memo(SquadStatsTable);

export function StatsView({ matchId, licence }: { matchId: number; licence?: ClientLicence }) {
  const { sf, context, leftOut, leaders, players, squads, glossary, ...shown } = useStatsData(
    matchId,
    licence,
  );
  const metrics = metricOptions(glossary.data?.metrics, licence);
  return (
    <ViewShell
      matchId={matchId}
      title={EVENT_VIEW_NAMES.stats.title}
      filters={(m) => describeStatsFilters(sf, context, m)}
    >
      {({ match: m }) => (
        <>
          <StatsFilterBar m={m} metrics={metrics} />
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
            {shown.leadersShown && <DeferredLeaders leaders={shown.leadersShown} homeId={m.home.id} />}
          </section>
          <section className="space-y-2">
            <h2 id="players-h" className="text-lg font-semibold">
              Player statistics
            </h2>
            {players.isPending && <Loading what="the player statistics" />}
            {players.isError && <QueryError error={players.error} what="the player statistics" />}
            {shown.playersShown && (
              <DeferredPlayers data={shown.playersShown} codes={shown.codesShown} seasonId={m.seasonId} />
            )}
          </section>
          <section className="space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="squads-h" className="text-lg font-semibold">
                Team statistics
              </h2>
              <FilterSelect label="Counted" name="context" options={contextOptions()} />
            </div>
            {squads.isPending && <Loading what="the team statistics" />}
            {squads.isError && <QueryError error={squads.error} what="the team statistics" />}
            {squads.data && (context === "For" || context === "Against") && (
              <TeamComparison data={squads.data} match={m} context={context} />
            )}
            {shown.squadsShown && <DeferredSquads data={shown.squadsShown} />}
          </section>
          <MomentumSection match={m} licence={licence} />
        </>
      )}
    </ViewShell>
  );
}
