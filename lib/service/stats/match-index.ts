import type { MatchEvent, MatchEvents } from "@/lib/service/engine/types";
import { centreBouncePhase } from "./cb-phase";
import { CB_INDEX, ZONE_INDEX, mirrorIndex, zoneFor } from "./zones";

// Lookups every statistic needs, built once per MatchEvents value and cached by identity (a
// MatchEvents is treated as immutable once the engine has produced it).

export interface MatchIndex {
  me: MatchEvents;
  events: readonly MatchEvent[]; // in id order
  posById: Map<number, number>;
  byChain: Map<number, MatchEvent[]>;
  personSquad: Map<number, number>;
  /** Field zone index of each event's location relative to the home squad (never CB). */
  homeZone: Uint8Array;
  /** 1 when the event is in a centre-bounce phase. */
  cb: Uint8Array;
  periodLength(period: number): number;
  /** Logical zone index (ZONE_INDEX) of the event at `pos` for `squadId`: CB, else its field zone. */
  zoneAt(pos: number, squadId: number): number;
  /** Physical zone index for `squadId` (the ground itself, never CB). */
  fieldZoneAt(pos: number, squadId: number): number;
  other(squadId: number): number;
}

const cache = new WeakMap<MatchEvents, MatchIndex>();

export function indexMatch(me: MatchEvents): MatchIndex {
  let ix = cache.get(me);
  if (!ix) cache.set(me, (ix = build(me)));
  return ix;
}

function build(me: MatchEvents): MatchIndex {
  const sorted = me.events.every((e, i, a) => i === 0 || a[i - 1].id < e.id);
  const events = sorted ? me.events : [...me.events].sort((a, b) => a.id - b.id);
  const posById = new Map<number, number>();
  const byChain = new Map<number, MatchEvent[]>();
  const personSquad = new Map<number, number>();
  const lastSecs = new Map<number, number>();
  const homeZone = new Uint8Array(events.length);
  const home = me.homeSquadId;
  for (const st of me.stints) personSquad.set(st.personId, st.squadId);
  events.forEach((e, i) => {
    posById.set(e.id, i);
    if (e.chainId !== null) {
      const list = byChain.get(e.chainId);
      if (list) list.push(e);
      else byChain.set(e.chainId, [e]);
    }
    if (e.personId !== null && e.squadId !== null && !personSquad.has(e.personId)) {
      personSquad.set(e.personId, e.squadId);
    }
    lastSecs.set(e.period, Math.max(lastSecs.get(e.period) ?? 0, e.periodSecs));
    homeZone[i] = ZONE_INDEX[zoneFor(e, home, home, me.venue.length)];
  });
  const cb = centreBouncePhase(me, events, posById);
  const fieldZoneAt = (pos: number, squadId: number) =>
    squadId === home ? homeZone[pos] : mirrorIndex(homeZone[pos]);
  return {
    me,
    events,
    posById,
    byChain,
    personSquad,
    homeZone,
    cb,
    // A period the engine gave no length for (a live one) is as long as its last event.
    periodLength: (p) => me.periodSecs[p - 1] ?? lastSecs.get(p) ?? 0,
    zoneAt: (pos, squadId) => (cb[pos] ? CB_INDEX : fieldZoneAt(pos, squadId)),
    fieldZoneAt,
    other: (squadId) => (squadId === home ? me.awaySquadId : home),
  };
}
