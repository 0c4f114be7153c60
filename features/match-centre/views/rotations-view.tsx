"use client";

import { periodLengths } from "@/lib/charts/match-clock";
import { parseSide } from "@/lib/queries/match-filters";
import { ViewShell } from "@/features/match-centre/frame/view-shell";
import { EVENT_VIEW_NAMES } from "@/features/match-centre/frame/event-view-names";
import { Loading, QueryError } from "@/components/ui/query-status";
import { useUrlState } from "@/components/ui/use-url-state";
import { periodsPlayed, rotationRows, togByPeriod } from "./rotation-rows";
import { RotationsFigures } from "./rotations-figures";
import { useRotationsData } from "./use-rotations-data";

export function RotationsView({ matchId }: { matchId: number }) {
  const [search] = useUrlState();
  const team = parseSide(search);
  const { rotations, totals, perPeriod } = useRotationsData(matchId);
  return (
    <ViewShell
      matchId={matchId}
      title={EVENT_VIEW_NAMES.rotations.title}
      filters={(m) => (team ? [{ label: "Team", value: team === "home" ? m.home.name : m.away.name }] : [])}
      intro="Interchange stints from the rotations feed; who started each quarter is read from each player's time on the ground in it (teams re-pick their eighteen at the breaks without an interchange)."
    >
      {({ match: m }) => {
        if (rotations.isPending || totals.isPending) return <Loading what="the rotations" />;
        if (rotations.isError) return <QueryError error={rotations.error} what="the rotations" />;
        if (totals.isError) return <QueryError error={totals.error} what="time on ground" />;
        const played = periodsPlayed(m);
        const lengths = periodLengths(m.periods, rotations.data.rotations).slice(0, played);
        const tog = togByPeriod(perPeriod.map((q) => q.data));
        const rows = rotationRows({
          m,
          rotations: rotations.data,
          totals: totals.data,
          team,
          lengths,
          tog,
          played,
        });
        return (
          <RotationsFigures
            m={m}
            rows={rows}
            lengths={lengths}
            played={played}
            loadingTog={perPeriod.some((q) => q.isPending)}
          />
        );
      }}
    </ViewShell>
  );
}
