import type { ParsedQuery } from "@/lib/sds/params";
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
import { playerPayloadBody, squadPayloadBody } from "./resources/events/payload-statistics";
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
import type { DatasetMatch } from "@/lib/data/model/dataset";
import type { MatchEvents } from "@/lib/data/engine/types";
import type { SquadContext } from "@/lib/data/stats";

export interface HandlerInput {
  ctx: Ctx;
  p: Record<string, number>;
  q: ParsedQuery;
  caller: Caller;
  path: string; // the request path under /v1, for links
  body?: unknown; // POST operations: the parsed, validated body
}

export type Handler = (i: HandlerInput) => unknown;

const season = ({ ctx, p }: HandlerInput) =>
  seasonOf(ctx, { leagueId: p.leagueId, levelId: p.levelId, seasonId: p.seasonId });
const main = ({ ctx, p }: HandlerInput) => mainSeasonOf(ctx, p.seasonId);
const int = (v: unknown) => v as number | undefined;

/** An event-level operation: the match, and its events as far as it has gone. */
const events =
  (fn: (i: HandlerInput, m: DatasetMatch, me: MatchEvents) => unknown): Handler =>
  (i) => {
    const m = matchOf(i.ctx, i.p.matchId);
    return fn(i, m, matchEventsAt(i.ctx, m));
  };
const str = (v: unknown) => v as string | undefined;

/** One entry an operation of the endpoint table; the usage operation is answered by the router. */
export const HANDLERS: Record<string, Handler> = {
  leagues: ({ ctx }) => leaguesList(ctx),
  E1: ({ ctx, p }) => leagueBody(ctx, p.leagueId),
  leagueSeasons: ({ ctx, p }) => leagueWithSeasons(ctx, p.leagueId),
  E2: ({ ctx, p }) => levelsList(ctx, p.leagueId),
  E3: ({ ctx, p }) => levelBody(ctx, p.leagueId, p.levelId),
  E28: ({ ctx, p }) => leagueWithSeasons(ctx, p.leagueId, p.levelId),
  E29: (i) => seasonWithPhases(i.ctx, season(i)),
  E30: (i) => fixtureBody(i.ctx, season(i), { squadId: int(i.q.squadId), roundNumber: int(i.q.roundNumber) }),
  E31: (i) => ladderBody(i.ctx, season(i), { conference: str(i.q.conference) }),
  E32: (i) => ladderBody(i.ctx, season(i), { roundNumber: i.p.roundNumber, conference: str(i.q.conference) }),
  E33: (i) => squadsBody(i.ctx, season(i)),
  E34: (i) => squadBody(i.ctx, season(i), i.p.squadId),
  E35: (i) => squadPersonsBody(i.ctx, season(i), i.p.squadId),
  E36: (i) =>
    availabilityBody(
      i.ctx,
      season(i),
      { page: i.q.page as number, limit: i.q.limit as number },
      `/v1${i.path}`,
    ),
  E37: (i) => conferencesBody(i.ctx, season(i), str(i.q.conference)),
  E38: (i) => seasonWithPhases(i.ctx, main(i)),
  E39: (i) => fixtureBody(i.ctx, main(i), { squadId: int(i.q.squadId), roundNumber: int(i.q.roundNumber) }),
  E40: (i) => ladderBody(i.ctx, main(i), {}),
  E41: (i) => ladderBody(i.ctx, main(i), { roundNumber: i.p.roundNumber }),
  E42: (i) => squadsBody(i.ctx, main(i)),
  E43: (i) => squadBody(i.ctx, main(i), i.p.squadId),
  E44: (i) => squadPersonsBody(i.ctx, main(i), i.p.squadId),
  E4: ({ ctx, p }) => matchDetails(ctx, matchOf(ctx, p.matchId)),
  E5: ({ ctx, p }) => matchPersons(ctx, matchOf(ctx, p.matchId)),
  E6: ({ ctx, p }) => matchVenue(ctx, matchOf(ctx, p.matchId)),
  E7: ({ ctx, p, q, caller }) =>
    matchMetrics(matchOf(ctx, p.matchId), caller.tier, q.showAllMetrics === true),
  E11: ({ ctx, p }) => matchScore(ctx, matchOf(ctx, p.matchId)),
  E24: ({ q }) => glossary(q.metric as string[] | undefined),
  E8: events(({ ctx }, m, me) => matchTransactions(ctx, m, me)),
  E9: events(({ ctx }, m, me) => matchChains(ctx, m, me)),
  E10: events(({ ctx }, m, me) => matchRotations(ctx, m, me)),
  E12: events(({ ctx }, m, me) => matchShots(ctx, m, me)),
  E13: events(({ ctx }, m, me) => matchEntries(ctx, m, me)),
  E14: events(({ ctx, q, caller }, m, me) => leadersBody(ctx, m, me, q, caller.tier)),
  E15: events(({ ctx, q, caller }, m, me) => playersBody(ctx, m, me, statFilter(q), caller.tier)),
  E16: events(({ ctx, body, caller }, m, me) =>
    playerPayloadBody(ctx, m, me, body as Parameters<typeof playerPayloadBody>[3], caller.tier),
  ),
  E17: events(({ ctx, q, caller }, m, me) =>
    squadsStatsBody(ctx, m, me, statFilter(q), q.context as SquadContext, caller.tier),
  ),
  E18: events(({ ctx, body, caller }, m, me) =>
    squadPayloadBody(ctx, m, me, body as Parameters<typeof squadPayloadBody>[3], caller.tier),
  ),
  E19: events(({ ctx }, m, me) => matchStoppages(ctx, m, me)),
  E20: events(({ ctx, q, caller }, m, me) => flowBody(ctx, m, me, q, caller.tier)),
  E21: events(({ ctx, q }, m, me) => ruckBody(ctx, m, me, q)),
  E22: events(({ ctx, q }, m, me) => {
    const personId = q.personId as number | undefined;
    if (
      personId !== undefined &&
      !(ctx.store.playerMatchesByMatch.get(m.id) ?? []).some((p) => p.personId === personId)
    ) {
      throw notFound(`Person ${personId} did not play in match ${m.id}`);
    }
    return playerShotsBody(ctx, m, me, q);
  }),
  E23: events(({ ctx, q }, m, me) => squadShotsBody(ctx, m, me, q)),
  positionTypes: () => positionTypesList(),
  E25: ({ p }) => positionTypeBody(p.positionTypeId),
  E26: ({ p }) => positionsOfType(p.positionTypeId),
  E27: ({ p }) => positionBody(p.positionId),
};
