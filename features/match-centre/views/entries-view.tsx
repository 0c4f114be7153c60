"use client";

import type { Entry, MatchDetails } from "@/lib/contract";
import { ENTRY_OUTCOMES } from "@/lib/charts/palette";
import { parseEventFilters, passes, playerEventFields } from "@/lib/queries/match-filters";
import { useEntries } from "@/lib/queries/match-events";
import { describeEventFilters } from "@/features/match-centre/frame/event-filter-options";
import { EventFilterBar } from "@/features/match-centre/frame/event-filter-bar";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { ViewShell } from "@/features/match-centre/frame/view-shell";
import { EVENT_VIEW_NAMES } from "@/features/match-centre/frame/event-view-names";
import { Loading, QueryError } from "@/components/ui/query-status";
import { EntryMap, outcomeLabel } from "@/features/match-centre/charts/entry-map";
import { useUrlState } from "@/components/ui/use-url-state";

/** Outcome counts by team: how each side's entries ended (the shape of the map in numbers). */
function OutcomeSummary({ m, entries }: { m: MatchDetails; entries: readonly Entry[] }) {
  type Row = { code: string; label: string; home: number; away: number };
  const rows: Row[] = ENTRY_OUTCOMES.map((o) => ({
    code: o.code,
    label: o.label,
    home: entries.filter((e) => e.details.result.outcome === o.code && e.squad.id === m.home.id).length,
    away: entries.filter((e) => e.details.result.outcome === o.code && e.squad.id === m.away.id).length,
  }));
  const columns: Column<Row>[] = [
    { key: "outcome", label: "Outcome", text: (r) => r.label },
    { key: "home", label: m.home.name, numeric: true, text: (r) => String(r.home) },
    { key: "away", label: m.away.name, numeric: true, text: (r) => String(r.away) },
  ];
  return (
    <ExportTable
      label="Entries by outcome"
      part="entry-outcomes"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.code}
      testId="entry-outcomes"
    />
  );
}

export function EntriesView({ matchId }: { matchId: number }) {
  const [search] = useUrlState();
  const f = parseEventFilters(search);
  const entries = useEntries(matchId);
  const all = entries.data?.entries ?? [];
  const playerName = all.find((e) => e.player.id === f.player)?.player.fullname;
  return (
    <ViewShell
      matchId={matchId}
      title={EVENT_VIEW_NAMES.entries.title}
      filters={(m) =>
        describeEventFilters(f, m, { player: playerName, outcome: f.outcome && outcomeLabel(f.outcome) })
      }
    >
      {({ match: m, venue }) => {
        if (entries.isPending) return <Loading what="the entries" />;
        if (entries.isError) return <QueryError error={entries.error} what="the entries" />;
        const shown = all.filter((e) =>
          passes(f, { ...playerEventFields(e), outcome: e.details.result.outcome }),
        );
        return (
          <>
            <EventFilterBar
              label="Entry filters"
              m={m}
              events={all.map(playerEventFields)}
              outcomes={ENTRY_OUTCOMES}
            />
            <p className="text-sm" data-testid="entry-count" aria-live="polite">
              {shown.length} of {all.length} entries
            </p>
            <EntryMap m={m} venue={venue} entries={shown} trueEnds={f.trueEnds} period={f.period} />
            <section className="space-y-2">
              <h2 id="entry-outcomes-h" className="text-lg font-semibold">
                Entries by outcome
              </h2>
              <OutcomeSummary m={m} entries={shown} />
            </section>
          </>
        );
      }}
    </ViewShell>
  );
}
