import { useQuery } from "@tanstack/react-query";
import { LIVE_REFRESH_MS } from "./fixture";
import { onTheBeat } from "./live-clock";
import { isStreamed } from "./live-streams";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

const match = sdsOperation(OP.getMatch);
const matchScore = sdsOperation(OP.getMatchScore);
const matchVenue = sdsOperation(OP.getMatchVenue);

export const matchQuery = (matchId: number) => match({ matchId });
const everyInterval = onTheBeat(LIVE_REFRESH_MS);

const isLive = (data: { status: { typeName: string } } | undefined) => data?.status.typeName === "Live";

/**
 * A live match refreshes itself until it is over: from its live stream while that delivers
 * (live-streams.ts), else on the clock's beat (live-clock.ts); and at once when the browser is back
 * online, however fresh its last figures.
 */
export function useMatch(matchId: number) {
  return useQuery({
    ...matchQuery(matchId),
    refetchInterval: (q) => (isLive(q.state.data) && !isStreamed(matchId) ? everyInterval() : false),
    // Streamed, the answer is as fresh as the stream: coming back to the tab asks nothing.
    refetchOnWindowFocus: (q) => !(isLive(q.state.data) && isStreamed(matchId)),
    refetchOnReconnect: (q) => (isLive(q.state.data) ? "always" : true),
  });
}

export const matchScoreQuery = (matchId: number) => matchScore({ matchId });
export function useMatchScore(matchId: number, live = false) {
  return useQuery({
    ...matchScoreQuery(matchId),
    refetchInterval: live && !isStreamed(matchId) ? everyInterval : false,
    refetchOnWindowFocus: !(live && isStreamed(matchId)),
    refetchOnReconnect: live ? "always" : true,
  });
}

export const matchVenueQuery = (matchId: number) => matchVenue({ matchId });
export const useMatchVenue = (matchId: number) => useQuery(matchVenueQuery(matchId));
