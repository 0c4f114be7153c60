// For every operation of the endpoint table: one valid call and one call of a resource that does not
import { OP } from "@/lib/contract";
// exist. The contract tests run both against each database.
const L = "/leagues/1/levels/1/seasons/62";

const G = "/matches/2024216";
const PLAYER_BODY = {
  playerMetricRequests: [{ metricCodes: ["KICK", "GOAL"], periods: [1, 2] }, { zones: ["F50"] }],
};
const SQUAD_BODY = { squadMetricRequests: [{ metricCodes: ["INSIDE_50"], context: "Diff" }] };

export const SAMPLES: Record<string, { ok: string; missing: string; body?: unknown }> = {
  leagues: { ok: "/leagues", missing: "/leaguez" },
  [OP.getLeague]: { ok: "/leagues/1", missing: "/leagues/77" },
  leagueSeasons: { ok: "/leagues/1/seasons", missing: "/leagues/77/seasons" },
  [OP.listLevels]: { ok: "/leagues/1/levels", missing: "/leagues/77/levels" },
  [OP.getLevel]: { ok: "/leagues/1/levels/1", missing: "/leagues/1/levels/9" },
  [OP.listSeasons]: { ok: "/leagues/1/levels/1/seasons", missing: "/leagues/1/levels/9/seasons" },
  [OP.getSeason]: { ok: L, missing: "/leagues/1/levels/1/seasons/61" },
  [OP.getFixture]: {
    ok: `${L}/fixture?squadId=40&roundNumber=0`,
    missing: "/leagues/1/levels/1/seasons/61/fixture",
  },
  [OP.getLadder]: { ok: `${L}/ladder`, missing: "/leagues/1/levels/1/seasons/61/ladder" },
  [OP.getLadderAfterRound]: { ok: `${L}/ladder/5`, missing: `${L}/ladder/99` },
  [OP.listSquads]: { ok: `${L}/squads`, missing: "/leagues/1/levels/1/seasons/61/squads" },
  [OP.getSquad]: { ok: `${L}/squads/40`, missing: `${L}/squads/41` },
  [OP.getSquadPersons]: { ok: `${L}/squads/40/persons`, missing: `${L}/squads/41/persons` },
  [OP.getPlayerAvailability]: {
    ok: `${L}/availability?page=2&limit=50`,
    missing: "/leagues/1/levels/1/seasons/61/availability",
  },
  [OP.listConferences]: {
    ok: "/leagues/900/levels/1/seasons/9001/conferences?conference=EAST",
    missing: "/leagues/1/levels/1/seasons/61/conferences",
  },
  [OP.getMainSeason]: { ok: "/seasons/62", missing: "/seasons/61" },
  [OP.getMainFixture]: { ok: "/seasons/62/fixture?roundNumber=25", missing: "/seasons/9001/fixture" },
  [OP.getMainLadder]: { ok: "/seasons/62/ladder", missing: "/seasons/61/ladder" },
  [OP.getMainLadderAfterRound]: { ok: "/seasons/62/ladder/0", missing: "/seasons/62/ladder/30" },
  [OP.listMainSquads]: { ok: "/seasons/62/squads", missing: "/seasons/61/squads" },
  [OP.getMainSquad]: { ok: "/seasons/62/squads/160", missing: "/seasons/62/squads/161" },
  [OP.getMainSquadPersons]: {
    ok: "/seasons/62/squads/160/persons",
    missing: "/seasons/62/squads/161/persons",
  },
  [OP.getMatch]: { ok: "/matches/2024216", missing: "/matches/2024217" },
  [OP.getMatchPersons]: { ok: "/matches/2024216/persons", missing: "/matches/1/persons" },
  [OP.getMatchVenue]: { ok: "/matches/2024216/venue", missing: "/matches/1/venue" },
  [OP.getMatchMetrics]: { ok: "/matches/2024216/metrics?showAllMetrics=true", missing: "/matches/1/metrics" },
  [OP.getMatchScore]: { ok: "/matches/2024216/score", missing: "/matches/1/score" },
  [OP.getMetricGlossary]: { ok: "/metrics?metric=KICK&metric=GOAL", missing: "/metrics?metric=NOT_A_METRIC" },
  positionTypes: { ok: "/positiontypes", missing: "/positiontypez" },
  [OP.getPositionType]: { ok: "/positionTypes/1", missing: "/positionTypes/5" },
  [OP.listPositions]: { ok: "/positionTypes/2/positions", missing: "/positionTypes/5/positions" },
  [OP.getPosition]: { ok: "/positions/7", missing: "/positions/99" },
  usage: { ok: "/usage", missing: "/usages" },
  [OP.getMatchTransactions]: { ok: `${G}/transactions`, missing: "/matches/1/transactions" },
  [OP.getPossessionChains]: { ok: `${G}/chains`, missing: "/matches/1/chains" },
  [OP.getRotations]: { ok: `${G}/rotations`, missing: "/matches/1/rotations" },
  [OP.getShots]: { ok: `${G}/shots`, missing: "/matches/1/shots" },
  [OP.getEntries]: { ok: `${G}/entries`, missing: "/matches/1/entries" },
  [OP.getPlayerLeaders]: {
    ok: `${G}/statistics/leaders?period=1&period=2&topXPlayers=3`,
    missing: "/matches/1/statistics/leaders",
  },
  [OP.getPlayerStatistics]: {
    ok: `${G}/statistics/players?period=4&zone=F50&zone=AM&metric=KICK&team=home`,
    missing: "/matches/1/statistics/players",
  },
  [OP.postPlayerStatistics]: {
    ok: `${G}/statistics/players`,
    missing: "/matches/1/statistics/players",
    body: PLAYER_BODY,
  },
  [OP.getSquadStatistics]: {
    ok: `${G}/statistics/squads?context=Diff&lastXSeconds=300`,
    missing: "/matches/1/statistics/squads",
  },
  [OP.postSquadStatistics]: {
    ok: `${G}/statistics/squads`,
    missing: "/matches/1/statistics/squads",
    body: SQUAD_BODY,
  },
  [OP.getStoppages]: { ok: `${G}/stoppages`, missing: "/matches/1/stoppages" },
  [OP.getTimeCodedStatistics]: {
    ok: `${G}/statistics/flow?metric=KICK&metric=GOAL&limit=100&orderBy=desc`,
    missing: "/matches/1/statistics/flow?metric=KICK",
  },
  [OP.getRuckContests]: {
    ok: `${G}/ruckContests?stoppageType=CENTRE_BOUNCE`,
    missing: "/matches/1/ruckContests",
  },
  [OP.getPlayerShotSummary]: {
    ok: `${G}/shots/summary/players?type=SetShot`,
    missing: `${G}/shots/summary/players?personId=1`,
  },
  [OP.getSquadShotSummary]: {
    ok: `${G}/shots/summary/squads?team=away&includeAllShotSummaries=true`,
    missing: "/matches/1/shots/summary/squads",
  },
};

