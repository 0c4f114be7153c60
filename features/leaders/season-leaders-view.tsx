"use client";

import { formatLeaderValue, type LeaderFilters, type LeaderRow } from "@/lib/season/leaders";
import { describeFilters } from "./model/leader-words";
import { LeaderFilterPicks } from "./leader-filter-picks";
import { LeadersChart } from "./leaders-chart";
import { LeadersTable } from "./leaders-table";
import { SynthesisedNote } from "@/components/ui/synthesised-note";
import { synthesisedWords } from "@/lib/metric-origins";

// A season's leaderboard: the heading names the selection in words, the filters change the address,
// and (unless a whole-match metric is asked for by quarter or zone) the chart and the table follow.

interface Props {
  seasonId: number;
  seasonName: string;
  filters: LeaderFilters;
  metrics: readonly { code: string; name: string; format: string }[];
  squads: readonly { id: number; name: string; code: string }[];
  full: boolean;
  rows: readonly LeaderRow[] | null;
  matches: number;
}

export function SeasonLeadersView({
  seasonId,
  seasonName,
  filters: f,
  metrics,
  squads,
  full,
  rows,
  matches,
}: Props) {
  const metric = metrics.find((m) => m.code === f.metric) ?? {
    code: f.metric,
    name: f.metric,
    format: "Integer",
  };
  const squadOf = new Map(squads.map((s) => [s.id, s]));
  const words = describeFilters(f, metric.name, f.squad === null ? undefined : squadOf.get(f.squad)?.name);
  const show = (v: number) => formatLeaderValue(v, metric.format, f.per);
  const made = synthesisedWords(metric, f.period !== null || f.zone !== null);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Season leaders · {words[0]}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="leaders-summary">
        {words.slice(1).join(" · ")} · summed over {matches} completed matches
      </p>
      <LeaderFilterPicks filters={f} metrics={metrics} squads={squads} full={full} />
      {rows !== null && made !== null && <SynthesisedNote>{made}</SynthesisedNote>}
      {rows === null ? (
        <p
          className="rounded border border-amber-300 p-3 text-sm dark:border-amber-700"
          data-testid="leaders-unsplit"
        >
          {metric.name} is a whole-match figure: it has no quarter or zone split. Choose all quarters and all
          zones.
        </p>
      ) : (
        <>
          {/* The chart and the table show the same leaders, described and formatted the same way. */}
          <LeadersChart rows={rows} words={words} show={show} />
          <LeadersTable {...{ seasonId, seasonName, rows, words, show, squadOf }} filters={f} />
        </>
      )}
    </div>
  );
}
