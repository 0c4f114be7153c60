"use client";

import { useEffect } from "react";
import { QueryError } from "@/components/ui/query-status";
import { useFixture } from "@/lib/queries/fixture";
import { useLadder } from "@/lib/queries/ladder";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fixtureCalendarHref } from "@/lib/links";
import { ladderPosition, lastResult, nextMatch } from "./model/club-season";
import type { MyClub } from "./model/my-club-choice";
import { useDeviceClub, writeDeviceClub } from "./device-club";
import { MyClubPicker } from "./my-club-picker";
import { LadderFact, LastResultFact, NextMatchFact } from "./my-club-parts";

const LINK = "text-sky-700 underline-offset-4 hover:underline dark:text-sky-400";

/**
 * The home page's "My club": the followed club's next match, last result and ladder place in the
 * current season, or a compact picker. Everything here is the browser's (the club is the device's), so
 * the page the server renders, and may keep for everyone, holds only the heading.
 */
export function MyClubPanel({ seasonRef, season }: { seasonRef: SeasonRef; season: string }) {
  const club = useDeviceClub();
  const ladder = useLadder(seasonRef);
  const clubs = ladder.data?.squads ?? [];
  // A club chosen in an earlier season follows its squad into the current one (the header's link).
  const stale = club && club.seasonId !== seasonRef.seasonId && clubs.some((c) => c.id === club.squadId);
  useEffect(() => {
    if (stale) writeDeviceClub({ ...club, seasonId: seasonRef.seasonId });
  }, [stale, club, seasonRef.seasonId]);
  // Its season is asked for only once the season's clubs are known to include it: a club kept on this
  // device that plays no part in it (an old or tampered copy) is named, and another can be picked.
  const known = club && ladder.data ? clubs.some((c) => c.id === club.squadId) : undefined;
  return (
    <section
      aria-labelledby="my-club"
      data-testid="my-club"
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="my-club" className="text-xl font-semibold">
        My club{club && known !== false && ` · ${club.name}`}
      </h2>
      {ladder.isError && <QueryError error={ladder.error} what="the clubs" />}
      {club && known ? (
        <ClubSeason club={club} seasonRef={seasonRef} season={season} clubs={clubs} />
      ) : club && known === undefined ? null : (
        <div className="space-y-2">
          {club && (
            <p className="text-sm" data-testid="my-club-unknown">
              {club.name} is not a club of this season: pick another, or keep following none.
            </p>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Follow a club to see its next match, last result and ladder place here. It is kept on this device
            (and with your account when signed in).
          </p>
          <MyClubPicker seasonId={seasonRef.seasonId} clubs={clubs} current={null} />
        </div>
      )}
    </section>
  );
}

function ClubSeason({
  club,
  seasonRef,
  season,
  clubs,
}: {
  club: MyClub;
  seasonRef: SeasonRef;
  season: string;
  clubs: readonly { id: number; name: string }[];
}) {
  const fixture = useFixture(seasonRef, { squad: club.squadId });
  const ladder = useLadder(seasonRef);
  return (
    <div className="space-y-4">
      {fixture.isError && <QueryError error={fixture.error} what="the fixture" />}
      {fixture.data && (
        <dl className="grid gap-4 sm:grid-cols-3">
          <NextMatchFact next={nextMatch(fixture.data, club.squadId)} season={season} />
          <LastResultFact last={lastResult(fixture.data, club.squadId)} />
          <LadderFact
            place={ladder.data && ladderPosition(ladder.data, club.squadId)}
            seasonId={seasonRef.seasonId}
          />
        </dl>
      )}
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 text-sm">
        {/* A file for a calendar app, not a page: a plain link. */}
        <a
          href={fixtureCalendarHref(seasonRef.seasonId, club.squadId)}
          className={LINK}
          data-testid="my-club-calendar"
          aria-label={`Add to calendar: ${club.name}'s matches`}
        >
          Add to calendar
        </a>
        <MyClubPicker seasonId={seasonRef.seasonId} clubs={clubs} current={club} label="Change club" />
        <button type="button" className={LINK} onClick={() => writeDeviceClub(null)}>
          Stop following
        </button>
      </div>
    </div>
  );
}
