"use client";

import { AppLink } from "@/components/ui/app-link";
import { useLadder } from "@/lib/queries/ladder";
import { seasonHref } from "@/lib/links";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { LadderTable } from "@/components/tables/ladder-table";
import { Loading, QueryError } from "@/components/ui/query-status";
import { useMyClubId } from "@/features/my-club";

const FINALS_PLACES = 8;

/** The top eight of a season's ladder as it stands, linking to the whole ladder. */
export function HomeTopEight({ seasonRef, title }: { seasonRef: SeasonRef; title: string }) {
  const ladder = useLadder(seasonRef);
  const myClub = useMyClubId();
  return (
    <section aria-labelledby="top-eight" className="space-y-3">
      <h2 id="top-eight" className="text-xl font-semibold">
        Ladder, top eight · {title}
      </h2>
      {ladder.isPending && <Loading what="the ladder" />}
      {ladder.isError && <QueryError error={ladder.error} what="the ladder" />}
      {ladder.data && (
        <LadderTable
          label={`${title} ladder, top eight`}
          entries={ladder.data.squads.slice(0, FINALS_PLACES)}
          finalsPlaces={FINALS_PLACES}
          markedSquadId={myClub}
        />
      )}
      <p className="text-sm">
        <AppLink
          href={seasonHref(seasonRef.seasonId, "ladder")}
          className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
        >
          The whole ladder
        </AppLink>
      </p>
    </section>
  );
}
