// For every operation of the endpoint table: one valid call and one call of a resource that does not
// exist. The contract tests run both against each database.
const L = "/leagues/1/levels/1/seasons/62";

const G = "/matches/2024216";
const PLAYER_BODY = {
  playerMetricRequests: [{ metricCodes: ["KICK", "GOAL"], periods: [1, 2] }, { zones: ["F50"] }],
};
const SQUAD_BODY = { squadMetricRequests: [{ metricCodes: ["INSIDE_50"], context: "Diff" }] };

export const SAMPLES: Record<string, { ok: string; missing: string; body?: unknown }> = {
  leagues: { ok: "/leagues", missing: "/leaguez" },
  E1: { ok: "/leagues/1", missing: "/leagues/77" },
  leagueSeasons: { ok: "/leagues/1/seasons", missing: "/leagues/77/seasons" },
  E2: { ok: "/leagues/1/levels", missing: "/leagues/77/levels" },
  E3: { ok: "/leagues/1/levels/1", missing: "/leagues/1/levels/9" },
  E28: { ok: "/leagues/1/levels/1/seasons", missing: "/leagues/1/levels/9/seasons" },
  E29: { ok: L, missing: "/leagues/1/levels/1/seasons/61" },
  E30: { ok: `${L}/fixture?squadId=40&roundNumber=0`, missing: "/leagues/1/levels/1/seasons/61/fixture" },
  E31: { ok: `${L}/ladder`, missing: "/leagues/1/levels/1/seasons/61/ladder" },
  E32: { ok: `${L}/ladder/5`, missing: `${L}/ladder/99` },
  E33: { ok: `${L}/squads`, missing: "/leagues/1/levels/1/seasons/61/squads" },
  E34: { ok: `${L}/squads/40`, missing: `${L}/squads/41` },
  E35: { ok: `${L}/squads/40/persons`, missing: `${L}/squads/41/persons` },
  E36: { ok: `${L}/availability?page=2&limit=50`, missing: "/leagues/1/levels/1/seasons/61/availability" },
  E37: {
    ok: "/leagues/900/levels/1/seasons/9001/conferences?conference=EAST",
    missing: "/leagues/1/levels/1/seasons/61/conferences",
  },
  E38: { ok: "/seasons/62", missing: "/seasons/61" },
  E39: { ok: "/seasons/62/fixture?roundNumber=25", missing: "/seasons/9001/fixture" },
  E40: { ok: "/seasons/62/ladder", missing: "/seasons/61/ladder" },
  E41: { ok: "/seasons/62/ladder/0", missing: "/seasons/62/ladder/30" },
  E42: { ok: "/seasons/62/squads", missing: "/seasons/61/squads" },
  E43: { ok: "/seasons/62/squads/160", missing: "/seasons/62/squads/161" },
  E44: { ok: "/seasons/62/squads/160/persons", missing: "/seasons/62/squads/161/persons" },
  E4: { ok: "/matches/2024216", missing: "/matches/2024217" },
  E5: { ok: "/matches/2024216/persons", missing: "/matches/1/persons" },
  E6: { ok: "/matches/2024216/venue", missing: "/matches/1/venue" },
  E7: { ok: "/matches/2024216/metrics?showAllMetrics=true", missing: "/matches/1/metrics" },
  E11: { ok: "/matches/2024216/score", missing: "/matches/1/score" },
  E24: { ok: "/metrics?metric=KICK&metric=GOAL", missing: "/metrics?metric=NOT_A_METRIC" },
  positionTypes: { ok: "/positiontypes", missing: "/positiontypez" },
  E25: { ok: "/positionTypes/1", missing: "/positionTypes/5" },
  E26: { ok: "/positionTypes/2/positions", missing: "/positionTypes/5/positions" },
  E27: { ok: "/positions/7", missing: "/positions/99" },
  usage: { ok: "/usage", missing: "/usages" },
  E8: { ok: `${G}/transactions`, missing: "/matches/1/transactions" },
  E9: { ok: `${G}/chains`, missing: "/matches/1/chains" },
  E10: { ok: `${G}/rotations`, missing: "/matches/1/rotations" },
  E12: { ok: `${G}/shots`, missing: "/matches/1/shots" },
  E13: { ok: `${G}/entries`, missing: "/matches/1/entries" },
  E14: {
    ok: `${G}/statistics/leaders?period=1&period=2&topXPlayers=3`,
    missing: "/matches/1/statistics/leaders",
  },
  E15: {
    ok: `${G}/statistics/players?period=4&zone=F50&zone=AM&metric=KICK&team=home`,
    missing: "/matches/1/statistics/players",
  },
  E16: { ok: `${G}/statistics/players`, missing: "/matches/1/statistics/players", body: PLAYER_BODY },
  E17: {
    ok: `${G}/statistics/squads?context=Diff&lastXSeconds=300`,
    missing: "/matches/1/statistics/squads",
  },
  E18: { ok: `${G}/statistics/squads`, missing: "/matches/1/statistics/squads", body: SQUAD_BODY },
  E19: { ok: `${G}/stoppages`, missing: "/matches/1/stoppages" },
  E20: {
    ok: `${G}/statistics/flow?metric=KICK&metric=GOAL&limit=100&orderBy=desc`,
    missing: "/matches/1/statistics/flow?metric=KICK",
  },
  E21: { ok: `${G}/ruckContests?stoppageType=CENTRE_BOUNCE`, missing: "/matches/1/ruckContests" },
  E22: { ok: `${G}/shots/summary/players?type=SetShot`, missing: `${G}/shots/summary/players?personId=1` },
  E23: {
    ok: `${G}/shots/summary/squads?team=away&includeAllShotSummaries=true`,
    missing: "/matches/1/shots/summary/squads",
  },
};

// A malformed identifier or query value for each operation that takes one: 400 naming the parameter.
export const BAD: Record<string, { path: string; parameter: string }> = {
  E1: { path: "/leagues/one", parameter: "leagueId" },
  E30: { path: `${L}/fixture?roundNumber=-1`, parameter: "roundNumber" },
  E31: { path: `${L}/ladder?conference=no%20such`, parameter: "conference" },
  E32: { path: `${L}/ladder/2147483648`, parameter: "roundNumber" },
  E36: { path: `${L}/availability?limit=5001`, parameter: "limit" },
  E4: { path: "/matches/1.5", parameter: "matchId" },
  E7: { path: "/matches/2024001/metrics?showAllMetrics=yes", parameter: "showAllMetrics" },
  E39: { path: "/seasons/62/fixture?squadId=41", parameter: "squadId" },
  E14: { path: `${G}/statistics/leaders?topXPlayers=0`, parameter: "topXPlayers" },
  E15: { path: `${G}/statistics/players?zone=XX`, parameter: "zone" },
  E17: { path: `${G}/statistics/squads?context=diff`, parameter: "context" },
  E20: { path: `${G}/statistics/flow?limit=10`, parameter: "metric" },
  E21: { path: `${G}/ruckContests?stoppageType=BOUNCE`, parameter: "stoppageType" },
  E22: { path: `${G}/shots/summary/players?type=all`, parameter: "type" },
  E23: { path: `${G}/shots/summary/squads?team=Home`, parameter: "team" },
};
