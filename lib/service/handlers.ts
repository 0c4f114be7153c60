import {
  OP,
  PlayerStatsRequestSchema,
  SquadStatsRequestSchema,
  type OperationId,
  type ParamsOf,
  type QueryOf,
  type ResolvedOf,
  type SdsAnswerOf,
} from "@/lib/contract";
import type { z } from "zod";
import { payloadOf } from "./payload";
import type { Caller } from "./auth/verify-token";
import { fixtureBody } from "./resources/fixture";
import { ladderBody } from "./resources/ladder";
import { leagueBody, leaguesList, leagueWithSeasons, levelBody, levelsList } from "./resources/league";
import { matchDetails, matchPersons, matchScore, matchVenue } from "./resources/match";
import {
  glossary,
  matchMetrics,
  positionBody,
  positionsOfType,
  positionTypeBody,
  positionTypesList,
} from "./resources/metrics";
import { seasonWithPhases } from "./resources/season";
import {
  availabilityBody,
  conferencesBody,
  squadBody,
  squadPersonsBody,
  squadsBody,
} from "./resources/squads";
import { mainSeasonOf, matchOf, seasonOf, type Ctx } from "./resources/context";
import { notFound } from "./errors";
import { matchChains } from "./resources/events/chains";
import { matchEntries } from "./resources/events/entries";
import { matchEventsAt } from "./resources/events/match-events";
import { boxScorePlayersBody } from "./resources/events/box-score-players";
import type { JsonBytes } from "./resources/events/json-out";
import { squadPayloadBody } from "./resources/events/payload-statistics";
import { playerPayloadBytes } from "./resources/events/player-payload";
import { matchRotations } from "./resources/events/rotations";
import { matchShots } from "./resources/events/shots";
import {
  flowBody,
  leadersBody,
  playerShotsBody,
  playersBody,
  ruckBody,
  squadShotsBody,
  squadsStatsBody,
  statFilter,
} from "./resources/events/statistics";
import { matchStoppages } from "./resources/events/stoppages";
import { matchTransactions } from "./resources/events/transactions";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { MatchEvents } from "@/lib/service/engine/types";

/** What every handler gets besides its own parameters. */
export interface HandlerBase {
  ctx: Ctx;
  caller: Caller;
  path: string; // the request path under /v1, for links
  body?: unknown; // POST operations: the JSON body, read but not yet checked (the handler parses it)
}

/** The operations the service answers with a handler (the router answers `usage` itself). */
export type ServedId = Exclude<OperationId, "usage">;

/** Operation `I`'s input: its path parameters and query, typed by the contract's row. */
export interface HandlerInput<I extends ServedId> extends HandlerBase {
  p: ParamsOf<I>;
  q: QueryOf<I>;
}

/**
 * The operations answered as JSON bytes by a writer of their own, not as an object for JSON.stringify:
 * the player statistics POST, megabytes a season build's match (payload-json.ts).
 */
type WrittenId = typeof OP.postPlayerStatistics;

/** Operation `I`'s answer as its handler gives it: its contract's response type, or bytes spelling it. */
export type HandlerAnswer<I extends ServedId> = I extends WrittenId
  ? JsonBytes<SdsAnswerOf<I>>
  : SdsAnswerOf<I>;

/**
 * One handler an operation, each answering its contract's response type (or bytes typed by it): the
 * compiler proves that no operation lacks a handler and that no handler drifts from its schema
 * (tests/types/handlers.types.ts).
 */
export type Handlers = { [I in ServedId]: (i: HandlerInput<I>) => HandlerAnswer<I> };

type EventId = { [I in ServedId]: ParamsOf<I> extends { matchId: number } ? I : never }[ServedId];

const season = ({ ctx, p }: { ctx: Ctx; p: { leagueId: number; levelId: number; seasonId: number } }) =>
  seasonOf(ctx, p);
const main = ({ ctx, p }: { ctx: Ctx; p: { seasonId: number } }) => mainSeasonOf(ctx, p.seasonId);

