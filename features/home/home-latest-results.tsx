"use client";

import { AppLink } from "@/components/ui/app-link";
import { useFixture } from "@/lib/queries/fixture";
import { seasonHref } from "@/lib/links";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { FixtureRounds } from "@/components/tables/match-card";
import { Loading, QueryError } from "@/components/ui/query-status";
import { useMyClubId } from "@/features/my-club";

/** The results of a season's latest completed round. */
export function HomeLatestResults({
  seasonRef,
  round,
  title,
}: {
  seasonRef: SeasonRef;
  round: number;
  title: string;
}) {
  const fixture = useFixture(seasonRef, { round });
  const myClub = useMyClubId();
  const rounds = fixture.data?.phases.flatMap((p) => p.rounds) ?? [];
  return (
    <section aria-labelledby="latest-results" className="space-y-3">
      <h2 id="latest-results" className="text-xl font-semibold">
        Latest results · {title}
      </h2>
      {fixture.isPending && <Loading what="the latest results" />}
      {fixture.isError && <QueryError error={fixture.error} what="the latest results" />}
      {fixture.data && <FixtureRounds rounds={rounds} markedSquadId={myClub} />}
      <p className="text-sm">
        <AppLink
          href={seasonHref(seasonRef.seasonId, "fixture", { round })}
          className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
        >
          This round in the fixture
        </AppLink>
      </p>
    </section>
  );
}
