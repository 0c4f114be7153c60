import { useQuery } from "@tanstack/react-query";
import { LIVE_REFRESH_MS } from "./fixture";
import { sdsOperation } from "./sds-operation";

const match = sdsOperation("E4");
const matchScore = sdsOperation("E11");
const matchVenue = sdsOperation("E6");

export const matchQuery = (matchId: number) => match({ matchId });
/** A live match refreshes itself until it is over. */
export const useMatch = (matchId: number) =>
  useQuery({
    ...matchQuery(matchId),
    refetchInterval: (q) => (q.state.data?.status.typeName === "Live" ? LIVE_REFRESH_MS : false),
  });

export const matchScoreQuery = (matchId: number) => matchScore({ matchId });
export const useMatchScore = (matchId: number, live = false) =>
  useQuery({ ...matchScoreQuery(matchId), refetchInterval: live ? LIVE_REFRESH_MS : false });

export const matchVenueQuery = (matchId: number) => matchVenue({ matchId });
export const useMatchVenue = (matchId: number) => useQuery(matchVenueQuery(matchId));
