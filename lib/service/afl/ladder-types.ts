// The ladder's shapes (compute-ladder.ts): the matches and squads it is computed from, and its entries
// in the public service's shape.

export interface LadderMatch {
  homeSquadId: number;
  awaySquadId: number;
  homePoints: number;
  awayPoints: number;
  roundNumber: number;
  utcStart: string; // ISO 8601; orders the form string
}

export interface LadderSquad {
  id: number;
  name: string;
  code: string;
}

export interface LadderEntry {
  position: number;
  id: number;
  name: string;
  code: string;
  ladderPoints: number;
  ladderPercentage: number;
  matches: { played: number; win: number; winPct: number; draw: number; loss: number };
  scores: {
    for: number;
    against: number;
    margin: number;
    forAverage: number;
    againstAverage: number;
    marginAverage: number;
  };
  form: string;
}
