import { onTheBeat } from "./live-clock";
import { useMatch } from "./match";

/**
 * How often a match-centre view asks again while its match is in play. Views ask on the clock's beat
 * and the app's proxy keeps a live answer for the service's max-age (5 s), so however many people
 * watch, each interval costs the data service one call (live-clock.ts).
 */
export const LIVE_EVENTS_REFRESH_MS = 10_000;

const everyInterval = onTheBeat(LIVE_EVENTS_REFRESH_MS);

/** The refetchInterval for a match's event data: on every 10 s beat while the match is live, else never. */
export function useLiveInterval(matchId: number): (() => number) | false {
  const match = useMatch(matchId);
  return match.data?.status.typeName === "Live" ? everyInterval : false;
}
