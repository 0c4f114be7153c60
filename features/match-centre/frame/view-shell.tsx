"use client";

import type { ReactNode } from "react";
import type { z } from "zod";
import type { MatchDetails, MatchVenueSchema } from "@/lib/contract";
import { useMatch, useMatchVenue } from "@/lib/queries/match";
import { StatusBadge } from "@/components/tables/match-card";
import { Loading, QueryError } from "@/components/ui/query-status";
import { SynthesisedNote } from "@/components/ui/synthesised-note";
import { ExportStampProvider } from "./export-context";

export type Venue = z.infer<typeof MatchVenueSchema>;
type Filter = { label: string; value: string };

interface Props {
  matchId: number;
  title: string; // the view's name ("Shots at goal"): the h1, and the exports' stamp
  intro?: ReactNode;
  // The filters in force, in words, for the exports' stamp.
  filters: readonly Filter[] | ((match: MatchDetails) => readonly Filter[]);
  children: (ctx: { match: MatchDetails; venue: Venue }) => ReactNode;
}

/** The frame of every event view: the match and its ground, the heading, the live badge, the exports' stamp. */
export function ViewShell({ matchId, title, intro, filters, children }: Props) {
  const match = useMatch(matchId);
  const venue = useMatchVenue(matchId);
  if (match.isPending || venue.isPending) return <Loading what="the match" />;
  if (match.isError) return <QueryError error={match.error} what="the match" />;
  if (venue.isError) return <QueryError error={venue.error} what="the ground" />;
  const m = match.data;
  return (
    <ExportStampProvider
      value={{
        matchId,
        matchName: m.name,
        view: title,
        filters: typeof filters === "function" ? filters(m) : filters,
        dataTimestamp: m.lastModified.statisticUpdate,
      }}
    >
      <article className="space-y-5">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold">
            {title} <span className="font-normal text-slate-600 dark:text-slate-400">· {m.name}</span>
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <StatusBadge status={m.status} matchId={m.id} />
            <span>
              {venue.data.name}
              {venue.data.dimensions
                ? `, ${venue.data.dimensions.length} m × ${venue.data.dimensions.width} m`
                : ""}
              . Data as of{" "}
              <time dateTime={m.lastModified.statisticUpdate}>
                {m.lastModified.statisticUpdate.replace("T", " ").slice(0, 16)} UTC
              </time>
              {m.status.typeName === "Live" && " · updates every 10 seconds while the match is live"}.
            </span>
          </p>
          <SynthesisedNote>
            The events are synthesised to count to the box score and the quarter scores: where and when are
            illustrations, not records
          </SynthesisedNote>
          {intro && <div className="text-sm">{intro}</div>}
        </header>
        {children({ match: m, venue: venue.data })}
      </article>
    </ExportStampProvider>
  );
}
