"use client";

import { EmbedButton } from "@/components/embed/embed-button";
import { embedHrefs } from "@/lib/links";
import { RankingPicks } from "./ranking-picks";
import { RankingsChart } from "./rankings-chart";
import { RankingsTable } from "./rankings-table";
import { rankingWords, rankRule } from "./model/ranking-words";
import type { RankingsReady } from "./server/team-rankings";
import { SynthesisedNote } from "@/components/ui/synthesised-note";
import { synthesisedWords } from "@/lib/metric-origins";

// Every club's figures a game: the heading names the selection in words, the pickers change the
// address, the chart draws one measure against the league's average and the table ranks them all.
export function TeamRankingsView({ page }: { page: RankingsReady }) {
  const words = rankingWords(page.filters);
  // Every measure is a whole match's record (ranking-metrics.ts); a quarter's or a zone's is not.
  const made = synthesisedWords(null, page.filters.quarter !== null || page.filters.zone !== null);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Team rankings · {words[0]}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="rankings-summary">
        {words.slice(1).join(" · ")} · {page.matches} completed matches counted ·{" "}
        {rankRule(page.filters.side)}
      </p>
      <RankingPicks filters={page.filters} rounds={page.rounds} full={page.full} />
      {made !== null && <SynthesisedNote>{made}</SynthesisedNote>}
      <RankingsChart page={page} words={words} />
      <EmbedButton
        href={embedHrefs.teams(page.season.id)}
        title={`Team rankings · ${words[0]} · ${page.season.name}`}
      />
      <RankingsTable page={page} words={words} />
    </div>
  );
}
