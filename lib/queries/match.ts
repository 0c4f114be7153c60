import { useQuery } from "@tanstack/react-query";
import { MatchDetailsSchema, MatchScoresSchema, MatchVenueSchema } from "@/lib/sds";
import { sdsOperation } from "./sds-operation";

const match = sdsOperation("E4", MatchDetailsSchema);
const matchScore = sdsOperation("E11", MatchScoresSchema);
const matchVenue = sdsOperation("E6", MatchVenueSchema);

export const matchQuery = (matchId: number) => match({ matchId });
export const useMatch = (matchId: number, refetchInterval?: number) =>
  useQuery({ ...matchQuery(matchId), refetchInterval });

export const matchScoreQuery = (matchId: number) => matchScore({ matchId });
export const useMatchScore = (matchId: number, refetchInterval?: number) =>
  useQuery({ ...matchScoreQuery(matchId), refetchInterval });

export const matchVenueQuery = (matchId: number) => matchVenue({ matchId });
export const useMatchVenue = (matchId: number) => useQuery(matchVenueQuery(matchId));
