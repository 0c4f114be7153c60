"use client";

import { useQueries, useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import type { MatchDetails, PlayerStatistics } from "@/lib/sds";
import { formatClock, periodLengths } from "@/lib/charts/match-clock";
import { HOME_COLOUR, AWAY_COLOUR } from "@/lib/charts/palette";
import { playerStints, stintSeconds } from "@/lib/charts/stints";
import { useRotations } from "@/lib/queries/match-events";
import { quarterTimeOnGroundQuery, rotationTotalsQuery } from "@/lib/queries/match-stats";
import { useLiveInterval } from "@/lib/queries/live";
import { RotationsTimeline } from "@/features/match-centre/charts/rotations-timeline";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { FilterBar, FilterSelect } from "@/features/match-centre/frame/filter-select";
import { ViewShell } from "@/features/match-centre/frame/view-shell";
import { Loading, QueryError } from "@/components/ui/query-status";
import { RotationsSummary, StintsTable, type Row } from "@/features/match-centre/tables/rotation-tables";
import { timeOnGroundRows } from "@/lib/charts/time-on-ground";
import { timeOnGroundHeight } from "@/lib/charts/chart-heights";

// Recharts with this chart only, when it comes near the screen (it sits below the whole rotations
// timeline); the summary table below it has the same minutes at once.
const TimeOnGroundChart = dynamic(() => import("@/features/match-centre/charts/time-on-ground-chart"), {
  ssr: false,
});
import { parseSide } from "@/lib/queries/match-filters";
import { sideOptions } from "@/features/match-centre/frame/event-filter-options";
import { useUrlState } from "@/components/ui/use-url-state";

function statOf(d: PlayerStatistics | undefined, personId: number, code: string) {
  for (const s of d?.squads ?? [])
    for (const p of s.players) if (p.personId === personId) return p.statistics.find((x) => x.code === code);
  return undefined;
}

export function RotationsView({ matchId }: { matchId: number }) {
  const [search] = useUrlState();
  const team = parseSide(search);
  const rotations = useRotations(matchId);
  const refetchInterval = useLiveInterval(matchId);
  const totals = useQuery({ ...rotationTotalsQuery(matchId), refetchInterval });
  const perPeriod = useQueries({
    queries: [1, 2, 3, 4].map((p) => ({ ...quarterTimeOnGroundQuery(matchId, p), refetchInterval })),
  });
  return (
    <ViewShell
      matchId={matchId}
      title="Rotations"
      filters={(m) => (team ? [{ label: "Team", value: team === "home" ? m.home.name : m.away.name }] : [])}
      intro="Interchange stints from the rotations feed; who started each quarter is read from each player's time on the ground in it (teams re-pick their eighteen at the breaks without an interchange)."
    >
      {({ match: m }) => {
        if (rotations.isPending || totals.isPending) return <Loading what="the rotations" />;
        if (rotations.isError) return <QueryError error={rotations.error} what="the rotations" />;
        if (totals.isError) return <QueryError error={totals.error} what="time on ground" />;
        const played = Math.max(1, Math.min(4, m.status.typeName === "Complete" ? 4 : m.status.period));
        const lengths = periodLengths(m.periods, rotations.data.rotations).slice(0, played);
        const tog = new Map(
          perPeriod.flatMap((q, i) =>
            q.data
              ? [
                  [
                    i + 1,
                    new Map(
                      q.data.squads.flatMap((s) =>
                        s.players.map((p) => [p.personId, p.statistics[0]?.value ?? 0] as const),
                      ),
                    ),
                  ] as const,
                ]
              : [],
          ),
        );
        const sides = [
          { side: "home" as const, squad: rotations.data.home },
          { side: "away" as const, squad: rotations.data.away },
        ].filter((s) => !team || s.side === team);
        const people = sides.flatMap((s) => s.squad.players.map((p) => ({ ...p, side: s.side })));
        const stints = playerStints({
          personIds: people.map((p) => p.personId),
          rotations: rotations.data.rotations,
          lengths,
          togByPeriod: tog,
          periodsPlayed: played,
        });
        const rows: Row[] = people
          .map((p) => {
            const s = stints.get(p.personId) ?? [];
            const t = statOf(totals.data, p.personId, "TIME_ON_GROUND");
            const pct = statOf(totals.data, p.personId, "TIME_ON_GROUND_PCT");
            const changes = rotations.data.rotations.filter(
              (r) => r.off.personId === p.personId || r.on.personId === p.personId,
            ).length;
            return {
              personId: p.personId,
              name: p.fullname,
              side: p.side,
              team: p.side === "home" ? m.home.name : m.away.name,
              stints: s,
              secs: t?.value ?? stintSeconds(s),
              changes,
              summary: `${t?.valueDisplay ?? formatClock(stintSeconds(s))} on ground${pct ? ` (${pct.valueDisplay})` : ""}, ${changes} interchange${changes === 1 ? "" : "s"}`,
            };
          })
          .sort((a, b) => (a.side === b.side ? b.secs - a.secs : a.side === "home" ? -1 : 1));
        const loadingTog = perPeriod.some((q) => q.isPending);
        return (
          <>
            <FilterBar label="Rotation filters">
              <FilterSelect label="Team" name="team" allLabel="Both teams" options={sideOptions(m)} />
            </FilterBar>
            {loadingTog && <Loading what="time on ground by quarter" />}
            <ChartFigure
              title="Time on the ground"
              part="timeline"
              testId="rotations-figure"
              description={<Legend m={m} />}
              chart={(svgRef) => <RotationsTimeline rows={rows} lengths={lengths} svgRef={svgRef} />}
              table={<StintsTable rows={rows} />}
            />
            <ChartFigure
              title="Minutes on the ground by quarter"
              part="time-on-ground-chart"
              testId="time-on-ground-figure"
              whenNear={{
                minHeight: timeOnGroundHeight(rows.length),
                waiting: "Drawing the minutes by quarter…",
              }}
              description="Each player's minutes on the ground, a segment a quarter; the table below has them to the second."
              chart={(svgRef) => <TimeOnGroundChart rows={timeOnGroundRows(rows, played)} svgRef={svgRef} />}
            />
            <RotationsSummary rows={rows} />
          </>
        );
      }}
    </ViewShell>
  );
}

function Legend({ m }: { m: MatchDetails }) {
  return (
    <span>
      A bar for each stint on the ground: <span style={{ color: HOME_COLOUR }}>■</span> {m.home.name},{" "}
      <span style={{ color: AWAY_COLOUR }}>■</span> {m.away.name}. Tab to a player to hear his stints.
    </span>
  );
}
