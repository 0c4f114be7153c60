"use client";

import { BuildProgress } from "@/components/ui/build-progress";
import { ProblemBox } from "@/components/ui/problem-box";
import { UrlSelect } from "@/components/ui/url-select";
import { comparePlayersParam, embedHrefs } from "@/lib/links";
import { EmbedButton } from "@/components/embed/embed-button";
import { COMPARE_LABELS } from "./model/compare-metrics";
import { MIN_PLAYERS } from "./model/compare-address";
import { playerLabels } from "./model/compare-cells";
import { ComparedPlayers } from "./compared-players";
import { CompareSearchForm } from "./compare-search-form";
import { CompareTable } from "./compare-table";
import { GameLineFigure, PercentileFigure } from "./compare-figures";
import type { ComparePage } from "./server/compare-page";

// The player comparison: who is compared (each removable), the search to add one, then, from two
// players on, the figures' table, the percentiles' chart and the chosen statistic game by game.

export function CompareView({ page }: { page: ComparePage }) {
  if (page.kind === "problem")
    return (
      <ProblemBox title="This comparison cannot be shown" problem={page.problem} testId="compare-problem" />
    );
  if (page.kind === "building")
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">Compare players</h1>
        <BuildProgress
          done={page.status.done}
          total={page.status.total}
          error={page.status.error}
          what={page.seasonName}
        />
      </div>
    );
  const { address, metrics, players, search } = page;
  const labels = playerLabels(players);
  const refs = address.entries;
  const metricNames = metrics.map((m) => COMPARE_LABELS[m].name);
  const metricName = COMPARE_LABELS[address.metric as keyof typeof COMPARE_LABELS].name;
  const what = labels.join(" v ");
  const keep = { season: address.season, metric: address.metric };
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Compare players</h1>
      {players.length > 0 && <ComparedPlayers players={players} labels={labels} refs={refs} search={keep} />}
      {page.empty && (
        <p className="text-sm">{page.empty} has no completed match yet: its players have no figures.</p>
      )}
      {refs.length < MIN_PLAYERS && (
        <p
          className="rounded border border-amber-300 p-3 text-sm dark:border-amber-700"
          role="status"
          data-testid="compare-notice"
        >
          {refs.length === 0
            ? "Choose two to four players to compare: search for them by name below."
            : "Add at least one more player to compare: search for him by name below."}
        </p>
      )}
      <CompareSearchForm search={search} refs={refs} players={comparePlayersParam(refs)} address={keep} />
      {players.length >= MIN_PLAYERS && (
        <>
          <CompareTable players={players} labels={labels} metricNames={metricNames} what={what} />
          <PercentileFigure players={players} labels={labels} metricNames={metricNames} what={what} />
          <EmbedButton href={embedHrefs.compare()} title={`Compare ${what}`} />
          <UrlSelect
            label="Game by game"
            name="metric"
            value={address.metric}
            options={metrics.map((m) => ({ value: m, label: COMPARE_LABELS[m].name }))}
          />
          <GameLineFigure players={players} labels={labels} metricName={metricName} what={what} />
        </>
      )}
    </div>
  );
}
