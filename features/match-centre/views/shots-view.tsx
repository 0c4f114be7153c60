"use client";

import type { Shot } from "@/lib/contract";
import { SHOT_OUTCOMES } from "@/lib/charts/shot-marks";
import {
  parseEventFilters,
  parseShotLayout,
  parseSummaryType,
  passes,
  playerEventFields,
} from "@/lib/queries/match-filters";
import { useShots } from "@/lib/queries/match-events";
import { describeEventFilters } from "@/features/match-centre/frame/event-filter-options";
import { EventFilterBar } from "@/features/match-centre/frame/event-filter-bar";
import { ViewShell } from "@/features/match-centre/frame/view-shell";
import { EVENT_VIEW_NAMES } from "@/features/match-centre/frame/event-view-names";
import { Loading, QueryError } from "@/components/ui/query-status";
import { ShotSummaryTables } from "@/features/match-centre/tables/shot-summary-tables";
import { ShotMap } from "@/features/match-centre/charts/shot-map";
import { useUrlState } from "@/components/ui/use-url-state";

// A rushed behind and an out-on-the-full are outcomes of their own in the data; the filter groups the
// out-on-the-full with the other shots that did not score.
const outcomeOf = (s: Shot) => (s.result.code === "OUT_ON_FULL" ? "MISS" : s.result.code);
const OUTCOME_LABEL = Object.fromEntries(SHOT_OUTCOMES.map((o) => [o.code, o.label]));

export function ShotsView({ matchId }: { matchId: number }) {
  const [search] = useUrlState();
  const f = parseEventFilters(search);
  const summaryType = parseSummaryType(search);
  const layout = parseShotLayout(search);
  const shots = useShots(matchId);
  const all = shots.data?.shots ?? [];
  const playerName = all.find((s) => s.player.id === f.player)?.player.fullname;
  return (
    <ViewShell
      matchId={matchId}
      title={EVENT_VIEW_NAMES.shots.title}
      filters={(m) =>
        describeEventFilters(
          f,
          m,
          { player: playerName, outcome: f.outcome && OUTCOME_LABEL[f.outcome] },
          { halfOval: layout === "half" },
        )
      }
    >
      {({ match: m, venue }) => {
        if (shots.isPending) return <Loading what="the shots" />;
        if (shots.isError) return <QueryError error={shots.error} what="the shots" />;
        const shown = all.filter((s) => passes(f, { ...playerEventFields(s), outcome: outcomeOf(s) }));
        return (
          <>
            <EventFilterBar
              label="Shot filters"
              m={m}
              events={all.map(playerEventFields)}
              outcomes={SHOT_OUTCOMES}
            />
            <p className="text-sm" data-testid="shot-count" aria-live="polite">
              {shown.length} of {all.length} shots
            </p>
            <ShotMap
              m={m}
              venue={venue}
              shots={shown}
              all={all}
              layout={layout}
              trueEnds={f.trueEnds}
              period={f.period}
            />
            <ShotSummaryTables matchId={matchId} type={summaryType} />
          </>
        );
      }}
    </ViewShell>
  );
}
