// What the benchmark tables call a contract operation. The app counts its upstream calls by the
// operation's id in the contract's table (OP.<operationId>); BENCHMARKS.md names each by what it
// returns, as the documents and the code's comments do.
import { OP, OPERATION_BY_ID, type OperationId } from "../lib/contract/operations";

const NAMES = {
  [OP.listLeagues]: "leagues",
  [OP.getLeague]: "league",
  [OP.getLeagueWithSeasons]: "league with its seasons",
  [OP.listLevels]: "levels",
  [OP.getLevel]: "level",
  [OP.listSeasons]: "seasons",
  [OP.getSeason]: "season details",
  [OP.getFixture]: "fixture",
  [OP.getLadder]: "ladder",
  [OP.getLadderAfterRound]: "ladder after a round",
  [OP.listSquads]: "squads",
  [OP.getSquad]: "squad",
  [OP.getSquadPersons]: "squad persons",
  [OP.getPlayerAvailability]: "player availability",
  [OP.listConferences]: "conferences",
  [OP.getMainSeason]: "main competition's season details",
  [OP.getMainFixture]: "main competition's fixture",
  [OP.getMainLadder]: "main competition's ladder",
  [OP.getMainLadderAfterRound]: "main competition's ladder after a round",
  [OP.listMainSquads]: "main competition's squads",
  [OP.getMainSquad]: "main competition's squad",
  [OP.getMainSquadPersons]: "main competition's squad persons",
  [OP.getMatch]: "match details",
  [OP.getMatchPersons]: "match persons",
  [OP.getMatchVenue]: "venue",
  [OP.getMatchMetrics]: "match metrics",
  [OP.getMatchScore]: "score by quarter",
  [OP.getMetricGlossary]: "glossary",
  [OP.listPositionTypes]: "position types",
  [OP.getPositionType]: "position type",
  [OP.listPositions]: "positions",
  [OP.getPosition]: "position",
  [OP.getUsage]: "usage",
  [OP.getMatchTransactions]: "transactions",
  [OP.getPossessionChains]: "chains",
  [OP.getRotations]: "rotations",
  [OP.getShots]: "shots",
  [OP.getEntries]: "entries",
  [OP.getPlayerLeaders]: "player leaders",
  [OP.getPlayerStatistics]: "player statistics",
  [OP.postPlayerStatistics]: "player statistics POST",
  [OP.getSquadStatistics]: "squad statistics",
  [OP.postSquadStatistics]: "squad statistics POST",
  [OP.getStoppages]: "stoppages",
  [OP.getTimeCodedStatistics]: "time-coded statistics",
  [OP.getRuckContests]: "ruck contests",
  [OP.getPlayerShotSummary]: "player shot summary",
  [OP.getSquadShotSummary]: "squad shot summary",
} satisfies Record<OperationId, string>;

/** An operation counted by its id, by name: the table's name, else the contract's summary, else the id. */
export function operationName(id: string): string {
  return (NAMES as Record<string, string>)[id] ?? OPERATION_BY_ID.get(id)?.summary ?? id;
}

/** Calls counted by operation id, keyed by the operations' names instead. */
export function byOperationName(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([id, n]) => [operationName(id), n]));
}
