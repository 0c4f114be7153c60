"use client";

import type { SeasonRef } from "@/lib/queries/season-ref";
import { useLadder } from "@/lib/queries/ladder";
import { previousLadderRound, type RoundOption } from "@/lib/season/rounds";
import { ladderMovement } from "@/features/season/model/ladder-movement";

/**
 * The ladder after `round` (undefined: as it stands) and each club's places moved since the round
 * before it, for the ladder page and its embed.
 */
export function useLadderMovement(
  seasonRef: SeasonRef,
  round: number | undefined,
  conference: string | undefined,
  rounds: readonly RoundOption[],
) {
  const ladder = useLadder(seasonRef, { round, conference });
  const shownRound = ladder.data?.roundNumber;
  const prevRound = shownRound === undefined ? undefined : previousLadderRound(rounds, shownRound);
  // Round 0 stands in for "no previous round" only to keep the key distinct; the query stays disabled.
  const previous = useLadder(seasonRef, { round: prevRound ?? 0, conference }, prevRound !== undefined);
  const movement =
    prevRound !== undefined && previous.data && ladder.data
      ? ladderMovement(ladder.data.squads, previous.data.squads)
      : undefined;
  return { ladder, previous, shownRound, prevRound, movement };
}
