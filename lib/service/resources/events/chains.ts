import type { Chain, MatchEvents } from "@/lib/service/engine/types";
import { attackSign, fieldZone, mirrorZone } from "@/lib/service/stats/zones";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { Ctx } from "../context";
import { personRef, squadRefOrNull, titleCase } from "./refs";

// Chain states as the public service names them: an id, a name, and the state's type.
const STATES: Record<string, { id: number; type: string }> = {
  CENTRE_BOUNCE: { id: 1, type: "STOPPAGE" },
  BALL_UP: { id: 2, type: "STOPPAGE" },
  THROW_IN: { id: 3, type: "STOPPAGE" },
  KICK_IN: { id: 4, type: "KICK_IN" },
  POSSESSION_GAIN: { id: 5, type: "TURNOVER" },
  GOAL: { id: 11, type: "SCORE" },
  BEHIND: { id: 12, type: "SCORE" },
  RUSHED_BEHIND: { id: 13, type: "SCORE" },
  TURNOVER: { id: 14, type: "TURNOVER" },
  OUT_OF_BOUNDS: { id: 15, type: "STOPPAGE" },
  BALL_UP_CALL: { id: 16, type: "STOPPAGE" },
  END_OF_QUARTER: { id: 17, type: "END_OF_QUARTER" },
};

const POINTS: Record<string, number> = { GOAL: 6, BEHIND: 1, RUSHED_BEHIND: 1 };

/** Chain metres: how far the chain took the ball toward its squad's goal (as the statistics count it). */
export const chainMetres = (c: Chain, homeSquadId: number) =>
  attackSign(c.period, c.squadId, homeSquadId) * (c.endX - c.startX);

function endpoint(me: MatchEvents, c: Chain, which: "start" | "end") {
  const state = which === "start" ? c.startState : c.endState;
  const x = which === "start" ? c.startX : c.endX;
  const y = which === "start" ? c.startY : c.endY;
  const s = attackSign(c.period, c.squadId, me.homeSquadId);
  const zone = fieldZone(s * x, s * y, me.venue.length);
  const st = STATES[state];
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    matchTrxId: which === "start" ? c.startTrxId : c.endTrxId,
    stateCode: state,
    stateId: st.id,
    stateName: titleCase(state),
    stateType: titleCase(st.type),
    stateTypeCode: st.type,
    x: r(s * x),
    y: r(s * y),
    zone,
    zonePhysical: c.squadId === me.homeSquadId ? zone : mirrorZone(zone),
  };
}

/** The chains: possession chains in order, with where and how each began and ended. */
export function matchChains(ctx: Ctx, m: DatasetMatch, me: MatchEvents) {
  const byId = new Map(me.events.map((e) => [e.id, e]));
  const stoppageTrx = new Map(me.stoppages.map((s) => [s.id, s.trxId]));
  const chainById = new Map(me.chains.map((c) => [c.id, c]));
  return {
    matchId: m.id,
    chains: me.chains.map((c) => {
      const metres = chainMetres(c, me.homeSquadId);
      const next = c.nextChainId === null ? undefined : chainById.get(c.nextChainId);
      const reply = next ? chainMetres(next, me.homeSquadId) : 0;
      const scoreEvent = c.scoreTrxId === null ? undefined : byId.get(c.scoreTrxId);
      const turnoverEvent = c.turnoverTrxId === null ? undefined : byId.get(c.turnoverTrxId);
      return {
        id: c.id,
        period: c.period,
        squad: squadRefOrNull(ctx, c.squadId)!,
        start: {
          ...endpoint(me, c, "start"),
          periodSecs: byId.get(c.startTrxId)?.periodSecs ?? 0,
          launchPlayer: personRef(ctx, c.launchPersonId),
        },
        end: {
          ...endpoint(me, c, "end"),
          periodSecs: byId.get(c.endTrxId)?.periodSecs ?? 0,
          score: scoreEvent
            ? {
                matchTrxId: scoreEvent.id,
                player: personRef(ctx, scoreEvent.personId),
                result: {
                  name: titleCase(scoreEvent.code),
                  code: scoreEvent.code,
                  points: POINTS[scoreEvent.code] ?? 0,
                },
              }
            : null,
          turnover: turnoverEvent
            ? {
                turnoverTrxId: turnoverEvent.id,
                // Forced when the opposition was pressuring the ball carrier, unforced otherwise.
                creation:
                  turnoverEvent.pressure && turnoverEvent.pressure.code !== "NONE" ? "FORCED" : "UNFORCED",
                player: personRef(ctx, turnoverEvent.personId),
                state: endpoint(me, c, "end").zone,
                type: turnoverEvent.code,
              }
            : null,
        },
        keyTransactions: {
          clearance: c.clearanceTrxId,
          inside50: c.inside50TrxId,
          nextChain: c.nextChainId,
          prevChain: c.prevChainId,
          rebound50: c.rebound50TrxId,
          stoppage: c.stoppageId === null ? null : (stoppageTrx.get(c.stoppageId) ?? null),
        },
        metrics: {
          chainMetres: Math.round(metres),
          chainMetresReply: Math.round(reply),
          chainMetresNet: Math.round(metres - reply),
        },
      };
    }),
  };
}