/** An event-level operation: the match, and its events as far as it has gone. */
const events =
  <I extends EventId>(fn: (i: HandlerInput<I>, m: DatasetMatch, me: MatchEvents) => SdsAnswerOf<I>) =>
  (i: HandlerInput<I> & { p: { matchId: number } }): SdsAnswerOf<I> => {
    const m = matchOf(i.ctx, i.p.matchId);
    return fn(i, m, matchEventsAt(i.ctx, m));
  };

/**
 * A payload-driven operation (the player or squad statistics POST): its body checked against its
 * schema first, so a wrong body is a 400 whether or not the match exists, then the match and its
 * events as far as it has gone.
 */
const withPayload =
  <I extends typeof OP.postPlayerStatistics | typeof OP.postSquadStatistics, S extends z.ZodType>(
    schema: S,
    fn: (i: HandlerInput<I>, body: z.output<S>, m: DatasetMatch, me: MatchEvents) => HandlerAnswer<I>,
  ) =>
  (i: HandlerInput<I> & { p: { matchId: number } }): HandlerAnswer<I> => {
    const body = payloadOf(schema, i.body);
    const m = matchOf(i.ctx, i.p.matchId);
    return fn(i, body, m, matchEventsAt(i.ctx, m));
  };

export const HANDLERS: Handlers = {
  [OP.listLeagues]: ({ ctx }) => leaguesList(ctx),
  [OP.getLeague]: ({ ctx, p }) => leagueBody(ctx, p.leagueId),
  [OP.getLeagueWithSeasons]: ({ ctx, p }) => leagueWithSeasons(ctx, p.leagueId),
  [OP.listLevels]: ({ ctx, p }) => levelsList(ctx, p.leagueId),
  [OP.getLevel]: ({ ctx, p }) => levelBody(ctx, p.leagueId, p.levelId),
  [OP.listSeasons]: ({ ctx, p }) => leagueWithSeasons(ctx, p.leagueId, p.levelId),
  [OP.getSeason]: (i) => seasonWithPhases(i.ctx, season(i)),
  [OP.getFixture]: (i) => fixtureBody(i.ctx, season(i), i.q),
  [OP.getLadder]: (i) => ladderBody(i.ctx, season(i), i.q),
  [OP.getLadderAfterRound]: (i) =>
    ladderBody(i.ctx, season(i), { roundNumber: i.p.roundNumber, conference: i.q.conference }),
  [OP.listSquads]: (i) => squadsBody(i.ctx, season(i)),
  [OP.getSquad]: (i) => squadBody(i.ctx, season(i), i.p.squadId),
  [OP.getSquadPersons]: (i) => squadPersonsBody(i.ctx, season(i), i.p.squadId),
  [OP.getPlayerAvailability]: (i) => availabilityBody(i.ctx, season(i), i.q, `/v1${i.path}`),
  [OP.listConferences]: (i) => conferencesBody(i.ctx, season(i), i.q.conference),
  [OP.getMainSeason]: (i) => seasonWithPhases(i.ctx, main(i)),
  [OP.getMainFixture]: (i) => fixtureBody(i.ctx, main(i), i.q),
  [OP.getMainLadder]: (i) => ladderBody(i.ctx, main(i), {}),
  [OP.getMainLadderAfterRound]: (i) => ladderBody(i.ctx, main(i), { roundNumber: i.p.roundNumber }),
  [OP.listMainSquads]: (i) => squadsBody(i.ctx, main(i)),
  [OP.getMainSquad]: (i) => squadBody(i.ctx, main(i), i.p.squadId),
  [OP.getMainSquadPersons]: (i) => squadPersonsBody(i.ctx, main(i), i.p.squadId),
  [OP.getMatch]: ({ ctx, p }) => matchDetails(ctx, matchOf(ctx, p.matchId)),
  [OP.getMatchPersons]: ({ ctx, p }) => matchPersons(ctx, matchOf(ctx, p.matchId)),
  [OP.getMatchVenue]: ({ ctx, p }) => matchVenue(ctx, matchOf(ctx, p.matchId)),
  [OP.getMatchMetrics]: ({ ctx, p, q, caller }) =>
    matchMetrics(matchOf(ctx, p.matchId), caller.tier, q.showAllMetrics === true),
  [OP.getMatchScore]: ({ ctx, p }) => matchScore(ctx, matchOf(ctx, p.matchId)),
  [OP.getMetricGlossary]: ({ q }) => glossary(q.metric),
  [OP.getMatchTransactions]: events(({ ctx }, m, me) => matchTransactions(ctx, m, me)),
  [OP.getPossessionChains]: events(({ ctx }, m, me) => matchChains(ctx, m, me)),
  [OP.getRotations]: events(({ ctx }, m, me) => matchRotations(ctx, m, me)),
  [OP.getShots]: events(({ ctx }, m, me) => matchShots(ctx, m, me)),
  [OP.getEntries]: events(({ ctx }, m, me) => matchEntries(ctx, m, me)),
  [OP.getPlayerLeaders]: events(({ ctx, q, caller }, m, me) => leadersBody(ctx, m, me, q, caller.tier)),
  // A whole completed match's box-score counts come from the box score held, without its events.
  [OP.getPlayerStatistics]: (i) =>
    boxScorePlayersBody(i.ctx, matchOf(i.ctx, i.p.matchId), statFilter(i.q), i.caller.tier) ??
    events<typeof OP.getPlayerStatistics>(({ ctx, q, caller }, m, me) =>
      playersBody(ctx, m, me, statFilter(q), caller.tier),
    )(i),
  [OP.postPlayerStatistics]: withPayload(PlayerStatsRequestSchema, ({ ctx, caller }, body, m, me) =>
    playerPayloadBytes(ctx, m, me, body, caller.tier),
  ),
  [OP.getSquadStatistics]: events(({ ctx, q, caller }, m, me) =>
    squadsStatsBody(ctx, m, me, statFilter(q), q.context, caller.tier),
  ),
  [OP.postSquadStatistics]: withPayload(SquadStatsRequestSchema, ({ ctx, caller }, body, m, me) =>
    squadPayloadBody(ctx, m, me, body, caller.tier),
  ),
  [OP.getStoppages]: events(({ ctx }, m, me) => matchStoppages(ctx, m, me)),
  [OP.getTimeCodedStatistics]: events(({ ctx, q, caller }, m, me) => flowBody(ctx, m, me, q, caller.tier)),
  [OP.getRuckContests]: events(({ ctx, q }, m, me) => ruckBody(ctx, m, me, q)),
  [OP.getPlayerShotSummary]: events(({ ctx, q }, m, me) => {
    const personId = q.personId;
    if (
      personId !== undefined &&
      !(ctx.store.playerMatchesByMatch.get(m.id) ?? []).some((p) => p.personId === personId)
    ) {
      throw notFound(`Person ${personId} did not play in match ${m.id}`);
    }
    return playerShotsBody(ctx, m, me, q);
  }),
  [OP.getSquadShotSummary]: events(({ ctx, q }, m, me) => squadShotsBody(ctx, m, me, q)),
  [OP.listPositionTypes]: () => positionTypesList(),
  [OP.getPositionType]: ({ p }) => positionTypeBody(p.positionTypeId),
  [OP.listPositions]: ({ p }) => positionsOfType(p.positionTypeId),
  [OP.getPosition]: ({ p }) => positionBody(p.positionId),
};

/** A resolved request for one served operation (a union over them: narrowing on `id` types it). */
export type ServedRequest<I extends ServedId = ServedId> = { [K in I]: ResolvedOf<K> }[I];

/** Runs the handler of a resolved request: its parameters and query reach it with their row's types. */
export function runHandler<I extends ServedId>(r: ServedRequest<I>, base: HandlerBase): HandlerAnswer<I> {
  return HANDLERS[r.id]({ ...base, p: r.params, q: r.query });
}
