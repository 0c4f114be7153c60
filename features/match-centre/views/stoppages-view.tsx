"use client";

import { periodLabel } from "@/lib/charts/match-clock";
import { describeCode } from "@/lib/charts/shot-marks";
import { STOPPAGE_TYPES, parseStoppageType } from "@/lib/queries/match-filters";
import { useStoppages } from "@/lib/queries/match-events";
import { useRuckContests } from "@/lib/queries/match-stats";
import { periodOptions } from "@/features/match-centre/frame/event-filter-options";
import { FilterBar, FilterSelect } from "@/features/match-centre/frame/filter-select";
import { ViewShell } from "@/features/match-centre/frame/view-shell";
import { EVENT_VIEW_NAMES } from "@/features/match-centre/frame/event-view-names";
import { Loading, QueryError } from "@/components/ui/query-status";
import { StoppageMap } from "@/features/match-centre/charts/stoppage-map";
import { CountsTable, RuckTable } from "@/features/match-centre/tables/stoppage-tables";
import { useUrlState } from "@/components/ui/use-url-state";

export function StoppagesView({ matchId }: { matchId: number }) {
  const [search] = useUrlState();
  const type = parseStoppageType(search);
  const periodRaw = Number(search.get("period"));
  const period = periodRaw >= 1 && periodRaw <= 8 ? periodRaw : undefined;
  const stoppages = useStoppages(matchId);
  const rucks = useRuckContests(matchId, type);
  const all = stoppages.data?.stoppages ?? [];
  const shown = all.filter((s) => (!type || s.code === type) && (!period || s.period === period));
  return (
    <ViewShell
      matchId={matchId}
      title={EVENT_VIEW_NAMES.stoppages.title}
      filters={[
        ...(type ? [{ label: "Stoppage", value: describeCode(type) }] : []),
        ...(period ? [{ label: "Period", value: periodLabel(period) }] : []),
      ]}
    >
      {({ match: m, venue }) => (
        <>
          <FilterBar label="Stoppage filters">
            <FilterSelect
              label="Stoppage type"
              name="type"
              allLabel="All stoppages"
              options={STOPPAGE_TYPES.map((t) => ({ value: t, label: describeCode(t) }))}
            />
            <FilterSelect
              label="Period"
              name="period"
              allLabel="All quarters"
              options={periodOptions(all.map((s) => s.period))}
            />
          </FilterBar>
          {stoppages.isPending && <Loading what="the stoppages" />}
          {stoppages.isError && <QueryError error={stoppages.error} what="the stoppages" />}
          {stoppages.data && (
            <>
              <p className="text-sm" data-testid="stoppage-count" aria-live="polite">
                {shown.length} of {all.length} stoppages
              </p>
              <StoppageMap m={m} venue={venue} stoppages={shown} />
              <section className="space-y-2">
                <h2 id="counts-h" className="text-lg font-semibold">
                  Stoppages by kind and quarter
                </h2>
                <CountsTable stoppages={shown} />
              </section>
            </>
          )}
          <section className="space-y-2">
            <h2 id="rucks-h" className="text-lg font-semibold">
              Ruck contests{type ? `: ${describeCode(type).toLowerCase()}s` : ""}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              The whole match
              {period ? " (the service counts ruck contests by kind of stoppage, not by quarter)" : ""}.
            </p>
            {rucks.isPending && <Loading what="the ruck contests" />}
            {rucks.isError && <QueryError error={rucks.error} what="the ruck contests" />}
            {rucks.data && <RuckTable data={rucks.data} />}
          </section>
        </>
      )}
    </ViewShell>
  );
}
