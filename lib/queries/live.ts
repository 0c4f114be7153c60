import { useMatch } from "./match";

/**
 * How often a match-centre view asks again while its match is in play. The app's proxy keeps a live
 * answer for the service's max-age (5 s), so however many people watch, each interval costs the data
 * service one call.
 */
export const LIVE_EVENTS_REFRESH_MS = 10_000;

/** The refetchInterval for a match's event data: every 10 s while the match is live, else never. */
export function useLiveInterval(matchId: number): number | false {
  const match = useMatch(matchId);
  return match.data?.status.typeName === "Live" ? LIVE_EVENTS_REFRESH_MS : false;
}
