"use client";

import type { PlayerShotSummary, ShotSummary, SquadShotSummary } from "@/lib/contract";
import type { ShotSummaryType } from "@/lib/queries/match-stats";
import { usePlayerShotSummary, useSquadShotSummary } from "@/lib/queries/match-stats";
import { SUMMARY_TYPES } from "@/lib/queries/match-filters";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { FilterSelect } from "@/features/match-centre/frame/filter-select";
import { Loading, QueryError } from "@/components/ui/query-status";
import { numberColumn } from "@/features/match-centre/frame/number-column";

const TYPE_LABEL: Record<ShotSummaryType, string> = {
  All: "All shots",
  GeneralPlay: "General play",
  SetShot: "Set shots",
};

type Row = { key: string; name: string; team?: string; s: ShotSummary };

function summaryColumns(first: { label: string }, withTeam: boolean): Column<Row>[] {
  return [
    { key: "name", label: first.label, text: (r) => r.name, sortValue: (r) => r.name },
    ...(withTeam
      ? [{ key: "team", label: "Team", text: (r: Row) => r.team ?? "", sortValue: (r: Row) => r.team ?? "" }]
      : []),
    numberColumn("shots", "Shots", (r) => r.s.shots, { glossary: "SHOT_AT_GOAL" }),
    numberColumn("goals", "Goals", (r) => r.s.goals, { glossary: "GOAL" }),
    numberColumn("behinds", "Behinds", (r) => r.s.behinds, { glossary: "BEHIND" }),
    numberColumn("misses", "No score", (r) => r.s.misses),
    numberColumn("points", "Points", (r) => r.s.points, { glossary: "POINTS" }),
    numberColumn("xs", "Expected", (r) => r.s.pointsExpected, { glossary: "POINTS_EXPECTED", digits: 1 }),
    numberColumn("acc", "Accuracy %", (r) => r.s.accuracy, { glossary: "ACCURACY", digits: 1 }),
  ];
}

const squadRows = (d: SquadShotSummary, type: ShotSummaryType): Row[] =>
  d.squads.flatMap((q) =>
    q.summaries.filter((s) => s.type === type).map((s) => ({ key: String(q.id), name: q.name, s })),
  );
const playerRows = (d: PlayerShotSummary, type: ShotSummaryType): Row[] =>
  d.players.flatMap((p) =>
    p.summaries
      .filter((s) => s.type === type)
      .map((s) => ({ key: String(p.personId), name: p.fullname, team: p.squad.name, s })),
  );

/** Shot summaries (the squad shot summary by team, the player shot summary by player) of one shot type, with the type in the address. */
export function ShotSummaryTables({ matchId, type }: { matchId: number; type: ShotSummaryType }) {
  const squads = useSquadShotSummary(matchId, type);
  const players = usePlayerShotSummary(matchId, type);
  return (
    <section aria-labelledby="shot-summaries" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="shot-summaries" className="text-lg font-semibold">
          Shot summaries: {TYPE_LABEL[type].toLowerCase()}
        </h2>
        <FilterSelect
          label="Shot type"
          name="stype"
          options={SUMMARY_TYPES.map((t) => ({ value: t === "All" ? "" : t, label: TYPE_LABEL[t] }))}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The whole match, whatever the map&apos;s filters; accuracy is goals ÷ (goals + behinds).
      </p>
      {squads.isPending && <Loading what="the team shot summary" />}
      {squads.isError && <QueryError error={squads.error} what="the team shot summary" />}
      {squads.data && (
        <ExportTable
          label="Shot summary by team"
          part="team-shot-summary"
          columns={summaryColumns({ label: "Team" }, false)}
          rows={squadRows(squads.data, type)}
          rowKey={(r) => r.key}
          testId="squad-shot-summary"
        />
      )}
      {players.isPending && <Loading what="the player shot summary" />}
      {players.isError && <QueryError error={players.error} what="the player shot summary" />}
      {players.data && (
        <ExportTable
          label="Shot summary by player"
          part="player-shot-summary"
          columns={summaryColumns({ label: "Player" }, true)}
          rows={playerRows(players.data, type)}
          rowKey={(r) => r.key}
          sortParam="psort"
          dirParam="pdir"
          defaultSort={{ key: "points", dir: "desc" }}
          testId="player-shot-summary"
        />
      )}
    </section>
  );
}
