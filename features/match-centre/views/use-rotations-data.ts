"use client";

import { useQueries, useQuery } from "@tanstack/react-query";
import { useRotations } from "@/lib/queries/match-events";
import { quarterTimeOnGroundQuery, rotationTotalsQuery } from "@/lib/queries/match-stats";
import { useLiveInterval } from "@/lib/queries/live";

/**
 * What the rotations view reads: the interchanges, the match's time-on-ground totals, and the
 * time on the ground in each quarter (which tells who started it). All refresh while the match is live.
 */
export function useRotationsData(matchId: number) {
  const rotations = useRotations(matchId);
  const refetchInterval = useLiveInterval(matchId);
  const totals = useQuery({ ...rotationTotalsQuery(matchId), refetchInterval });
  const perPeriod = useQueries({
    queries: [1, 2, 3, 4].map((p) => ({ ...quarterTimeOnGroundQuery(matchId, p), refetchInterval })),
  });
  return { rotations, totals, perPeriod };
}
