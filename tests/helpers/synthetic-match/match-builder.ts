import type { Chain, MatchEvent, MatchEvents, Stint, Stoppage, TrxCode } from "@/lib/service/engine/types";
import type { Roster } from "@/lib/service/stats/roster";

// Synthetic matches for the statistics tests (not the AFL fixture): hand-made events with sensible defaults. Persons are numbered squad * 100 + index
// (1001..1023 home, 2001..2023 away) so a person's squad can be read off his id.

export const HOME = 10;
export const AWAY = 20;
export const VENUE = { length: 160, width: 141 };
export const PERIOD_SECS = [1800, 1800, 1800, 1800];

export const person = (squad: number, index: number) => squad * 100 + index;
export const squadOf = (personId: number) => Math.floor(personId / 100);

/** One event. `id` 0 means "number me by my position" (buildMatch does it). */
export function ev(over: Partial<MatchEvent> & { code: TrxCode }): MatchEvent {
  const squadId = over.squadId !== undefined ? over.squadId : over.personId ? squadOf(over.personId) : HOME;
  return {
    id: 0,
    period: 1,
    periodSecs: 0,
    personId: null,
    x: 0,
    y: 0,
    chainId: null,
    homeScore: 0,
    awayScore: 0,
    flags: 0,
    possession: null,
    pressure: null,
    shot: null,
    kick: null,
    details: {},
    ...over,
    squadId,
  };
}

export function chain(
  over: Partial<Chain> & Pick<Chain, "id" | "squadId" | "startTrxId" | "endTrxId">,
): Chain {
  return {
    period: 1,
    startState: "POSSESSION_GAIN",
    endState: "TURNOVER",
    launchPersonId: null,
    startX: 0,
    startY: 0,
    endX: 0,
    endY: 0,
    scoreTrxId: null,
    turnoverTrxId: null,
    inside50TrxId: null,
    rebound50TrxId: null,
    clearanceTrxId: null,
    stoppageId: null,
    prevChainId: null,
    nextChainId: null,
    ...over,
  };
}

export function stoppage(over: Partial<Stoppage> & Pick<Stoppage, "id" | "trxId">): Stoppage {
  return {
    code: "BALL_UP",
    period: 1,
    periodSecs: 0,
    x: 0,
    y: 0,
    attendance: [],
    hitoutTrxId: null,
    firstPossessionTrxId: null,
    clearanceTrxId: null,
    exitTrxId: null,
    ...over,
  };
}

/** Full-length stints in every period for the given players. */
export function fullStints(personIds: number[], periodSecs = PERIOD_SECS): Stint[] {
  return personIds.flatMap((personId) =>
    periodSecs.map((len, i) => ({
      personId,
      squadId: squadOf(personId),
      period: i + 1,
      fromSecs: 0,
      toSecs: len,
    })),
  );
}

export function buildMatch(parts: {
  events: MatchEvent[];
  chains?: Chain[];
  stoppages?: Stoppage[];
  stints?: Stint[];
  periodSecs?: number[];
}): MatchEvents {
  return {
    matchId: 1,
    homeSquadId: HOME,
    awaySquadId: AWAY,
    venue: VENUE,
    periodSecs: parts.periodSecs ?? PERIOD_SECS,
    events: parts.events.map((e, i) => (e.id === 0 ? { ...e, id: i + 1 } : e)),
    chains: parts.chains ?? [],
    stoppages: parts.stoppages ?? [],
    stints: parts.stints ?? [],
  };
}

/** A roster of indexes 1..23 of both squads, jumper number = index. */
export function fixtureRoster(size = 23): Roster {
  const players = [HOME, AWAY].flatMap((squadId) =>
    Array.from({ length: size }, (_, i) => ({
      personId: person(squadId, i + 1),
      squadId,
      displayName: `P${person(squadId, i + 1)}`,
      fullname: `Player ${person(squadId, i + 1)}`,
      jumperNumber: i + 1,
    })),
  );
  return {
    home: { id: HOME, code: "HOM", name: "Home" },
    away: { id: AWAY, code: "AWY", name: "Away" },
    players,
  };
}