// A malformed identifier or query value for each operation that takes one: 400 naming the parameter.
export const BAD: Record<string, { path: string; parameter: string }> = {
  [OP.getLeague]: { path: "/leagues/one", parameter: "leagueId" },
  [OP.getFixture]: { path: `${L}/fixture?roundNumber=-1`, parameter: "roundNumber" },
  [OP.getLadder]: { path: `${L}/ladder?conference=no%20such`, parameter: "conference" },
  [OP.getLadderAfterRound]: { path: `${L}/ladder/2147483648`, parameter: "roundNumber" },
  [OP.getPlayerAvailability]: { path: `${L}/availability?limit=5001`, parameter: "limit" },
  [OP.getMatch]: { path: "/matches/1.5", parameter: "matchId" },
  [OP.getMatchMetrics]: { path: "/matches/2024001/metrics?showAllMetrics=yes", parameter: "showAllMetrics" },
  [OP.getMainFixture]: { path: "/seasons/62/fixture?squadId=41", parameter: "squadId" },
  [OP.getPlayerLeaders]: { path: `${G}/statistics/leaders?topXPlayers=0`, parameter: "topXPlayers" },
  [OP.getPlayerStatistics]: { path: `${G}/statistics/players?zone=XX`, parameter: "zone" },
  [OP.getSquadStatistics]: { path: `${G}/statistics/squads?context=diff`, parameter: "context" },
  [OP.getTimeCodedStatistics]: { path: `${G}/statistics/flow?limit=10`, parameter: "metric" },
  [OP.getRuckContests]: { path: `${G}/ruckContests?stoppageType=BOUNCE`, parameter: "stoppageType" },
  [OP.getPlayerShotSummary]: { path: `${G}/shots/summary/players?type=all`, parameter: "type" },
  [OP.getSquadShotSummary]: { path: `${G}/shots/summary/squads?team=Home`, parameter: "team" },
};
