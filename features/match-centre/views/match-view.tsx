"use client";

import type { ReactNode } from "react";
import { formatInteger } from "@/lib/format/numbers";
import { embedHrefs } from "@/lib/links";
import { EmbedButton } from "@/components/embed/embed-button";
import { useMatch, useMatchScore, useMatchVenue } from "@/lib/queries/match";
import { useLiveStreams } from "@/lib/queries/live-stream-hooks";
import { QuarterScoresTable } from "@/features/match-centre/tables/quarter-scores-table";
import { Loading, QueryError } from "@/components/ui/query-status";
import { MatchFacts } from "@/features/match-centre/summary/match-facts";
import { MatchHeader } from "@/features/match-centre/summary/match-header";
import { ResultCard } from "@/features/match-centre/summary/result-card";
import { MarginSection } from "@/features/match-centre/summary/margin-section";
import type { WormAccess } from "@/features/match-centre/summary/worm-notice";
import type { MatchOutlook } from "@/lib/predict/match-outlook";

// The server's worm-access check names the type from here, where the page's props are.
export type { WormAccess };

export function MatchView({
  matchId,
  access = { kind: "anonymous" },
  outlook = null,
  boxScore,
}: {
  matchId: number;
  access?: WormAccess;
  outlook?: MatchOutlook | null;
  boxScore?: ReactNode; // rendered by the server page (features/match-centre/summary/box-score-section.tsx)
}) {
  const match = useMatch(matchId);
  const live = match.data?.status.typeName === "Live";
  // In play: the match's stream brings its clock, score and worm into the cache the sections read.
  useLiveStreams(live ? [matchId] : []);
  const score = useMatchScore(matchId, live);
  const venue = useMatchVenue(matchId);

  if (match.isPending) return <Loading what="the match" />;
  if (match.isError) return <QueryError error={match.error} what="the match" />;
  const m = match.data;

  return (
    <article className="space-y-6">
      <MatchHeader m={m} />
      <ResultCard m={m} outlook={outlook} asOf={match.dataUpdatedAt} />
      <section aria-labelledby="quarters" className="space-y-2">
        <h2 id="quarters" className="text-lg font-semibold">
          Score by quarter
        </h2>
        {score.isPending && <Loading what="the quarter scores" />}
        {score.isError && <QueryError error={score.error} what="the quarter scores" />}
        {score.data && <QuarterScoresTable score={score.data} live={live} />}
        {/* The embed: the margin at each break and this table, public to any site's frame. */}
        <EmbedButton href={embedHrefs.worm(matchId)} title={`Margin by quarter · ${m.name}`} />
      </section>
      {boxScore}
      <MarginSection matchId={matchId} m={m} access={access} score={score.data} outlook={outlook} />
      <MatchFacts
        match={m}
        venue={venue.data}
        venueError={venue.error}
        attendance={m.attendance === null ? null : formatInteger(m.attendance)}
      />
    </article>
  );
}
