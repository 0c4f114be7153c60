"use client";

import type { SeasonRef } from "@/lib/queries/season-ref";
import type { RoundOption } from "@/lib/season/rounds";
import { LadderTable } from "@/components/tables/ladder-table";
import { Loading, QueryError } from "@/components/ui/query-status";
import { roundName } from "@/features/season/round-name";
import { LadderNote } from "./ladder-view";
import { useLadderMovement } from "./use-ladder-movement";

/**
 * The ladder's embed (app/embed): the table alone, as the page's address chose it, without the pickers,
 * the exports or links (a link in another site's frame is the "View on" one, to a new tab).
 */
export function LadderEmbed({
  seasonRef,
  round,
  conference,
  rounds,
  finalsPlaces,
}: {
  seasonRef: SeasonRef;
  round: number | undefined;
  conference: string | undefined;
  rounds: readonly RoundOption[];
  finalsPlaces: number;
}) {
  const { ladder, previous, shownRound, prevRound, movement } = useLadderMovement(
    seasonRef,
    round,
    conference,
    rounds,
  );
  if (ladder.isPending) return <Loading what="the ladder" />;
  if (ladder.isError) return <QueryError error={ladder.error} what="the ladder" />;
  return (
    <div className="space-y-2 max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5">
      <LadderTable
        label={`Ladder after ${roundName(rounds, shownRound)}`}
        entries={ladder.data.squads}
        movement={movement}
        finalsPlaces={conference ? Number.POSITIVE_INFINITY : finalsPlaces}
        allColumns={false}
      />
      <LadderNote
        finalsBar={!conference && ladder.data.squads.length > finalsPlaces ? finalsPlaces : undefined}
        movedSince={prevRound === undefined ? undefined : roundName(rounds, prevRound)}
        movementFailed={previous.isError}
      />
    </div>
  );
}
