// The operations the service benchmark loads (bench/run.ts), each against plain Node sending the same
// bytes; bench/small-answers.ts loads those with the small answers' target alone.

export const SMALL = 0.9; // issue 25: small answers at least 0.9 of plain Node sending the same bytes

export const OPERATIONS: { name: string; path: string; target?: number }[] = [
  { name: "fixture", path: "/v1/seasons/62/fixture", target: 0.25 },
  { name: "ladder", path: "/v1/leagues/1/levels/1/seasons/62/ladder", target: SMALL },
  { name: "ladder after a round", path: "/v1/seasons/62/ladder/10", target: SMALL },
  { name: "match details", path: "/v1/matches/2024100", target: SMALL },
  { name: "match score", path: "/v1/matches/2024100/score", target: SMALL },
  // The history (issue 15): the same operations for a season of 1966 against 2024's above.
  { name: "fixture, 1966", path: "/v1/seasons/1001966/fixture", target: 0.25 },
  { name: "ladder, 1966", path: "/v1/leagues/1/levels/1/seasons/1001966/ladder", target: 0.25 },
  { name: "ladder after a round, 1966", path: "/v1/seasons/1001966/ladder/10" },
  { name: "match score, 1966", path: "/v1/matches/1966112/score" },
  { name: "squad persons", path: "/v1/seasons/62/squads/40/persons" },
  {
    name: "player statistics, period + zone",
    path: "/v1/matches/2024100/statistics/players?period=2&zone=F50&zone=AM",
    target: 0.25,
  },
  { name: "transactions", path: "/v1/matches/2024100/transactions", target: 0.25 },
  { name: "chains", path: "/v1/matches/2024100/chains", target: 0.25 },
];
