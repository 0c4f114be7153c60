import type { MatchEvent, MatchEvents } from "@/lib/service/engine/types";

// CB, the logical zone of centre-bounce play. The phase of a centre bounce runs from the
// CENTRE_BOUNCE event through the stoppage's exit disposal (Stoppage.exitTrxId: the disposal that
// took the ball out of the stoppage area), both included. Without an exit, it runs while the events
// stay inside the centre square (|x| <= 25 and |y| <= 25, true coordinates). Either way it stops
// before the next restart, ball-up call, score or quarter end, and never crosses into another period.
// The phase is a property of play, not of a squad, so an event in it is in CB for both squads.

const CENTRE_SQUARE_HALF = 25;
const BREAKS = new Set<MatchEvent["code"]>([
  "CENTRE_BOUNCE",
  "BALL_UP",
  "THROW_IN",
  "BALL_UP_CALL",
  "GOAL",
  "BEHIND",
  "RUSHED_BEHIND",
  "END_OF_QUARTER",
]);

function inCentreSquare(e: MatchEvent): boolean {
  return Math.abs(e.x) <= CENTRE_SQUARE_HALF && Math.abs(e.y) <= CENTRE_SQUARE_HALF;
}

/** Positions (indexes into `events`, which are in id order) of every event in a centre-bounce phase. */
export function centreBouncePhase(
  me: MatchEvents,
  events: readonly MatchEvent[],
  posById: Map<number, number>,
) {
  const inPhase = new Uint8Array(events.length);
  for (const s of me.stoppages) {
    if (s.code !== "CENTRE_BOUNCE") continue;
    const start = posById.get(s.trxId);
    if (start === undefined) continue;
    const period = events[start].period;
    inPhase[start] = 1;
    for (let j = start + 1; j < events.length; j++) {
      const e = events[j];
      if (e.period !== period || BREAKS.has(e.code)) break;
      if (s.exitTrxId === null && !inCentreSquare(e)) break;
      inPhase[j] = 1;
      if (e.id === s.exitTrxId) break;
    }
  }
  return inPhase;
}
