"use client";

import { AppLink } from "@/components/ui/app-link";
import type { FixtureMatch } from "@/lib/contract";
import { useFixture } from "@/lib/queries/fixture";
import { useLiveStreams } from "@/lib/queries/live-stream-hooks";
import { seasonHref } from "@/lib/links";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { MatchCard } from "@/components/tables/match-card";
import { Loading, QueryError } from "@/components/ui/query-status";

const UPCOMING_SHOWN = 6;

/** Matches in play (their scores refresh themselves) and the next ones scheduled. */
export function HomeLiveMatches({ seasonRef, league }: { seasonRef: SeasonRef; league: string }) {
  const fixture = useFixture(seasonRef);
  const matches: FixtureMatch[] =
    fixture.data?.phases.flatMap((p) => p.rounds.flatMap((r) => r.matches)) ?? [];
  const live = matches.filter((m) => m.status.typeName === "Live");
  // Their live streams bring each one's clock and score into the fixture the list reads.
  useLiveStreams(live.map((m) => m.id));
  const upcoming = matches
    .filter((m) => m.status.typeName === "Upcoming")
    .sort((a, b) => a.date.utcMatchStart.localeCompare(b.date.utcMatchStart))
    .slice(0, UPCOMING_SHOWN);

  const list = (title: string, ms: FixtureMatch[], testId: string, empty: string) => (
    <div className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      {ms.length ? (
        <ul className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3" data-testid={testId}>
          {ms.map((m) => (
            <MatchCard key={m.id} match={m} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      )}
    </div>
  );

  return (
    <section aria-labelledby="live-matches" className="@container space-y-3">
      <h2 id="live-matches" className="text-xl font-semibold">
        Live and upcoming matches
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        From the {league}. Scores of matches in play refresh by themselves.
      </p>
      {fixture.isPending && <Loading what="live and upcoming matches" />}
      {fixture.isError && <QueryError error={fixture.error} what="live and upcoming matches" />}
      {fixture.data && (
        <>
          {list("Live now", live, "live-matches", "No match is in play.")}
          {list("Coming up", upcoming, "upcoming-matches", "No matches are scheduled.")}
        </>
      )}
      <p className="text-sm">
        <AppLink
          href={seasonHref(seasonRef.seasonId, "fixture")}
          className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
        >
          The whole fixture
        </AppLink>
      </p>
    </section>
  );
}
