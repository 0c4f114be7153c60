// The people and squads of one match, as the caller knows them (the match's persons): the statistics
// engine needs names and jumper numbers for its responses but does not look them up itself.

export interface RosterSquad {
  id: number;
  code: string;
  name: string;
}

export interface RosterPlayer {
  personId: number;
  squadId: number;
  displayName: string;
  fullname: string;
  jumperNumber: number;
}

export interface Roster {
  home: RosterSquad;
  away: RosterSquad;
  players: readonly RosterPlayer[];
}

/** The squads in response order (home first), cut to the `team` filter's squad when there is one. */
export function rosterSquads(
  roster: Pick<Roster, "home" | "away">,
  teamSquadId: number | null,
): RosterSquad[] {
  return [roster.home, roster.away].filter((s) => teamSquadId === null || s.id === teamSquadId);
}

export function squadRef(s: RosterSquad): RosterSquad {
  return { code: s.code, id: s.id, name: s.name };
}
