import type { MatchEvent, MatchEvents } from "@/lib/service/engine/types";
import { indexMatch } from "./match-index";
import { ZONES, type FieldZone, type Zone } from "./zones";

// The two zones a transaction carries (zonePhysical / zoneLogical in the transactions; the chains and the stoppages use the same rules).
// - zonePhysical: where on the ground the event happened, one fixed reference for every event of the
//   period: the field zone seen from the HOME squad's attacking direction in that period. Never CB.
// - zoneLogical: the zone from the side of the squad the event belongs to (the home squad's side for
//   events of no squad, such as a ball-up), and CB for events of a centre-bounce phase.
// For a home-squad event outside a centre-bounce phase the two agree; for an away event they mirror.

function position(me: MatchEvents, event: MatchEvent): number {
  const pos = indexMatch(me).posById.get(event.id);
  if (pos === undefined) throw new Error(`Event ${event.id} is not part of match ${me.matchId}`);
  return pos;
}

export function zonePhysical(me: MatchEvents, event: MatchEvent): FieldZone {
  const ix = indexMatch(me);
  return ZONES[ix.fieldZoneAt(position(me, event), me.homeSquadId)] as FieldZone;
}

export function zoneLogical(me: MatchEvents, event: MatchEvent): Zone {
  const ix = indexMatch(me);
  return ZONES[ix.zoneAt(position(me, event), event.squadId ?? me.homeSquadId)];
}

/** True when the event belongs to the phase of a centre bounce (its logical zone is CB). */
export function inCentreBouncePhase(me: MatchEvents, event: MatchEvent): boolean {
  return indexMatch(me).cb[position(me, event)] === 1;
}
