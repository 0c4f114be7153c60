import { useQuery } from "@tanstack/react-query";
import { LIVE_REFRESH_MS } from "./fixture";
import { onTheBeat } from "./live-clock";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/sds/operations";

const match = sdsOperation(OP.getMatch);
const matchScore = sdsOperation(OP.getMatchScore);
const matchVenue = sdsOperation(OP.getMatchVenue);

export const matchQuery = (matchId: number) => match({ matchId });
const everyInterval = onTheBeat(LIVE_REFRESH_MS);

/** A live match refreshes itself until it is over, on the clock's beat (live-clock.ts). */
export const useMatch = (matchId: number) =>
  useQuery({
    ...matchQuery(matchId),
    refetchInterval: (q) => (q.state.data?.status.typeName === "Live" ? everyInterval() : false),
  });

export const matchScoreQuery = (matchId: number) => matchScore({ matchId });
export const useMatchScore = (matchId: number, live = false) =>
  useQuery({ ...matchScoreQuery(matchId), refetchInterval: live ? everyInterval : false });

export const matchVenueQuery = (matchId: number) => matchVenue({ matchId });
export const useMatchVenue = (matchId: number) => useQuery(matchVenueQuery(matchId));
